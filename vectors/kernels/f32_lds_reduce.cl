// opt: -O3
// f32_lds_reduce: per-work-group f32 tree reduction (sum and sum of squares) in LDS. The
// summation order is fixed by the tree, so the host reference reproduces it bit-exactly.
#define WG 256

__kernel void f32_lds_reduce(__global const float* in, __global float* sums) {
  __local float s[WG];
  __local float q[WG];
  uint l = get_local_id(0);
  float v = in[get_global_id(0)];
  s[l] = v;
  q[l] = v * v;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint stride = WG / 2; stride > 0; stride >>= 1) {
    if (l < stride) {
      s[l] = s[l] + s[l + stride];
      q[l] = q[l] + q[l + stride];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (l == 0) {
    sums[2 * get_group_id(0) + 0] = s[0];
    sums[2 * get_group_id(0) + 1] = q[0];
  }
}
