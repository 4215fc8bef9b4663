// opt: -O0
// i64_arith: 64-bit add/sub/mul, variable shifts (logical and arithmetic), signed and unsigned
// compares, mul_hi and rotate on long/ulong. Integer-only. (The spec fills a and b with random
// u32 pairs: the generator draws 64-bit values through a double, which would zero low bits.)
__kernel void i64_arith(__global const long* a, __global const ulong* b, __global ulong* out,
                        uint shift) {
  uint i = get_global_id(0);
  long x = a[i];
  ulong y = b[i];
  ulong ux = (ulong)x;
  out[8 * i + 0] = ux + y;
  out[8 * i + 1] = ux * y;
  out[8 * i + 2] = (y >> ((shift + i) & 63)) ^ (ux << (i % 61));
  out[8 * i + 3] = (ulong)(x >> (i & 63));
  out[8 * i + 4] = (ulong)mul_hi(x, (long)y) + mul_hi(ux, y);
  out[8 * i + 5] = (ulong)(x < (long)y) | ((ulong)(ux < y) << 1) | ((ulong)(x > 0) << 2) |
                   ((ulong)max(x, (long)y) << 3);
  out[8 * i + 6] = ux - y * 3 + (ulong)i;
  out[8 * i + 7] = rotate(y, (ulong)(i + shift));
}
