// vmem_reorder: vector-memory loads of one wave in flight, the younger one finishing first on
// the bus. GFX8 returns vector memory in order per wave, so `s_waitcnt vmcnt(1)` after two loads
// must release only when the OLDER load's data is in its VGPRs. A CU that writes back the younger
// load first (the vmem_out_of_order mutant) releases early, and the completion order (and the
// data read after the wait) differs from golden's.
//  1. a 64-lane flat_load_dwordx4 (256 dword reads in gcn_mem_unit) and, right behind it, a
//     one-lane flat_load_dword;
//  2. 16 pairs of one-lane loads, each pair followed by vmcnt(1) / use / vmcnt(0) / use.
// gcn_mem_unit issues an entry only after the previous one has issued every access, and walks all
// 64 lanes of an entry (one per cycle) before it can complete, so the younger entry of a pair can
// overtake only when the older one's read takes over ~65 cycles longer than its own: at the
// default 2..20-cycle memory never, at `--mem-latency 100:400` in about a third of the pairs
// (hence 16 of them; vectors/suite.json runs this kernel at both latencies). OpenCL C cannot
// place loads this close (its address arithmetic between them takes longer), hence assembly.
// vmem_reorder(__global const int4* a, __global int4* out), one wave: out[i] = a[i], except that
// lane 0's x is xor-ed with a[0].x and its y with the pairs' checksum of a[0].x and a[0].y.
  .amdgcn_target "amdgcn-amd-amdhsa--gfx803"

  .text
  .globl vmem_reorder
  .p2align 8
  .type vmem_reorder,@function
vmem_reorder:
  // s[0:1] kernarg pointer, s2 work-group id x, v0 work-item id x.
  s_load_dwordx4 s[4:7], s[0:1], 0x0        // s[4:5] = a, s[6:7] = out
  s_lshl_b32 s8, s2, 10                     // 64 lanes x 16 bytes per work-group
  v_lshlrev_b32 v1, 4, v0
  v_add_u32 v1, vcc, s8, v1                 // byte offset of this lane's int4
  v_mov_b32 v8, 0
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v3, s5
  v_add_u32 v2, vcc, s4, v1
  v_addc_u32 v3, vcc, 0, v3, vcc
  s_mov_b64 s[10:11], exec
  flat_load_dwordx4 v[4:7], v[2:3]          // 64 lanes: the long one
  s_mov_b64 exec, 1
  flat_load_dword v8, v[2:3]                // lane 0: the short one, issued right behind
  s_mov_b64 exec, s[10:11]
  s_waitcnt vmcnt(1)                        // the x4 load is done (in order per wave) ...
  v_mov_b32 v9, v4
  v_mov_b32 v10, v5
  v_mov_b32 v11, v6
  v_mov_b32 v12, v7
  s_waitcnt vmcnt(0)                        // ... and now the one-lane load too
  v_xor_b32 v9, v9, v8
  s_mov_b64 exec, 1                         // the pairs: lane 0 only
  v_add_u32 v13, vcc, 4, v2                 // a + 4: the younger load of each pair
  v_addc_u32 v14, vcc, 0, v3, vcc
  v_mov_b32 v15, 0
  .rept 16
  flat_load_dword v4, v[2:3]
  flat_load_dword v5, v[13:14]
  s_waitcnt vmcnt(1)                        // the older load is done, the younger may not be
  v_add_u32 v15, vcc, v15, v4
  s_waitcnt vmcnt(0)
  v_xor_b32 v15, v15, v5
  .endr
  v_xor_b32 v10, v10, v15
  s_mov_b64 exec, s[10:11]
  v_mov_b32 v3, s7
  v_add_u32 v2, vcc, s6, v1
  v_addc_u32 v3, vcc, 0, v3, vcc
  flat_store_dwordx4 v[2:3], v[9:12]
  s_endpgm
.Lvmem_reorder_end:
  .size vmem_reorder, .Lvmem_reorder_end-vmem_reorder

  .rodata
  .p2align 6
  .amdhsa_kernel vmem_reorder
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_system_sgpr_workgroup_id_x 1
    .amdhsa_system_vgpr_workitem_id 0
    .amdhsa_next_free_vgpr 16
    .amdhsa_next_free_sgpr 12
    .amdhsa_kernarg_size 16
  .end_amdhsa_kernel

  .amdgpu_metadata
---
amdhsa.version: [ 1, 1 ]
amdhsa.target: amdgcn-amd-amdhsa--gfx803
amdhsa.kernels:
  - .name: vmem_reorder
    .symbol: vmem_reorder.kd
    .kernarg_segment_size: 16
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 14
    .vgpr_count: 16
    .max_flat_workgroup_size: 64
    .args:
      - { .name: a, .type_name: 'int4*', .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global }
      - { .name: out, .type_name: 'int4*', .offset: 8, .size: 8, .value_kind: global_buffer, .address_space: global }
...
  .end_amdgpu_metadata
