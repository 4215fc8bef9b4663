// opt: -O3
// fma_mad: fused fma (f32 and f64, exact single rounding, including the exact product error
// fma(x, y, -x*y)) and mad, which OpenCL lets be fused or unfused.
__kernel void fma_mad(__global const float* a, __global const float* b, __global const float* c,
                      __global float* fused, __global double* fused64, __global float* mads) {
  uint i = get_global_id(0);
  float x = a[i], y = b[i], z = c[i];
  float p = x * y;
  fused[2 * i + 0] = fma(x, y, z);
  fused[2 * i + 1] = fma(x, y, -p);
  fused64[i] = fma((double)x, (double)y, (double)z * 1e-9);
  mads[i] = mad(x, y, z);
}
