# Build rules that turn vectors/ sources into real gfx803 code objects with LLVM 14.
#
# gcn_add_cl_code_object(OUT <file.co> SRC <file.cl> OPT <-O0..-O3> [CO_VERSION <2|3|4|5>]
#                        [MCPU <gfx803>])
#   OpenCL C 1.2 + libclc builtins, exactly the command in docs/architecture.md. CO_VERSION 2
#   (-mcode-object-version=2) gives the legacy amd_kernel_code_t + YAML metadata form.
# gcn_add_asm_code_object(OUT <file.co> SRC <file.s> [CO_VERSION <2|3|4|5>] [MCPU <gfx803>])
#   llvm-mc to an object, ld.lld -shared to a loadable code object.
# Each appends OUT to the global property GCN_CODE_OBJECTS; vectors/ makes one target of them.
# MCPU exists so tests can build a foreign-target object (gfx900) that the loader must reject.
#
# Code object v5 with LLVM 14: the backend writes v5 (`-mllvm --amdhsa-code-object-version=5`),
# but the clang-14 driver only accepts -mcode-object-version=2..4 and ld.lld-14 stops with
# "unknown abi version" on EI_ABIVERSION 3. lld computes v4 and v5 e_flags by the same rule, so
# we relabel the relocatable object as v4 for lld and relabel the linked output back to v5.

# Appends to <out_var> the COMMANDs that write byte <version_byte> at EI_ABIVERSION (offset 8).
function(_gcn_set_abi_version_commands out_var file version_byte)
  set(${out_var} ${${out_var}}
      COMMAND sh -c "printf '\\00${version_byte}' | dd of='${file}' bs=1 seek=8 conv=notrunc status=none"
      PARENT_SCOPE)
endfunction()

# Appends to <out_var> the COMMANDs that link relocatable <obj> into shared code object <out>.
function(_gcn_link_commands out_var obj out co_version)
  set(cmds ${${out_var}})
  if(co_version EQUAL 5)
    _gcn_set_abi_version_commands(cmds ${obj} 2)
  endif()
  list(APPEND cmds COMMAND ${GCN_LLD} -shared ${obj} -o ${out})
  if(co_version EQUAL 5)
    _gcn_set_abi_version_commands(cmds ${out} 3)
  endif()
  set(${out_var} ${cmds} PARENT_SCOPE)
endfunction()

function(gcn_add_cl_code_object)
  cmake_parse_arguments(A "" "OUT;SRC;OPT;CO_VERSION;MCPU" "" ${ARGN})
  if(NOT A_CO_VERSION)
    set(A_CO_VERSION 4)
  endif()
  if(NOT A_MCPU)
    set(A_MCPU gfx803)
  endif()
  set(clang_cmd ${GCN_CLANG} -target amdgcn-amd-amdhsa -mcpu=${A_MCPU} ${A_OPT} -x cl -cl-std=CL1.2
                -Xclang -finclude-default-header -Xclang -mlink-bitcode-file -Xclang ${GCN_LIBCLC}
                -nogpulib -Wno-linker-warnings)
  if(A_CO_VERSION EQUAL 5)
    set(cmds COMMAND ${clang_cmd} -mllvm --amdhsa-code-object-version=5 -c ${A_SRC} -o ${A_OUT}.o)
    _gcn_link_commands(cmds ${A_OUT}.o ${A_OUT} 5)
  else()
    set(cmds COMMAND ${clang_cmd} -mcode-object-version=${A_CO_VERSION} ${A_SRC} -o ${A_OUT})
  endif()
  add_custom_command(
    OUTPUT ${A_OUT}
    ${cmds}
    DEPENDS ${A_SRC}
    COMMENT "clang-14 ${A_OPT} ${A_SRC}"
    VERBATIM)
  set_property(GLOBAL APPEND PROPERTY GCN_CODE_OBJECTS ${A_OUT})
endfunction()

function(gcn_add_asm_code_object)
  cmake_parse_arguments(A "" "OUT;SRC;CO_VERSION;MCPU" "" ${ARGN})
  if(NOT A_CO_VERSION)
    set(A_CO_VERSION 4)
  endif()
  if(NOT A_MCPU)
    set(A_MCPU gfx803)
  endif()
  # The amdhsa triple (not just -arch=amdgcn) enables the .amdhsa_kernel directives and the
  # ELFOSABI_AMDGPU_HSA header.
  set(cmds COMMAND ${GCN_LLVM_MC} -triple=amdgcn-amd-amdhsa -mcpu=${A_MCPU}
               --amdhsa-code-object-version=${A_CO_VERSION} -filetype=obj ${A_SRC} -o ${A_OUT}.o)
  _gcn_link_commands(cmds ${A_OUT}.o ${A_OUT} ${A_CO_VERSION})
  add_custom_command(
    OUTPUT ${A_OUT}
    ${cmds}
    DEPENDS ${A_SRC}
    COMMENT "llvm-mc-14 ${A_SRC}"
    VERBATIM)
  set_property(GLOBAL APPEND PROPERTY GCN_CODE_OBJECTS ${A_OUT})
endfunction()
