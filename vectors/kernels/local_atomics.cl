// local_atomics: LDS atomics (add, min, max, or, and, xor, inc, cmpxchg loop, xchg) per
// work-group, then results copied to global memory. Integer-only.
__kernel void local_atomics(__global const int* in, __global int* stats, __global int* tickets,
                            __global int* xolds, __global int* xfinal) {
  __local int acc[8];
  __local uint hist[16];
  uint l = get_local_id(0);
  uint gid = get_global_id(0);
  if (l == 0) {
    acc[0] = 0;
    acc[1] = INT_MAX;
    acc[2] = INT_MIN;
    acc[3] = 0;
    acc[4] = -1;
    acc[5] = 0;
    acc[6] = 0;
    acc[7] = -1;
  }
  if (l < 16)
    hist[l] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);

  int v = in[gid];
  atomic_add(&acc[0], v);
  atomic_min(&acc[1], v);
  atomic_max(&acc[2], v);
  atomic_or(&acc[3], v);
  atomic_and(&acc[4], v);
  atomic_xor(&acc[5], v);
  atomic_inc(&hist[v & 15]);

  int old = acc[6];
  for (;;) {
    int prev = atomic_cmpxchg(&acc[6], old, old + 1);
    if (prev == old)
      break;
    old = prev;
  }
  tickets[gid] = old;
  xolds[gid] = atomic_xchg(&acc[7], (int)l);
  barrier(CLK_LOCAL_MEM_FENCE);

  uint g = get_group_id(0);
  if (l < 7)
    stats[g * 24 + l] = acc[l];
  if (l == 7)
    xfinal[g] = acc[7];
  if (l < 16)
    stats[g * 24 + 8 + l] = hist[l];
}
