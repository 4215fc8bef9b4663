// opt: -O0
// prefix_scan: Hillis-Steele inclusive scan of each work-group's values in double-buffered LDS,
// two barriers per step; the group total is also written. Integer-only.
#define WG 128

__kernel void prefix_scan(__global const uint* in, __global uint* out, __global uint* totals) {
  __local uint buf[2][WG];
  uint l = get_local_id(0);
  uint n = get_local_size(0);
  uint cur = 0;
  buf[0][l] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint off = 1; off < n; off <<= 1) {
    uint v = buf[cur][l];
    if (l >= off)
      v += buf[cur][l - off];
    buf[cur ^ 1][l] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    cur ^= 1;
  }
  out[get_global_id(0)] = buf[cur][l];
  if (l == n - 1)
    totals[get_group_id(0)] = buf[cur][l];
}
