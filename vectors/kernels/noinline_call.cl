// noinline_call: a real function call (s_swappc_b64 / s_setpc_b64) to a noinline helper with a
// loop and a global pointer argument, called twice from the kernel. Integer-only.
__attribute__((noinline)) uint mix(uint a, uint b, __global const uint* table) {
  uint h = a * 0x01000193u ^ b;
  for (uint k = 0; k < (b & 7) + 1; ++k)
    h = (h ^ table[(h + k) & 15]) * 0x01000193u;
  return h;
}

__kernel void noinline_call(__global const uint* in, __global const uint* table,
                            __global uint* out) {
  uint i = get_global_id(0);
  uint x = in[i];
  out[i] = mix(x, i, table) + mix(i, x, table);
}
