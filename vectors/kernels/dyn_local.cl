// dyn_local: two dynamically sized __local arguments (sizes come from the launch spec) next to
// a static __local array; reverse and rotate within the work-group. Integer-only.
__kernel void dyn_local(__global const uint* in, __global uint* out, __local uint* a,
                        __local ushort* b, uint salt) {
  __local uint fixed[4];
  uint l = get_local_id(0);
  uint n = get_local_size(0);
  uint v = in[get_global_id(0)];
  a[l] = v;
  b[l] = (ushort)(v >> 7);
  if (l < 4)
    fixed[l] = salt + l;
  barrier(CLK_LOCAL_MEM_FENCE);
  uint next = l + 1 == n ? 0 : l + 1;  // no run-time modulo: it would expand through f32
  out[get_global_id(0)] = a[n - 1 - l] + b[next] + fixed[l & 3];
}
