// int_sat_minmax: integer min/max/clamp, add_sat/sub_sat, mad_sat, mul_hi, select with vector
// masks, ternaries on signed and unsigned compares. Integer-only.
__kernel void int_sat_minmax(__global const int* a, __global const int* b, __global int* out) {
  uint i = get_global_id(0);
  int x = a[i];
  int y = b[i];
  __global int* o = out + 8 * i;
  o[0] = min(x, y) ^ max(x, y >> 1);
  o[1] = (int)(min((uint)x, (uint)y) - max((uint)x >> 2, (uint)y));
  o[2] = clamp(x, -1000, (y & 0xffff) | 1000);
  o[3] = add_sat(x, y) ^ sub_sat(x, y);
  o[4] = (int)(add_sat((uint)x, (uint)y) + sub_sat((uint)x, (uint)y));
  o[5] = (int)((uint)mad_sat(x >> 8, y >> 8, x) + (uint)mul_hi(x, y) + 17u);
  int2 s = select((int2)(x, y), (int2)(y, x), (int2)(x < y, (uint)x < (uint)y) * -1);
  o[6] = (int)((uint)s.x * 3u + (uint)s.y);
  o[7] = (int)((uint)(x > 0 ? x : -y) + ((uint)x >= (uint)y ? 1u : 2u));
}
