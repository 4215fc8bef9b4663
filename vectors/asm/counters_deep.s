// counters_deep: many memory instructions of one wave outstanding at once, consumed after
// partial waits (issue 8's directed cases):
//  - eight SMEM loads in flight, then lgkmcnt(0) (SMEM may complete in any order);
//  - fifteen one-lane buffer_load_dword back to back, then `s_waitcnt vmcnt(7)`: the wave must
//    pass while up to 7 are still in flight, and the data of the first 8 must be there (vector
//    memory returns in order per wave); then vmcnt(0) and the other 7.
// How many are really outstanding depends on the CU and on the memory: at the default 2..20
// cycles gcn_mem_unit finishes most loads before the next one issues; at `--mem-latency
// 100:400` (vectors/suite.json) its queue fills. The summary line's peak vmcnt/lgkmcnt say which.
// counters_deep(__global const uint* a, __global uint* out), one wave, lane 0 stores:
// out[0] = a[0] + ... + a[7], out[1] = a[8] + ... + a[14], out[2..6] = a[0] + a[64],
// a[16] + a[80], a[32], a[33], a[48] + a[96] + a[112] (the SMEM loads).
  .amdgcn_target "amdgcn-amd-amdhsa--gfx803"

  .text
  .globl counters_deep
  .p2align 8
  .type counters_deep,@function
counters_deep:
  // s[0:1] kernarg pointer.
  s_load_dwordx4 s[4:7], s[0:1], 0x0        // s[4:5] = a, s[6:7] = out
  s_waitcnt lgkmcnt(0)
  s_load_dword s12, s[4:5], 0x0
  s_load_dword s13, s[4:5], 0x40
  s_load_dwordx2 s[14:15], s[4:5], 0x80
  s_load_dword s16, s[4:5], 0xc0
  s_load_dword s17, s[4:5], 0x100
  s_load_dword s18, s[4:5], 0x140
  s_load_dword s19, s[4:5], 0x180
  s_load_dword s20, s[4:5], 0x1c0
  // A raw V# over a: stride 0, NUM_RECORDS 4096 bytes, DST_SEL XYZW, 32-bit data format.
  s_mov_b32 s8, s4
  s_and_b32 s9, s5, 0xffff
  s_movk_i32 s10, 0x1000
  s_mov_b32 s11, 0x24fac
  s_mov_b64 exec, 1
  .irp i, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14
  buffer_load_dword v[10+\i], off, s[8:11], 0 offset:4*\i
  .endr
  s_waitcnt vmcnt(7)                        // loads 0..7 are done, 8..14 may not be
  v_mov_b32 v1, v10
  .irp i, 1, 2, 3, 4, 5, 6, 7
  v_add_u32 v1, vcc, v1, v[10+\i]
  .endr
  s_waitcnt vmcnt(0)
  v_mov_b32 v2, v18
  .irp i, 9, 10, 11, 12, 13, 14
  v_add_u32 v2, vcc, v2, v[10+\i]
  .endr
  s_waitcnt lgkmcnt(0)
  s_add_u32 s12, s12, s17
  s_add_u32 s13, s13, s18
  s_add_u32 s16, s16, s19
  s_add_u32 s16, s16, s20
  v_mov_b32 v3, s12
  v_mov_b32 v4, s13
  v_mov_b32 v5, s14
  v_mov_b32 v6, s15
  v_mov_b32 v7, s16
  v_mov_b32 v8, s6
  v_mov_b32 v9, s7
  flat_store_dwordx4 v[8:9], v[1:4]
  v_add_u32 v8, vcc, 16, v8
  v_addc_u32 v9, vcc, 0, v9, vcc
  flat_store_dwordx3 v[8:9], v[5:7]
  s_endpgm
.Lcounters_deep_end:
  .size counters_deep, .Lcounters_deep_end-counters_deep

  .rodata
  .p2align 6
  .amdhsa_kernel counters_deep
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_system_sgpr_workgroup_id_x 0
    .amdhsa_system_vgpr_workitem_id 0
    .amdhsa_next_free_vgpr 25
    .amdhsa_next_free_sgpr 21
    .amdhsa_kernarg_size 16
  .end_amdhsa_kernel

  .amdgpu_metadata
---
amdhsa.version: [ 1, 1 ]
amdhsa.target: amdgcn-amd-amdhsa--gfx803
amdhsa.kernels:
  - .name: counters_deep
    .symbol: counters_deep.kd
    .kernarg_segment_size: 16
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 23
    .vgpr_count: 25
    .max_flat_workgroup_size: 64
    .args:
      - { .name: a, .type_name: 'uint*', .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global }
      - { .name: out, .type_name: 'uint*', .offset: 8, .size: 8, .value_kind: global_buffer, .address_space: global }
...
  .end_amdgpu_metadata
