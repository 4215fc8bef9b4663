// f32_math: libclc math builtins sqrt, exp, log, sin, cos and f32 division (OpenCL 1.2 allows
// 2.5 ulp). Compared with a ULP tolerance.
__kernel void f32_math(__global const float* a, __global const float* b, __global float* out) {
  uint i = get_global_id(0);
  float x = a[i];
  float y = b[i];
  __global float* o = out + 6 * i;
  o[0] = sqrt(x);
  o[1] = exp(y);
  o[2] = log(x);
  o[3] = sin(y);
  o[4] = cos(y);
  o[5] = x / y;
}
