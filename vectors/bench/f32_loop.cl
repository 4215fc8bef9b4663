// opt: -O2
// Float ALU-bound benchmark kernel: a damped rotation per iteration (v_mul/v_fma/v_sub f32).
__kernel void f32_loop(__global float* out, uint iters) {
  float x = (float)get_global_id(0) * 0.001f, y = 1.0f;
  for (uint i = 0; i < iters; ++i) {
    const float nx = 0.99f * x - 0.01f * y;
    y = 0.01f * x + 0.99f * y;
    x = nx;
  }
  out[get_global_id(0)] = x + y;
}
