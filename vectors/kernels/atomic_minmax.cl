// atomic_minmax: global atomic min/max (signed and unsigned) into 8 buckets each and
// and/or/xor into single words; every target starts from random contents. Integer-only.
__kernel void atomic_minmax(__global const int* data, __global int* smm, __global uint* umm,
                            __global uint* bits) {
  uint i = get_global_id(0);
  int v = data[i];
  uint b = i & 7;
  atomic_min(&smm[b], v);
  atomic_max(&smm[8 + b], v);
  atomic_min(&umm[b], (uint)v);
  atomic_max(&umm[8 + b], (uint)v);
  atomic_and(&bits[0], (uint)v | 0xF0F0F0F0u);
  atomic_or(&bits[1], 1u << ((uint)v % 32u));
  atomic_xor(&bits[2], (uint)v);
  atomic_and(&bits[3], ~(1u << (i % 32u)) | ((uint)v & 0x00FF00FFu));
}
