// dpp_rows: the row-local DPP lane moves the RTL executes, as a prefix-sum step, a rotation, a
// mirror and a quad permutation, over two work-groups of 64 lanes with a partial EXEC in the
// second half of the kernel. LLVM 14 emits DPP for gfx803 only from intrinsics OpenCL C does not
// reach (subgroup reductions), hence assembly. The dpp_row_shr_reversed mutant exists for it.
// dpp_rows(__global const uint* a, __global uint4* out), out[i] per work-item:
//   x = a[i] + a[i-1] (row_shr:1; the row's first lane adds 0: bound_ctrl)
//   y = a[i - 3 mod 16 in the row] (row_ror:3) xor a[row mirror of i] (row_mirror)
//   z = a[quad_perm [2,3,0,1] of i] as float, times a[i] as float (v_mul_f32_dpp, |src0|)
//   w = a[i + 2] (row_shl:2), written only in the rows of row_mask 0x5 and where i & 1 (EXEC);
//       elsewhere, and past the row's end, the old value a[i] ^ 0x5a5a5a5a stays
  .amdgcn_target "amdgcn-amd-amdhsa--gfx803"

  .text
  .globl dpp_rows
  .p2align 8
  .type dpp_rows,@function
dpp_rows:
  // s[0:1] kernarg pointer, s2 work-group id x, v0 work-item id x.
  s_load_dwordx4 s[4:7], s[0:1], 0x0        // s[4:5] = a, s[6:7] = out
  s_lshl_b32 s8, s2, 6                      // 64 work-items per work-group
  v_add_u32 v1, vcc, s8, v0                 // global id
  v_lshlrev_b32 v2, 2, v1
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v3, s5
  v_add_u32 v2, vcc, s4, v2
  v_addc_u32 v3, vcc, 0, v3, vcc
  flat_load_dword v4, v[2:3]                // v4 = a[i]
  s_waitcnt vmcnt(0)
  v_add_u32_dpp v8, vcc, v4, v4 row_shr:1 bound_ctrl:0
  v_mov_b32_dpp v9, v4 row_ror:3
  v_mov_b32_dpp v5, v4 row_mirror
  s_nop 1
  v_xor_b32 v9, v9, v5
  v_cvt_f32_u32 v6, v4
  s_nop 1
  v_mul_f32_dpp v10, |v6|, v6 quad_perm:[2,3,0,1]
  v_xor_b32 v11, 0x5a5a5a5a, v4
  s_mov_b64 s[10:11], exec
  v_and_b32 v5, 1, v0
  v_cmp_ne_u32 vcc, 0, v5
  s_and_b64 exec, exec, vcc
  v_mov_b32_dpp v11, v4 row_shl:2 row_mask:0x5
  s_mov_b64 exec, s[10:11]
  v_lshlrev_b32 v2, 4, v1
  v_mov_b32 v3, s7
  v_add_u32 v2, vcc, s6, v2
  v_addc_u32 v3, vcc, 0, v3, vcc
  flat_store_dwordx4 v[2:3], v[8:11]
  s_endpgm
.Ldpp_rows_end:
  .size dpp_rows, .Ldpp_rows_end-dpp_rows

  .rodata
  .p2align 6
  .amdhsa_kernel dpp_rows
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_system_sgpr_workgroup_id_x 1
    .amdhsa_system_vgpr_workitem_id 0
    .amdhsa_next_free_vgpr 12
    .amdhsa_next_free_sgpr 12
    .amdhsa_kernarg_size 16
  .end_amdhsa_kernel

  .amdgpu_metadata
---
amdhsa.version: [ 1, 1 ]
amdhsa.target: amdgcn-amd-amdhsa--gfx803
amdhsa.kernels:
  - .name: dpp_rows
    .symbol: dpp_rows.kd
    .kernarg_segment_size: 16
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 14
    .vgpr_count: 12
    .max_flat_workgroup_size: 64
    .args:
      - { .name: a, .type_name: 'uint*', .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global }
      - { .name: out, .type_name: 'uint4*', .offset: 8, .size: 8, .value_kind: global_buffer, .address_space: global }
...
  .end_amdgpu_metadata
