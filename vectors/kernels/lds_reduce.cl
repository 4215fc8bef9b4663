// lds_reduce: per-work-group tree reduction (sum and max) in LDS with a barrier per level.
// Integer-only. 8 work-groups of 256 work-items.
#define WG 256

__kernel void lds_reduce(__global const int* in, __global int* sums, __global int* maxes) {
  __local int s[WG];
  __local int m[WG];
  uint l = get_local_id(0);
  int v = in[get_global_id(0)];
  s[l] = v;
  m[l] = v;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint stride = get_local_size(0) / 2; stride > 0; stride >>= 1) {
    if (l < stride) {
      s[l] += s[l + stride];
      m[l] = max(m[l], m[l + stride]);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (l == 0) {
    sums[get_group_id(0)] = s[0];
    maxes[get_group_id(0)] = m[0];
  }
}
