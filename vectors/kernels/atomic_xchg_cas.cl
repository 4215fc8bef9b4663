// atomic_xchg_cas: global atomics with order-dependent return values: atomic_xchg chains,
// an atomic_cmpxchg retry loop (ticket counter) and a cmpxchg "first claimer wins" race.
// Integer-only. The host reference checks order-independent properties only.
#define SLOTS 16
#define OWNERS 64

__kernel void atomic_xchg_cas(__global const uint* keys, __global int* slots, __global int* olds,
                              __global int* counter, __global int* tickets, __global int* owner,
                              __global int* won) {
  int i = get_global_id(0);
  olds[i] = atomic_xchg(&slots[i % SLOTS], i + 1000);

  int old = *counter;
  for (;;) {
    int prev = atomic_cmpxchg(counter, old, old + 1);
    if (prev == old)
      break;
    old = prev;
  }
  tickets[i] = old;

  int k = keys[i] % 61;  // owners 61..63 are never claimed
  won[i] = atomic_cmpxchg(&owner[k], 0, i + 1) == 0;
}
