// transpose2d: 2-D grid with a non-square work-group; transposes a width x height matrix of
// ushort through a padded LDS tile and also writes a 4-neighbour integer stencil. Integer-only.
#define TW 16
#define TH 8

__kernel void transpose2d(__global const ushort* in, __global ushort* tr, __global int* st,
                          uint width, uint height) {
  __local ushort tile[TH][TW + 1];
  uint x = get_global_id(0), y = get_global_id(1);
  uint lx = get_local_id(0), ly = get_local_id(1);
  tile[ly][lx] = in[y * width + x];
  barrier(CLK_LOCAL_MEM_FENCE);
  // work-item (lx, ly) of the group writes element (row ly, col lx) of the transposed tile:
  // the transposed tile is TW rows by TH columns, enumerate it linearly.
  uint k = ly * TW + lx;
  uint tr_row = k / TH, tr_col = k % TH;  // tr_row < TW, tr_col < TH
  uint gx0 = get_group_id(0) * TW, gy0 = get_group_id(1) * TH;
  tr[(gx0 + tr_row) * height + gy0 + tr_col] = tile[tr_col][tr_row];

  int c = in[y * width + x];
  int l = x > 0 ? in[y * width + x - 1] : 0;
  int r = x + 1 < width ? in[y * width + x + 1] : 0;
  int u = y > 0 ? in[(y - 1) * width + x] : 0;
  int d = y + 1 < height ? in[(y + 1) * width + x] : 0;
  st[y * width + x] = 4 * c - l - r - u - d;
}
