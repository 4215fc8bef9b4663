// atomic_hist: global atomics whose results are order-independent (inc, add, sub, dec),
// return values unused. Integer-only.
__kernel void atomic_hist(__global const uchar* data, __global uint* bins, __global uint* stats) {
  uint v = data[get_global_id(0)];
  atomic_inc(&bins[v >> 4]);   // 16 bins
  atomic_add(&stats[0], v);    // sum
  atomic_sub(&stats[1], v);    // minus sum
  atomic_add(&stats[2], 1u);   // count
  if (v & 1)
    atomic_dec(&stats[3]);     // minus number of odd values
}
