// int_divconst: 32-bit division and modulo by constants, which LLVM turns into multiply-high
// and shifts (no float unit). Integer-only. (64-bit division by a constant still goes through
// the f32 expansion in LLVM 14 for gfx803; it lives in i64_divmod.)
__kernel void int_divconst(__global const int* a, __global int* o32) {
  uint i = get_global_id(0);
  int x = a[i];
  o32[8 * i + 0] = x / 3;
  o32[8 * i + 1] = x % 7;
  o32[8 * i + 2] = (int)((uint)x / 10u);
  o32[8 * i + 3] = (int)((uint)x % 1000u);
  o32[8 * i + 4] = x / -5;
  o32[8 * i + 5] = x / 16 + x % 16;
  o32[8 * i + 6] = (int)((uint)x / 641u) - x / 65537;
  o32[8 * i + 7] = x % -9 + x / 2147483647;
}
