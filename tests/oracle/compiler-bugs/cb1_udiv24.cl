// CB-1 (docs/compiler-bugs.md): LLVM 14 takes its 24-bit float division path for an unsigned
// remainder whose numerator has many leading ones (0xfffffff8) and whose divisor fits in 8 bits.
__kernel void k(__global const uint* in, __global uint* out) {
  const uint i = get_global_id(0);
  out[i] = 4294967288u % ((in[i] & 0xffu) | 1u);
}
