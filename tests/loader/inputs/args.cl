// Loader test input: one kernel with an argument of every kind the OpenCL ABI lays out
// differently (global pointers, const pointer, scalars of 1/4/8 bytes, a 16-byte vector, a
// struct, a dynamic __local pointer), and a second kernel so the object holds two.
typedef struct {
  int a;
  float b;
  char c;
} Triple;

__kernel void many_args(__global float* out, __global const int* in, int n, float4 v, Triple s,
                        __local float* scratch, long l, uchar c) {
  const size_t i = get_global_id(0);
  scratch[get_local_id(0)] = v.x + s.b;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[i] = in[i] * n + scratch[0] + l + c + s.a;
}

__kernel void fill(__global int* p) { p[get_global_id(0)] = 1; }
