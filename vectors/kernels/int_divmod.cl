// int_divmod: 32-bit signed and unsigned division and modulo by run-time divisors.
// Integer semantics, but LLVM expands 32-bit division through the float unit
// (v_cvt_f32_u32, v_rcp_iflag_f32, v_mul_f32, v_cvt_u32_f32): integer-only with that allowlist.
__kernel void int_divmod(__global const int* a, __global const int* b, __global int* out) {
  uint i = get_global_id(0);
  int x = a[i];
  int y = b[i];
  if (y == 0)
    y = 7;
  out[4 * i + 0] = x / y;
  out[4 * i + 1] = x % y;
  out[4 * i + 2] = (int)((uint)x / (uint)y);
  out[4 * i + 3] = (int)((uint)x % (uint)((y & 0xffff) | 1));
}
