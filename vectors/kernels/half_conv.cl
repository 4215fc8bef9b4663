// half_conv: vload_half / vload_half2 (f16 -> f32, exact) and vstore_half with the default
// (round to nearest even) and _rtz/_rtp/_rtn rounding, including overflow to infinity and f16
// subnormal results.
__kernel void half_conv(__global const half* h, __global const float* f, __global float* of,
                        __global half* oh) {
  uint i = get_global_id(0);
  uint n = get_global_size(0);
  float x = vload_half(i, h);
  float2 p = vload_half2(i >> 1, h);
  of[2 * i + 0] = x;
  of[2 * i + 1] = (i & 1) ? p.y : p.x;
  float v = f[i];
  float t = v * 1.5e-8f;  // in [-1.05e-3, 1.05e-3]: f16 subnormals and small normals
  vstore_half(v, i, oh);
  vstore_half_rtz(v, n + i, oh);
  vstore_half(t, 2 * n + i, oh);
  vstore_half_rtp(t, 3 * n + i, oh);
  vstore_half_rtn(v, 4 * n + i, oh);
}
