// opt: -O2
// lds_reverse: each work-group stores its values reversed in LDS (`lds[N - 1 - lid]`), then
// every item combines its own slot with the mirrored one. At -O2 LLVM emits the everyday idiom
// as VGPR = -4 * lid with `offset:4*(N-1)`: the LDS address is (VGPR + offset) mod 2^32 (GFX7+).
// Integer-only.
#define N 256

__kernel void lds_reverse(__global const uint* in, __global uint* out) {
  __local uint lds[N];
  uint lid = get_local_id(0);
  lds[N - 1 - lid] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = lds[lid] + 3u * lds[N - 1 - lid];
}
