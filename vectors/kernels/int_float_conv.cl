// int_float_conv: f32 -> int truncation, convert_int_rte/_rtn/_rtp, saturating conversions,
// int/uint/long -> f32 (round to nearest even and _rtz), int -> double.
__kernel void int_float_conv(__global const float* f, __global const int* n, __global int* oi,
                             __global float* of, __global double* od) {
  uint i = get_global_id(0);
  float x = f[i];
  int k = n[i];
  float q = x * 0.25f;
  float m = x * 0.001f;
  __global int* a = oi + 6 * i;
  a[0] = (int)q;
  a[1] = convert_int_rte(q);
  a[2] = convert_int_sat(x);
  a[3] = (int)convert_uint_sat(x);
  a[4] = convert_int_rtn(m);
  a[5] = convert_int_rtp(m);
  __global float* b = of + 4 * i;
  b[0] = (float)k;
  b[1] = convert_float((uint)k);
  b[2] = convert_float_rtz(k);
  b[3] = (float)((long)k * 3 + 1);
  od[i] = (double)k + (double)(uint)k;
}
