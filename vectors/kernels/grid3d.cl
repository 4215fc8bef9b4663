// opt: -O0
// grid3d: 3-D grid and 3-D work-groups; every work-item records its global, local and group
// ids, sizes, and a value that depends on all three dimensions. Integer-only.
__kernel void grid3d(__global const uint* in, __global uint* out) {
  uint x = get_global_id(0), y = get_global_id(1), z = get_global_id(2);
  uint sx = get_global_size(0), sy = get_global_size(1);
  uint lin = (z * sy + y) * sx + x;
  __global uint* o = out + 5 * lin;
  o[0] = x | (y << 8) | (z << 16);
  o[1] = get_local_id(0) | (get_local_id(1) << 8) | (get_local_id(2) << 16);
  o[2] = get_group_id(0) | (get_group_id(1) << 8) | (get_group_id(2) << 16);
  o[3] = get_local_size(0) | (get_local_size(1) << 8) | (get_local_size(2) << 16) |
         (get_global_size(2) << 24);  // (libclc's get_num_groups divides: avoided)
  uint total = sx * sy * get_global_size(2);
  uint nb = lin + sx < total ? lin + sx : lin + sx - total;  // no run-time modulo (f32 expansion)
  o[4] = in[lin] * (z + 1) + in[nb] * (y + 3) + x;
}
