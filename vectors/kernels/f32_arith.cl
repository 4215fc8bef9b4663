// opt: -O0
// f32_arith: f32 add, sub, mul, neg, fabs, min/max-free selects and a scalar f32 argument.
// One operation per statement so that no mul+add pair can be contracted: results are exact
// IEEE round-to-nearest-even values (inputs keep every result normal).
__kernel void f32_arith(__global const float* a, __global const float* b, __global float* out,
                        float s) {
  uint i = get_global_id(0);
  float x = a[i];
  float y = b[i];
  __global float* o = out + 6 * i;
  o[0] = x + y;
  o[1] = x - y;
  o[2] = x * y;
  float q = x * s;
  o[3] = q + y;
  float h = 0.5f * y;
  o[4] = h - fabs(x);
  o[5] = x > y ? -x : y;
}
