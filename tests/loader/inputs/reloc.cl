// Loader test input: a __constant table of pointers, which the linker can only express as
// R_AMDGPU_RELATIVE64 dynamic relocations (the loader adds the load address).
__constant int table[4] = {10, 20, 30, 40};
__constant int* __constant pointers[2] = {&table[1], &table[3]};

__kernel void reloc(__global int* out, int i) { out[0] = *pointers[i & 1]; }
