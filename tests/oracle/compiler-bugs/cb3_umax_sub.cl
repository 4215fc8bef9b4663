// CB-3 (docs/compiler-bugs.md): LLVM 14 at -O1 and up folds max(x, C) - x, x a uint, to an
// unsigned saturating C - x and emits it as a plain v_sub_u32 (no clamp): x > C wraps.
__kernel void k(__global const uint* in, __global uint* out) {
  const uint i = get_global_id(0);
  out[i] = max(in[i], 0xffffffu) - in[i];
}
