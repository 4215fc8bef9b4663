// Hand-written kernel with every descriptor field it sets spelled out, so the loader test can
// compare the decoded descriptor with these directives. `asm_store(__global int* out, int v)`
// stores v at out[0]. The .amdgpu_metadata block is what makes it loadable (see
// golden/loader/README.md: a code object without an NT_AMDGPU_METADATA note is rejected).
  .amdgcn_target "amdgcn-amd-amdhsa--gfx803"

  .text
  .globl asm_store
  .p2align 8
  .type asm_store,@function
asm_store:
  s_load_dwordx2 s[0:1], s[6:7], 0x0
  s_load_dword s2, s[6:7], 0x8
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v1, s2
  v_mov_b32 v2, s0
  v_mov_b32 v3, s1
  flat_store_dword v[2:3], v1
  s_endpgm
.Lasm_store_end:
  .size asm_store, .Lasm_store_end-asm_store

  .rodata
  .p2align 6
  .amdhsa_kernel asm_store
    .amdhsa_group_segment_fixed_size 128
    .amdhsa_private_segment_fixed_size 16
    .amdhsa_user_sgpr_private_segment_buffer 1
    .amdhsa_user_sgpr_dispatch_ptr 1
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_system_sgpr_private_segment_wavefront_offset 1
    .amdhsa_system_sgpr_workgroup_id_y 1
    .amdhsa_system_vgpr_workitem_id 2
    .amdhsa_next_free_vgpr 37
    .amdhsa_next_free_sgpr 27
    .amdhsa_float_round_mode_32 1
    .amdhsa_float_denorm_mode_16_64 2
    .amdhsa_ieee_mode 0
    .amdhsa_kernarg_size 12
  .end_amdhsa_kernel

  .amdgpu_metadata
---
amdhsa.version: [ 1, 1 ]
amdhsa.target: amdgcn-amd-amdhsa--gfx803
amdhsa.kernels:
  - .name: asm_store
    .symbol: asm_store.kd
    .kernarg_segment_size: 12
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 128
    .private_segment_fixed_size: 16
    .wavefront_size: 64
    .sgpr_count: 33
    .vgpr_count: 37
    .max_flat_workgroup_size: 256
    .args:
      - { .name: out, .type_name: 'int*', .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global }
      - { .name: v, .type_name: int, .offset: 8, .size: 4, .value_kind: by_value }
...
  .end_amdgpu_metadata
