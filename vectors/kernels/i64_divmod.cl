// i64_divmod: 64-bit signed and unsigned division and modulo by run-time divisors and by
// constants. Integer semantics, but LLVM 14 expands every 64-bit division for gfx803 with f32
// reciprocal arithmetic (v_rcp_f32, v_mac_f32, v_trunc_f32, ...): not integer-only.
__kernel void i64_divmod(__global const long* a, __global const long* b, __global long* out) {
  uint i = get_global_id(0);
  long x = a[i];
  long y = (i & 1) ? b[i] : (b[i] >> 30);
  if (y == 0)
    y = 3;
  __global long* o = out + 6 * i;
  o[0] = x / y;
  o[1] = x % y;
  o[2] = (long)((ulong)x / (ulong)y);
  o[3] = (long)((ulong)x % (ulong)((y >> 20) | 1));
  o[4] = x / 1000;
  o[5] = (long)((ulong)x % 97ul);
}
