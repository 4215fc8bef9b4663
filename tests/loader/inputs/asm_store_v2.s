// asm_store.s as code object v2: the same kernel (`asm_store(__global int* out, int v)` stores v
// at out[0]) with its header written by the .amd_kernel_code_t directive instead of .amdhsa_kernel,
// and its metadata as the YAML .amd_amdgpu_hsa_metadata block. The directives set the dispatch
// fields as asm_store.s does and give the fields nothing reads distinct values, so the loader
// test can check every amd_kernel_code_t field at its offset against this file.
// Build: llvm-mc-14 --amdhsa-code-object-version=2 (tests/loader/CMakeLists.txt).
  .hsa_code_object_version 2,1
  .hsa_code_object_isa 8,0,3,"AMD","AMDGPU"

  .text
  .globl asm_store
  .p2align 8
  .type asm_store,@function
  .amdgpu_hsa_kernel asm_store
asm_store:
  .amd_kernel_code_t
    amd_code_version_major = 1
    amd_code_version_minor = 2
    amd_machine_kind = 1
    amd_machine_version_major = 8
    amd_machine_version_minor = 0
    amd_machine_version_stepping = 3
    kernel_code_entry_byte_offset = 256
    kernel_code_prefetch_byte_size = 320
    granulated_workitem_vgpr_count = 9
    granulated_wavefront_sgpr_count = 4
    float_mode = 0x81
    enable_dx10_clamp = 1
    enable_ieee_mode = 0
    enable_sgpr_private_segment_wave_byte_offset = 1
    user_sgpr_count = 8
    enable_sgpr_workgroup_id_x = 1
    enable_sgpr_workgroup_id_y = 1
    enable_vgpr_workitem_id = 2
    enable_sgpr_private_segment_buffer = 1
    enable_sgpr_dispatch_ptr = 1
    enable_sgpr_kernarg_segment_ptr = 1
    private_element_size = 1
    is_ptr64 = 1
    workitem_private_segment_byte_size = 16
    workgroup_group_segment_byte_size = 128
    gds_segment_byte_size = 0
    kernarg_segment_byte_size = 12
    workgroup_fbarrier_count = 5
    wavefront_sgpr_count = 33
    workitem_vgpr_count = 37
    reserved_vgpr_first = 40
    reserved_vgpr_count = 2
    reserved_sgpr_first = 41
    reserved_sgpr_count = 3
    debug_wavefront_private_segment_offset_sgpr = 42
    debug_private_segment_buffer_sgpr = 44
    kernarg_segment_alignment = 4
    group_segment_alignment = 5
    private_segment_alignment = 6
    wavefront_size = 6
    call_convention = -2
    runtime_loader_kernel_symbol = 0x123456789
  .end_amd_kernel_code_t
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

  .amd_amdgpu_hsa_metadata
---
Version: [ 1, 0 ]
Kernels:
  - Name: asm_store
    SymbolName: 'asm_store@kd'
    Args:
      - Name: out
        TypeName: 'int*'
        Size: 8
        Align: 8
        ValueKind: GlobalBuffer
        AddrSpaceQual: Global
      - Name: v
        TypeName: int
        Size: 4
        Align: 4
        ValueKind: ByValue
    CodeProps:
      KernargSegmentSize: 12
      GroupSegmentFixedSize: 128
      PrivateSegmentFixedSize: 16
      KernargSegmentAlign: 8
      WavefrontSize: 64
      NumSGPRs: 33
      NumVGPRs: 37
      MaxFlatWorkGroupSize: 256
...
  .end_amd_amdgpu_hsa_metadata
