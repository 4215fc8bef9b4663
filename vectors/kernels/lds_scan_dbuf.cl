// opt: -O2
// lds_scan_dbuf: inclusive prefix sum and prefix minimum of each work-group's values,
// double-buffered in LDS. Each buffer has a lower half filled with the identity (0 for the
// sum, 0xffffffff for the minimum), so `s[cur][WG + l - off]` needs no branch. At -O2 LLVM
// folds the constant WG*4 into the DS instruction's offset field and the VGPR holds
// 4 * (l - off) (plus the buffer select), a "negative" 32-bit value for l < off: only the
// GFX7+ rule LDS address = (VGPR + offset) mod 2^32 gives the right element. Integer-only.
#define WG 128

__kernel void lds_scan_dbuf(__global const uint* in, __global uint* sums, __global uint* mins) {
  __local uint m[2][2 * WG];  // first: at LDS offset 0, where the VGPR goes "negative"
  __local uint s[2][2 * WG];
  uint l = get_local_id(0);
  uint n = get_local_size(0);
  uint cur = 0;
  uint x = in[get_global_id(0)];
  s[0][l] = 0;
  s[1][l] = 0;
  m[0][l] = 0xffffffffu;
  m[1][l] = 0xffffffffu;
  s[0][WG + l] = x;
  m[0][WG + l] = x;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint off = 1; off < n; off <<= 1) {
    uint a = s[cur][WG + l] + s[cur][WG + l - off];
    uint b = min(m[cur][WG + l], m[cur][WG + l - off]);
    s[cur ^ 1][WG + l] = a;
    m[cur ^ 1][WG + l] = b;
    barrier(CLK_LOCAL_MEM_FENCE);
    cur ^= 1;
  }
  sums[get_global_id(0)] = s[cur][WG + l];
  mins[get_global_id(0)] = m[cur][WG + l];
}
