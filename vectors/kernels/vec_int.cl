// vec_int: int4/uint2 vector loads and stores (dwordx2/x4), vload3/vstore3 at element offsets,
// swizzles and component-wise arithmetic; one uchar16 load. Integer-only.
__kernel void vec_int(__global const int4* a, __global const uint* b, __global const uchar16* c,
                      __global int4* o4, __global uint* o3, __global uint2* o2) {
  uint i = get_global_id(0);
  int4 v = a[i];
  uint3 w = vload3(i, b);
  uchar16 q = c[i & 15];
  o4[i] = v.wzyx + (int4)(v.x, v.x, v.y, v.y) * 3 - convert_int4(q.s0123) + convert_int4(q.sfedc);
  vstore3(w.zxy ^ (uint3)(v.x, v.y, v.z), i, o3);
  o2[i] = (uint2)(w.x + w.y, w.z) + convert_uint2(q.s89) * (uint2)(v.w, 7u);
}
