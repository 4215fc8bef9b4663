// Loader test input: a complete kernel descriptor but no .amdgpu_metadata block, so the code
// object has no NT_AMDGPU_METADATA note. The loader rejects it (see golden/loader/README.md).
  .text
  .globl bare
  .p2align 8
  .type bare,@function
bare:
  s_endpgm

  .rodata
  .p2align 6
  .amdhsa_kernel bare
    .amdhsa_next_free_vgpr 1
    .amdhsa_next_free_sgpr 1
  .end_amdhsa_kernel
