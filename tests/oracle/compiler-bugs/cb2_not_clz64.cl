// CB-2 (docs/compiler-bugs.md): LLVM 14 at -O1 and up gives ~clz(x) | (ulong)b, x a ulong and b a
// short, a high dword of 0 on one side of a select (it is 0xffffffff | the sign of b).
__kernel void k(__global const ulong* in, __global ulong* out) {
  const uint i = get_global_id(0);
  const short b = (short)get_group_id(1);
  out[i] = (i & 1) ? (~clz(in[i]) | (ulong)b) : (ulong)(uint)b;
}
