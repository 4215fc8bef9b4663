// opt: -O3
// bitonic_local: each 256-work-item group sorts its 256 keys ascending with a bitonic network in
// LDS (36 compare-exchange stages, a barrier after each). Integer-only.
#define WG 256

__kernel void bitonic_local(__global const uint* in, __global uint* out) {
  __local uint s[WG];
  uint l = get_local_id(0);
  uint base = get_group_id(0) * WG;
  s[l] = in[base + l];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint k = 2; k <= WG; k <<= 1) {
    for (uint j = k >> 1; j > 0; j >>= 1) {
      uint p = l ^ j;
      if (p > l) {
        uint a = s[l], b = s[p];
        bool up = (l & k) == 0;
        if ((a > b) == up) {
          s[l] = b;
          s[p] = a;
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
  out[base + l] = s[l];
}
