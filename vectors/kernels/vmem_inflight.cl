// vmem_inflight: many global loads of one wave in flight at once, consumed after partial
// `s_waitcnt vmcnt(N)`: a 64-lane int4 load (256 single-dword AXI reads in gcn_mem_unit) is
// followed by eight loads of two lanes each (lanes 0 and 1 of every wave), so a later load of a
// wave can have all its data back before an earlier one; the RTL must still complete them in
// order (GFX8 vector memory returns in order per wave) and s_waitcnt must release at exactly N.
__kernel void vmem_inflight(__global const int4* a, __global const int* b, __global int* out) {
  uint i = get_global_id(0);
  uint l = get_local_id(0);
  int4 v = a[i];
  int s = 0;
  if (l < 2) {
    __global const int* p = b + get_group_id(0) * 2 + l;
    int b0 = p[0], b1 = p[64], b2 = p[128], b3 = p[192], b4 = p[256], b5 = p[320], b6 = p[384],
        b7 = p[448];
    s = ((((((b0 * 3 + b1) * 5 - b2) * 7 + b3) * 11 - b4) * 13 + b5) * 17 - b6) * 19 + b7;
  }
  out[i] = v.x - v.y + v.z * 2 + (v.w ^ s);
}
