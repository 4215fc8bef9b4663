// opt: -O3
// matmul_lds: 2-D grid, 16x16 work-groups, tiled integer matrix multiply C = A * B (N x N,
// N = 32) with both tiles staged in LDS between barriers. Integer-only.
#define T 16

__kernel void matmul_lds(__global const int* A, __global const int* B, __global int* C, int n) {
  __local int ta[T][T];
  __local int tb[T][T];
  int col = get_global_id(0);
  int row = get_global_id(1);
  int lx = get_local_id(0);
  int ly = get_local_id(1);
  int acc = 0;
  for (int t = 0; t < n; t += T) {
    ta[ly][lx] = A[row * n + t + lx];
    tb[ly][lx] = B[(t + ly) * n + col];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < T; ++k)
      acc += ta[ly][k] * tb[k][lx];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  C[row * n + col] = acc;
}
