// opt: -O3
// bitops: popcount, clz, rotate, bitfield extract/insert with run-time offset and width,
// bitselect, byte swap, mul24/mad24, hadd/rhadd, abs/abs_diff (v_sad_u32), upsample. Integer-only.
__kernel void bitops(__global const uint* a, __global const uint* b, __global uint* out) {
  uint i = get_global_id(0);
  uint x = a[i];
  uint y = b[i];
  uint off = y & 31;
  uint width = (y >> 5) & 31;
  uint mask = width ? (0xffffffffu >> (32 - width)) : 0;
  __global uint* o = out + 12 * i;
  o[0] = popcount(x) | (popcount(y) << 8);
  o[1] = clz(x) | (clz(x >> (y & 31)) << 8) | (clz((int)(x & y)) << 16);
  o[2] = rotate(x, y);
  o[3] = (x >> off) & mask;                                   // bitfield extract
  o[4] = (x & ~(mask << off)) | ((y & mask) << off);          // bitfield insert
  o[5] = bitselect(x, y, x ^ (y << 3));
  o[6] = (x >> 24) | ((x >> 8) & 0xff00u) | ((x << 8) & 0xff0000u) | (x << 24);
  o[7] = mad24(x & 0xffff, y & 0xffff, x) ^ (uint)mul24((int)(x << 20) >> 20, (int)(y & 0xfff));
  o[8] = hadd(x, y) + rhadd((int)x, (int)y);
  // abs_diff(uint) + c selects v_sad_u32 (an unsigned |x - y|; PoCL pins which of the ISA text's
  // readings the hardware, and so golden, must follow).
  o[9] = abs((int)x) ^ abs_diff((int)x, (int)y) ^ (abs_diff(x, y) + (y >> 3));
  o[10] = (uint)(upsample((ushort)x, (ushort)y) ^ (uint)upsample((uchar)y, (uchar)x));
  o[11] = (x << (y & 31)) ^ ((int)x >> ((y >> 8) & 31)) ^ (x >> ((y >> 16) & 31));
}
