// scratch_spill: a 64-entry private array indexed by data, so LLVM keeps it in scratch
// (buffer_store/buffer_load on the private segment) even at -O2. Integer-only.
// n must be a power of two (the input length): indices wrap with a mask, not a run-time modulo,
// which LLVM would expand through the f32 unit.
__kernel void scratch_spill(__global const uint* in, __global uint* out, uint n) {
  uint tmp[64];
  uint i = get_global_id(0);
  for (uint k = 0; k < 64; ++k)
    tmp[k] = in[(i + k) & (n - 1)] ^ (k * 0x9e3779b9u);
  uint idx = in[i] & 63;
  uint acc = 0;
  for (uint k = 0; k < 32; ++k) {
    idx = (tmp[idx] + k) & 63;
    acc += tmp[idx];
    tmp[(idx * 7) & 63] ^= acc;
  }
  out[i] = acc ^ tmp[acc & 63];
}
