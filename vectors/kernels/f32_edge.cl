// opt: -O2
// f32_edge: binary32 corner cases through add, mul, sub and a VOP3 output modifier, for the
// lockstep checker's self-test (tests/mutants: rne_tie_up, denorm_not_flushed, snan_not_quieted,
// omod_x4). Lanes i % 16 < 13 take their operands from the table below: exact
// round-to-nearest-even ties (add and mul), denormal inputs, signalling NaNs of both signs,
// +-0, +-inf, the largest finite value; the other lanes take random operands from a and b.
// gfx803 OpenCL code objects run with FP32 denormals flushed (MODE FP_DENORM f32 = 0, IEEE = 1):
// a denormal source or result is a signed zero, and OMOD applies (it is ignored only when
// output denormals are kept). o[2] is (x + y) * 2 through VOP3 omod "mul:2" (inline assembly:
// LLVM folds omod only under no-signed-zeros).
__constant uint edge_x[13] = {
    0x3f800000u,  // 0  1 + 2^-24: a tie, to even = 1
    0x3f800001u,  // 1  (1 + 2^-23) + 2^-24: a tie, to even = 1 + 2^-22
    0x3f800800u,  // 2  (1 + 2^-12)^2 = 1 + 2^-11 + 2^-24: a product tie, to even
    0x00000001u,  // 3  smallest denormal + smallest normal
    0x00400000u,  // 4  denormal 2^-127 * 2^24
    0x7fa00000u,  // 5  +sNaN + 1
    0x40000000u,  // 6  2 + -sNaN
    0x00000000u,  // 7  +0 and -0
    0x80000000u,  // 8  -0 and -0
    0x7f800000u,  // 9  +inf and -inf
    0x7f800000u,  // 10 +inf and +0
    0x7f7fffffu,  // 11 largest finite, twice
    0x3fc00000u,  // 12 1.5 and 2.5
};
__constant uint edge_y[13] = {
    0x33800000u, 0x33800000u, 0x3f800800u, 0x00800000u, 0x4b800000u, 0x3f800000u, 0xffa00001u,
    0x80000000u, 0x80000000u, 0xff800000u, 0x00000000u, 0x7f7fffffu, 0x40200000u,
};

__kernel void f32_edge(__global const float* a, __global const float* b, __global float* out) {
  uint i = get_global_id(0);
  uint k = i % 16;
  float x = k < 13 ? as_float(edge_x[k]) : a[i];
  float y = k < 13 ? as_float(edge_y[k]) : b[i];
  __global float* o = out + 4 * i;
  o[0] = x + y;
  o[1] = x * y;
  float twice;
  __asm__ volatile("v_add_f32_e64 %0, %1, %2 mul:2" : "=v"(twice) : "v"(x), "v"(y));
  o[2] = twice;
  o[3] = x - y;
}
