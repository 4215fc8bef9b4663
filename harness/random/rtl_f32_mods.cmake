# Which binary32 operations the RTL accepts VOP3 source modifiers (abs/neg, bit 2) and output
# modifiers (omod/clamp, bit 1) on: the explicit arms of rtl/gcn_decode.sv's f32_mods(), when the
# RTL has that function (docs/random.md, "Targets"). Writes ${out} ("{Op::X, bits}," lines; empty
# when the RTL has no f32_mods(), so the generator keeps float modifiers golden-only).
#   gcn_rtl_f32_mods(<decode_sv text variable> <out file>)
function(gcn_rtl_f32_mods text_var out)
  set(lines "")
  string(FIND "${${text_var}}" "function automatic logic [1:0] f32_mods" p)
  if(NOT p EQUAL -1)
    string(SUBSTRING "${${text_var}}" ${p} -1 f)
    string(FIND "${f}" "endfunction" e)
    string(SUBSTRING "${f}" 0 ${e} f)
    string(REPLACE ";" "#" f "${f}")
    string(REGEX MATCHALL "(gcn_opcodes_pkg::OP_[A-Z0-9_]+[ ,\t\r\n]*)+:[ \t\r\n]*f32_mods = 2'b[01][01]" arms "${f}")
    foreach(arm IN LISTS arms)
      string(REGEX MATCH "2'b([01])([01])$" v "${arm}")
      math(EXPR bits "${CMAKE_MATCH_1} * 2 + ${CMAKE_MATCH_2}")
      string(REGEX MATCHALL "OP_[A-Z0-9_]+" ops "${arm}")
      foreach(op IN LISTS ops)
        string(REGEX REPLACE "^OP_" "" op "${op}")  # the prefix only: V_TRIG_PREOP_F64 holds "OP_"
        string(APPEND lines "  {Op::${op}, ${bits}},\n")
      endforeach()
    endforeach()
  endif()
  file(CONFIGURE OUTPUT ${out} CONTENT "// GENERATED from rtl/gcn_decode.sv f32_mods() by harness/random/rtl_f32_mods.cmake\n${lines}")
endfunction()
