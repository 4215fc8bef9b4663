// gcn_decode: instruction words -> gcn_pkg::dec_t. Opcode numbers are mapped to operation ids
// only through the generated gcn_opcodes_pkg::decode_<enc> functions; this block adds the
// field layout of each encoding and which operations the RTL executes (cls != CLS_UNSUP).
module gcn_decode (
  input  logic [95:0]      words_i,  // dword 0 at [31:0]; dwords past the instruction ignored
  output gcn_pkg::dec_t    dec_o
);

  logic [31:0] w0, w1;
  assign w0 = words_i[31:0];
  assign w1 = words_i[63:32];

  logic unused_w2;
  assign unused_w2 = ^words_i[95:64];

  // Integer compares: op ids OP_V_CMP_F_I16 .. OP_V_CMPX_T_U64, twelve families of eight
  // predicates: {i, u, x i, x u} x {16, 32, 64 bits} (gcn_valu_lane decodes the same layout).
  function automatic logic is_icmp(input logic [9:0] op);
    is_icmp = op >= gcn_opcodes_pkg::OP_V_CMP_F_I16 && op <= gcn_opcodes_pkg::OP_V_CMPX_T_U64;
  endfunction
  // Family bits of an integer compare: {64-bit, 32-bit, cmpx, unsigned}.
  function automatic logic [3:0] icmp_family(input logic [9:0] op);
    icmp_family = 4'((op - gcn_opcodes_pkg::OP_V_CMP_F_I16) >> 3);
  endfunction
  function automatic logic icmp_bit(input logic [9:0] op, input logic [1:0] k);
    logic [3:0] f;
    f = icmp_family(op);
    icmp_bit = is_icmp(op) && f[k];
  endfunction

  // binary16 compares (gcn_fp16): v_cmp/v_cmpx_<16 predicates>_f16 by id range, and the class tests.
  function automatic logic is_hcmp(input logic [9:0] op);
    is_hcmp = (op >= gcn_opcodes_pkg::OP_V_CMP_F_F16 && op <= gcn_opcodes_pkg::OP_V_CMPX_TRU_F16) ||
              op == gcn_opcodes_pkg::OP_V_CMP_CLASS_F16 || op == gcn_opcodes_pkg::OP_V_CMPX_CLASS_F16;
  endfunction
  // binary64 compares (gcn_fp64): v_cmp/v_cmpx_<16 predicates>_f64 by id range, and the class
  // tests.
  function automatic logic is_dcmp(input logic [9:0] op);
    is_dcmp = (op >= gcn_opcodes_pkg::OP_V_CMP_F_F64 && op <= gcn_opcodes_pkg::OP_V_CMPX_TRU_F64) ||
              op == gcn_opcodes_pkg::OP_V_CMP_CLASS_F64 || op == gcn_opcodes_pkg::OP_V_CMPX_CLASS_F64;
  endfunction
  // binary32 compares: v_cmp/v_cmpx_<16 predicates>_f32 by id range, and the class tests.
  function automatic logic is_fcmp(input logic [9:0] op);
    is_fcmp = (op >= gcn_opcodes_pkg::OP_V_CMP_F_F32 && op <= gcn_opcodes_pkg::OP_V_CMPX_TRU_F32) ||
              op == gcn_opcodes_pkg::OP_V_CMP_CLASS_F32 || op == gcn_opcodes_pkg::OP_V_CMPX_CLASS_F32 ||
              is_hcmp(op) || is_dcmp(op);
  endfunction
  function automatic logic is_fcmpx(input logic [9:0] op);
    is_fcmpx = (op >= gcn_opcodes_pkg::OP_V_CMPX_F_F32 && op <= gcn_opcodes_pkg::OP_V_CMPX_TRU_F32) ||
               op == gcn_opcodes_pkg::OP_V_CMPX_CLASS_F32 ||
               (op >= gcn_opcodes_pkg::OP_V_CMPX_F_F16 && op <= gcn_opcodes_pkg::OP_V_CMPX_TRU_F16) ||
               op == gcn_opcodes_pkg::OP_V_CMPX_CLASS_F16 ||
               (op >= gcn_opcodes_pkg::OP_V_CMPX_F_F64 && op <= gcn_opcodes_pkg::OP_V_CMPX_TRU_F64) ||
               op == gcn_opcodes_pkg::OP_V_CMPX_CLASS_F64;
  endfunction
  // binary32 operations: VOP3 abs/neg apply to their sources; those with a binary32 result
  // (fres) take OMOD and the float CLAMP as well.
  function automatic logic [1:0] f32_mods(input logic [9:0] op);  // {abs/neg ok, omod/clamp ok}
    unique case (op)
      gcn_opcodes_pkg::OP_V_ADD_F32, gcn_opcodes_pkg::OP_V_SUB_F32, gcn_opcodes_pkg::OP_V_SUBREV_F32,
      gcn_opcodes_pkg::OP_V_MUL_F32, gcn_opcodes_pkg::OP_V_MUL_LEGACY_F32,
      gcn_opcodes_pkg::OP_V_MIN_F32, gcn_opcodes_pkg::OP_V_MAX_F32,
      gcn_opcodes_pkg::OP_V_MAD_F32, gcn_opcodes_pkg::OP_V_MAC_F32, gcn_opcodes_pkg::OP_V_FMA_F32,
      gcn_opcodes_pkg::OP_V_MIN3_F32, gcn_opcodes_pkg::OP_V_MAX3_F32, gcn_opcodes_pkg::OP_V_MED3_F32,
      gcn_opcodes_pkg::OP_V_DIV_SCALE_F32, gcn_opcodes_pkg::OP_V_DIV_FMAS_F32,
      gcn_opcodes_pkg::OP_V_DIV_FIXUP_F32, gcn_opcodes_pkg::OP_V_RCP_F32,
      gcn_opcodes_pkg::OP_V_RCP_IFLAG_F32, gcn_opcodes_pkg::OP_V_TRUNC_F32,
      gcn_opcodes_pkg::OP_V_CEIL_F32, gcn_opcodes_pkg::OP_V_FLOOR_F32,
      gcn_opcodes_pkg::OP_V_RNDNE_F32, gcn_opcodes_pkg::OP_V_FRACT_F32,
      gcn_opcodes_pkg::OP_V_SQRT_F32, gcn_opcodes_pkg::OP_V_FREXP_MANT_F32,
      gcn_opcodes_pkg::OP_V_LDEXP_F32, gcn_opcodes_pkg::OP_V_MAD_LEGACY_F32:
        f32_mods = 2'b11;
      // binary16 source (abs/neg on bit 15 in gcn_valu_lane), binary32 result (f32 output stage)
      gcn_opcodes_pkg::OP_V_CVT_F32_F16:
        f32_mods = 2'b11;
      // binary16 (gcn_fp16: abs/neg on bit 15, its own binary16 output stage)
      gcn_opcodes_pkg::OP_V_ADD_F16, gcn_opcodes_pkg::OP_V_SUB_F16, gcn_opcodes_pkg::OP_V_SUBREV_F16,
      gcn_opcodes_pkg::OP_V_MUL_F16, gcn_opcodes_pkg::OP_V_MAC_F16, gcn_opcodes_pkg::OP_V_MAD_F16,
      gcn_opcodes_pkg::OP_V_FMA_F16, gcn_opcodes_pkg::OP_V_MIN_F16, gcn_opcodes_pkg::OP_V_MAX_F16,
      gcn_opcodes_pkg::OP_V_LDEXP_F16, gcn_opcodes_pkg::OP_V_TRUNC_F16, gcn_opcodes_pkg::OP_V_CEIL_F16,
      gcn_opcodes_pkg::OP_V_FLOOR_F16, gcn_opcodes_pkg::OP_V_RNDNE_F16:
        f32_mods = 2'b11;
      gcn_opcodes_pkg::OP_V_CVT_U16_F16, gcn_opcodes_pkg::OP_V_CVT_I16_F16:
        f32_mods = 2'b10;
      // binary16 (gcn_fp16_trans: the same input modifiers and output stage)
      gcn_opcodes_pkg::OP_V_RCP_F16, gcn_opcodes_pkg::OP_V_SQRT_F16, gcn_opcodes_pkg::OP_V_RSQ_F16,
      gcn_opcodes_pkg::OP_V_LOG_F16, gcn_opcodes_pkg::OP_V_EXP_F16, gcn_opcodes_pkg::OP_V_SIN_F16,
      gcn_opcodes_pkg::OP_V_COS_F16, gcn_opcodes_pkg::OP_V_FREXP_MANT_F16,
      gcn_opcodes_pkg::OP_V_FRACT_F16, gcn_opcodes_pkg::OP_V_DIV_FIXUP_F16:
        f32_mods = 2'b11;
      gcn_opcodes_pkg::OP_V_FREXP_EXP_I16_F16:
        f32_mods = 2'b10;
      gcn_opcodes_pkg::OP_V_CVT_F16_U16, gcn_opcodes_pkg::OP_V_CVT_F16_I16:
        f32_mods = 2'b01;
      // binary32 transcendentals (gcn_fp32_trans)
      gcn_opcodes_pkg::OP_V_RSQ_F32, gcn_opcodes_pkg::OP_V_EXP_F32,
      gcn_opcodes_pkg::OP_V_LOG_F32, gcn_opcodes_pkg::OP_V_EXP_LEGACY_F32,
      gcn_opcodes_pkg::OP_V_LOG_LEGACY_F32, gcn_opcodes_pkg::OP_V_SIN_F32,
      gcn_opcodes_pkg::OP_V_COS_F32:
        f32_mods = 2'b11;
      // binary64 (gcn_fp64): float results; v_cvt_f32_f64's binary32 result
      gcn_opcodes_pkg::OP_V_MIN_F64, gcn_opcodes_pkg::OP_V_MAX_F64, gcn_opcodes_pkg::OP_V_TRUNC_F64,
      gcn_opcodes_pkg::OP_V_CEIL_F64, gcn_opcodes_pkg::OP_V_FLOOR_F64, gcn_opcodes_pkg::OP_V_RNDNE_F64,
      gcn_opcodes_pkg::OP_V_FRACT_F64, gcn_opcodes_pkg::OP_V_FREXP_MANT_F64,
      gcn_opcodes_pkg::OP_V_LDEXP_F64, gcn_opcodes_pkg::OP_V_CVT_F64_F32,
      gcn_opcodes_pkg::OP_V_CVT_F32_F64,
      // binary64 arithmetic (gcn_fp64_arith)
      gcn_opcodes_pkg::OP_V_ADD_F64, gcn_opcodes_pkg::OP_V_MUL_F64, gcn_opcodes_pkg::OP_V_FMA_F64,
      gcn_opcodes_pkg::OP_V_DIV_SCALE_F64, gcn_opcodes_pkg::OP_V_DIV_FMAS_F64,
      gcn_opcodes_pkg::OP_V_DIV_FIXUP_F64, gcn_opcodes_pkg::OP_V_RCP_F64, gcn_opcodes_pkg::OP_V_RSQ_F64,
      gcn_opcodes_pkg::OP_V_SQRT_F64, gcn_opcodes_pkg::OP_V_TRIG_PREOP_F64:
        f32_mods = 2'b11;
      // binary64 source, integer result; integer source, binary64 result
      gcn_opcodes_pkg::OP_V_FREXP_EXP_I32_F64, gcn_opcodes_pkg::OP_V_CVT_I32_F64,
      gcn_opcodes_pkg::OP_V_CVT_U32_F64:
        f32_mods = 2'b10;
      gcn_opcodes_pkg::OP_V_CVT_F64_I32, gcn_opcodes_pkg::OP_V_CVT_F64_U32:
        f32_mods = 2'b01;
      // float source, non-float result; v_cndmask: sign bits only
      gcn_opcodes_pkg::OP_V_CVT_U32_F32, gcn_opcodes_pkg::OP_V_CVT_I32_F32,
      gcn_opcodes_pkg::OP_V_FREXP_EXP_I32_F32, gcn_opcodes_pkg::OP_V_CNDMASK_B32,
      gcn_opcodes_pkg::OP_V_CVT_RPI_I32_F32, gcn_opcodes_pkg::OP_V_CVT_FLR_I32_F32,
      gcn_opcodes_pkg::OP_V_CVT_PKRTZ_F16_F32:
        f32_mods = 2'b10;
      // integer source, binary32 result
      gcn_opcodes_pkg::OP_V_CVT_F32_U32, gcn_opcodes_pkg::OP_V_CVT_F32_I32,
      gcn_opcodes_pkg::OP_V_CVT_F32_UBYTE0, gcn_opcodes_pkg::OP_V_CVT_F32_UBYTE1,
      gcn_opcodes_pkg::OP_V_CVT_F32_UBYTE2, gcn_opcodes_pkg::OP_V_CVT_F32_UBYTE3,
      gcn_opcodes_pkg::OP_V_CVT_OFF_F32_I4:
        f32_mods = 2'b01;
      default: f32_mods = is_fcmp(op) ? 2'b10 : 2'b00;
    endcase
  endfunction

  // Which operations the RTL implements, and the shape facts the datapath needs.
  function automatic gcn_pkg::cls_e op_class(input logic [9:0] op);
    unique case (op)
      gcn_opcodes_pkg::OP_S_ADD_U32, gcn_opcodes_pkg::OP_S_SUB_U32, gcn_opcodes_pkg::OP_S_ADD_I32,
      gcn_opcodes_pkg::OP_S_SUB_I32, gcn_opcodes_pkg::OP_S_ADDC_U32, gcn_opcodes_pkg::OP_S_SUBB_U32,
      gcn_opcodes_pkg::OP_S_MIN_I32, gcn_opcodes_pkg::OP_S_MIN_U32, gcn_opcodes_pkg::OP_S_MAX_I32,
      gcn_opcodes_pkg::OP_S_MAX_U32, gcn_opcodes_pkg::OP_S_CSELECT_B32,
      gcn_opcodes_pkg::OP_S_CSELECT_B64, gcn_opcodes_pkg::OP_S_AND_B32, gcn_opcodes_pkg::OP_S_AND_B64,
      gcn_opcodes_pkg::OP_S_OR_B32, gcn_opcodes_pkg::OP_S_OR_B64, gcn_opcodes_pkg::OP_S_XOR_B32,
      gcn_opcodes_pkg::OP_S_XOR_B64, gcn_opcodes_pkg::OP_S_ANDN2_B32, gcn_opcodes_pkg::OP_S_ANDN2_B64,
      gcn_opcodes_pkg::OP_S_ORN2_B32, gcn_opcodes_pkg::OP_S_ORN2_B64, gcn_opcodes_pkg::OP_S_NAND_B32,
      gcn_opcodes_pkg::OP_S_NAND_B64, gcn_opcodes_pkg::OP_S_NOR_B32, gcn_opcodes_pkg::OP_S_NOR_B64,
      gcn_opcodes_pkg::OP_S_XNOR_B32, gcn_opcodes_pkg::OP_S_XNOR_B64, gcn_opcodes_pkg::OP_S_LSHL_B32,
      gcn_opcodes_pkg::OP_S_LSHL_B64, gcn_opcodes_pkg::OP_S_LSHR_B32, gcn_opcodes_pkg::OP_S_LSHR_B64,
      gcn_opcodes_pkg::OP_S_ASHR_I32, gcn_opcodes_pkg::OP_S_ASHR_I64, gcn_opcodes_pkg::OP_S_BFM_B32,
      gcn_opcodes_pkg::OP_S_MUL_I32, gcn_opcodes_pkg::OP_S_BFE_U32, gcn_opcodes_pkg::OP_S_BFE_I32,
      gcn_opcodes_pkg::OP_S_MOVK_I32, gcn_opcodes_pkg::OP_S_CMOVK_I32,
      gcn_opcodes_pkg::OP_S_CMPK_EQ_I32, gcn_opcodes_pkg::OP_S_CMPK_LG_I32,
      gcn_opcodes_pkg::OP_S_CMPK_GT_I32, gcn_opcodes_pkg::OP_S_CMPK_GE_I32,
      gcn_opcodes_pkg::OP_S_CMPK_LT_I32, gcn_opcodes_pkg::OP_S_CMPK_LE_I32,
      gcn_opcodes_pkg::OP_S_CMPK_EQ_U32, gcn_opcodes_pkg::OP_S_CMPK_LG_U32,
      gcn_opcodes_pkg::OP_S_CMPK_GT_U32, gcn_opcodes_pkg::OP_S_CMPK_GE_U32,
      gcn_opcodes_pkg::OP_S_CMPK_LT_U32, gcn_opcodes_pkg::OP_S_CMPK_LE_U32,
      gcn_opcodes_pkg::OP_S_ADDK_I32, gcn_opcodes_pkg::OP_S_MULK_I32,
      gcn_opcodes_pkg::OP_S_MOV_B32, gcn_opcodes_pkg::OP_S_MOV_B64, gcn_opcodes_pkg::OP_S_CMOV_B32,
      gcn_opcodes_pkg::OP_S_CMOV_B64, gcn_opcodes_pkg::OP_S_NOT_B32, gcn_opcodes_pkg::OP_S_NOT_B64,
      gcn_opcodes_pkg::OP_S_BREV_B32, gcn_opcodes_pkg::OP_S_BCNT1_I32_B32,
      gcn_opcodes_pkg::OP_S_BCNT1_I32_B64, gcn_opcodes_pkg::OP_S_FF1_I32_B32,
      gcn_opcodes_pkg::OP_S_FF1_I32_B64, gcn_opcodes_pkg::OP_S_FLBIT_I32_B32,
      gcn_opcodes_pkg::OP_S_SEXT_I32_I8, gcn_opcodes_pkg::OP_S_SEXT_I32_I16,
      gcn_opcodes_pkg::OP_S_BITSET0_B32, gcn_opcodes_pkg::OP_S_BITSET1_B32,
      gcn_opcodes_pkg::OP_S_GETPC_B64, gcn_opcodes_pkg::OP_S_SETPC_B64,
      gcn_opcodes_pkg::OP_S_SWAPPC_B64, gcn_opcodes_pkg::OP_S_ABS_I32,
      gcn_opcodes_pkg::OP_S_AND_SAVEEXEC_B64, gcn_opcodes_pkg::OP_S_OR_SAVEEXEC_B64,
      gcn_opcodes_pkg::OP_S_XOR_SAVEEXEC_B64, gcn_opcodes_pkg::OP_S_ANDN2_SAVEEXEC_B64,
      gcn_opcodes_pkg::OP_S_ORN2_SAVEEXEC_B64, gcn_opcodes_pkg::OP_S_NAND_SAVEEXEC_B64,
      gcn_opcodes_pkg::OP_S_NOR_SAVEEXEC_B64, gcn_opcodes_pkg::OP_S_XNOR_SAVEEXEC_B64,
      gcn_opcodes_pkg::OP_S_CMP_EQ_I32, gcn_opcodes_pkg::OP_S_CMP_LG_I32,
      gcn_opcodes_pkg::OP_S_CMP_GT_I32, gcn_opcodes_pkg::OP_S_CMP_GE_I32,
      gcn_opcodes_pkg::OP_S_CMP_LT_I32, gcn_opcodes_pkg::OP_S_CMP_LE_I32,
      gcn_opcodes_pkg::OP_S_CMP_EQ_U32, gcn_opcodes_pkg::OP_S_CMP_LG_U32,
      gcn_opcodes_pkg::OP_S_CMP_GT_U32, gcn_opcodes_pkg::OP_S_CMP_GE_U32,
      gcn_opcodes_pkg::OP_S_CMP_LT_U32, gcn_opcodes_pkg::OP_S_CMP_LE_U32,
      gcn_opcodes_pkg::OP_S_CMP_EQ_U64, gcn_opcodes_pkg::OP_S_CMP_LG_U64,
      gcn_opcodes_pkg::OP_S_BITCMP0_B32, gcn_opcodes_pkg::OP_S_BITCMP1_B32,
      // session 7 (issue 10): the remaining SOP1/SOP2/SOPC integer operations
      gcn_opcodes_pkg::OP_S_BFE_U64, gcn_opcodes_pkg::OP_S_BFE_I64, gcn_opcodes_pkg::OP_S_BFM_B64,
      gcn_opcodes_pkg::OP_S_ABSDIFF_I32, gcn_opcodes_pkg::OP_S_WQM_B32, gcn_opcodes_pkg::OP_S_WQM_B64,
      gcn_opcodes_pkg::OP_S_QUADMASK_B32, gcn_opcodes_pkg::OP_S_QUADMASK_B64,
      gcn_opcodes_pkg::OP_S_BREV_B64, gcn_opcodes_pkg::OP_S_BCNT0_I32_B32,
      gcn_opcodes_pkg::OP_S_BCNT0_I32_B64, gcn_opcodes_pkg::OP_S_FF0_I32_B32,
      gcn_opcodes_pkg::OP_S_FF0_I32_B64, gcn_opcodes_pkg::OP_S_FLBIT_I32_B64,
      gcn_opcodes_pkg::OP_S_FLBIT_I32, gcn_opcodes_pkg::OP_S_FLBIT_I32_I64,
      gcn_opcodes_pkg::OP_S_BITSET0_B64, gcn_opcodes_pkg::OP_S_BITSET1_B64,
      gcn_opcodes_pkg::OP_S_BITCMP0_B64, gcn_opcodes_pkg::OP_S_BITCMP1_B64,
      // session 9: hardware registers, MODE only (below)
      gcn_opcodes_pkg::OP_S_GETREG_B32, gcn_opcodes_pkg::OP_S_SETREG_B32,
      gcn_opcodes_pkg::OP_S_SETREG_IMM32_B32:
        op_class = gcn_pkg::CLS_SALU;
      gcn_opcodes_pkg::OP_S_NOP, gcn_opcodes_pkg::OP_S_ENDPGM, gcn_opcodes_pkg::OP_S_BRANCH,
      gcn_opcodes_pkg::OP_S_CBRANCH_SCC0, gcn_opcodes_pkg::OP_S_CBRANCH_SCC1,
      gcn_opcodes_pkg::OP_S_CBRANCH_VCCZ, gcn_opcodes_pkg::OP_S_CBRANCH_VCCNZ,
      gcn_opcodes_pkg::OP_S_CBRANCH_EXECZ, gcn_opcodes_pkg::OP_S_CBRANCH_EXECNZ,
      gcn_opcodes_pkg::OP_S_WAITCNT, gcn_opcodes_pkg::OP_S_SETPRIO, gcn_opcodes_pkg::OP_S_SLEEP,
      gcn_opcodes_pkg::OP_S_BARRIER,
      // Hints and caches without architectural effect on this CU (golden sopp.cpp: nop); the
      // halt/kill requests only with SIMM16[0] = 0 (1 stops the wave: CLS_UNSUP below).
      gcn_opcodes_pkg::OP_S_WAKEUP, gcn_opcodes_pkg::OP_S_ICACHE_INV,
      gcn_opcodes_pkg::OP_S_INCPERFLEVEL, gcn_opcodes_pkg::OP_S_DECPERFLEVEL,
      gcn_opcodes_pkg::OP_S_TTRACEDATA, gcn_opcodes_pkg::OP_S_SETHALT, gcn_opcodes_pkg::OP_S_SETKILL:
        op_class = gcn_pkg::CLS_SOPP;
      gcn_opcodes_pkg::OP_S_LOAD_DWORD, gcn_opcodes_pkg::OP_S_LOAD_DWORDX2,
      gcn_opcodes_pkg::OP_S_LOAD_DWORDX4, gcn_opcodes_pkg::OP_S_LOAD_DWORDX8,
      gcn_opcodes_pkg::OP_S_LOAD_DWORDX16,
      // s_buffer_load (session 8, issue 10): base and range from the V# in SBASE..SBASE+3
      gcn_opcodes_pkg::OP_S_BUFFER_LOAD_DWORD, gcn_opcodes_pkg::OP_S_BUFFER_LOAD_DWORDX2,
      gcn_opcodes_pkg::OP_S_BUFFER_LOAD_DWORDX4, gcn_opcodes_pkg::OP_S_BUFFER_LOAD_DWORDX8,
      gcn_opcodes_pkg::OP_S_BUFFER_LOAD_DWORDX16,
      // scalar cache maintenance and s_atc_probe*: no memory access, counted in lgkmcnt
      // (golden smem.cpp counted_nop; no scalar cache here)
      gcn_opcodes_pkg::OP_S_DCACHE_INV, gcn_opcodes_pkg::OP_S_DCACHE_WB,
      gcn_opcodes_pkg::OP_S_DCACHE_INV_VOL, gcn_opcodes_pkg::OP_S_DCACHE_WB_VOL,
      gcn_opcodes_pkg::OP_S_ATC_PROBE, gcn_opcodes_pkg::OP_S_ATC_PROBE_BUFFER:
        op_class = gcn_pkg::CLS_SMEM;
      gcn_opcodes_pkg::OP_V_CNDMASK_B32, gcn_opcodes_pkg::OP_V_ADD_U32, gcn_opcodes_pkg::OP_V_SUB_U32,
      gcn_opcodes_pkg::OP_V_SUBREV_U32, gcn_opcodes_pkg::OP_V_ADDC_U32, gcn_opcodes_pkg::OP_V_SUBB_U32,
      gcn_opcodes_pkg::OP_V_SUBBREV_U32, gcn_opcodes_pkg::OP_V_AND_B32, gcn_opcodes_pkg::OP_V_OR_B32,
      gcn_opcodes_pkg::OP_V_XOR_B32, gcn_opcodes_pkg::OP_V_LSHLREV_B32,
      gcn_opcodes_pkg::OP_V_LSHRREV_B32, gcn_opcodes_pkg::OP_V_ASHRREV_I32,
      gcn_opcodes_pkg::OP_V_MUL_U32_U24, gcn_opcodes_pkg::OP_V_MUL_HI_U32_U24,
      gcn_opcodes_pkg::OP_V_MUL_I32_I24, gcn_opcodes_pkg::OP_V_MUL_HI_I32_I24,
      gcn_opcodes_pkg::OP_V_MIN_I32, gcn_opcodes_pkg::OP_V_MAX_I32, gcn_opcodes_pkg::OP_V_MIN_U32,
      gcn_opcodes_pkg::OP_V_MAX_U32, gcn_opcodes_pkg::OP_V_MOV_B32,
      gcn_opcodes_pkg::OP_V_READFIRSTLANE_B32, gcn_opcodes_pkg::OP_V_NOT_B32,
      gcn_opcodes_pkg::OP_V_BFREV_B32, gcn_opcodes_pkg::OP_V_NOP,
      gcn_opcodes_pkg::OP_V_MUL_LO_U32, gcn_opcodes_pkg::OP_V_MUL_HI_U32,
      gcn_opcodes_pkg::OP_V_MUL_HI_I32, gcn_opcodes_pkg::OP_V_MBCNT_LO_U32_B32,
      gcn_opcodes_pkg::OP_V_MBCNT_HI_U32_B32, gcn_opcodes_pkg::OP_V_BFE_U32,
      gcn_opcodes_pkg::OP_V_BFE_I32, gcn_opcodes_pkg::OP_V_BFI_B32, gcn_opcodes_pkg::OP_V_BFM_B32,
      gcn_opcodes_pkg::OP_V_ALIGNBIT_B32, gcn_opcodes_pkg::OP_V_BCNT_U32_B32,
      gcn_opcodes_pkg::OP_V_LSHLREV_B64, gcn_opcodes_pkg::OP_V_LSHRREV_B64,
      gcn_opcodes_pkg::OP_V_ASHRREV_I64, gcn_opcodes_pkg::OP_V_MAD_U32_U24,
      gcn_opcodes_pkg::OP_V_MAD_I32_I24, gcn_opcodes_pkg::OP_V_MAD_U64_U32,
      gcn_opcodes_pkg::OP_V_MAD_I64_I32,
      gcn_opcodes_pkg::OP_V_ADD_U16, gcn_opcodes_pkg::OP_V_SUB_U16,
      gcn_opcodes_pkg::OP_V_SUBREV_U16,
      gcn_opcodes_pkg::OP_V_MUL_LO_U16, gcn_opcodes_pkg::OP_V_LSHLREV_B16,
      gcn_opcodes_pkg::OP_V_LSHRREV_B16, gcn_opcodes_pkg::OP_V_ASHRREV_I16,
      gcn_opcodes_pkg::OP_V_MAX_U16, gcn_opcodes_pkg::OP_V_MAX_I16, gcn_opcodes_pkg::OP_V_MIN_U16,
      gcn_opcodes_pkg::OP_V_MIN_I16, gcn_opcodes_pkg::OP_V_MAD_U16, gcn_opcodes_pkg::OP_V_MAD_I16,
      gcn_opcodes_pkg::OP_V_PERM_B32, gcn_opcodes_pkg::OP_V_READLANE_B32,
      gcn_opcodes_pkg::OP_V_WRITELANE_B32, gcn_opcodes_pkg::OP_V_FFBH_U32,
      gcn_opcodes_pkg::OP_V_FFBL_B32, gcn_opcodes_pkg::OP_V_FFBH_I32,
      gcn_opcodes_pkg::OP_V_CVT_F32_U32, gcn_opcodes_pkg::OP_V_CVT_F32_I32,
      gcn_opcodes_pkg::OP_V_CVT_U32_F32, gcn_opcodes_pkg::OP_V_CVT_I32_F32,
      gcn_opcodes_pkg::OP_V_RCP_F32, gcn_opcodes_pkg::OP_V_RCP_IFLAG_F32,
      gcn_opcodes_pkg::OP_V_MUL_F32,
      // binary32 (gcn_fp32_addmul, gcn_fp32_cmp, gcn_fp32_cvt)
      gcn_opcodes_pkg::OP_V_ADD_F32, gcn_opcodes_pkg::OP_V_SUB_F32, gcn_opcodes_pkg::OP_V_SUBREV_F32,
      gcn_opcodes_pkg::OP_V_MUL_LEGACY_F32, gcn_opcodes_pkg::OP_V_MAD_F32,
      gcn_opcodes_pkg::OP_V_MAC_F32, gcn_opcodes_pkg::OP_V_MADMK_F32,
      gcn_opcodes_pkg::OP_V_MADAK_F32, gcn_opcodes_pkg::OP_V_FMA_F32,
      gcn_opcodes_pkg::OP_V_DIV_FMAS_F32, gcn_opcodes_pkg::OP_V_MIN_F32, gcn_opcodes_pkg::OP_V_MAX_F32,
      gcn_opcodes_pkg::OP_V_MIN3_F32, gcn_opcodes_pkg::OP_V_MAX3_F32, gcn_opcodes_pkg::OP_V_MED3_F32,
      gcn_opcodes_pkg::OP_V_CMP_CLASS_F32, gcn_opcodes_pkg::OP_V_CMPX_CLASS_F32,
      gcn_opcodes_pkg::OP_V_TRUNC_F32, gcn_opcodes_pkg::OP_V_CEIL_F32,
      gcn_opcodes_pkg::OP_V_FLOOR_F32, gcn_opcodes_pkg::OP_V_RNDNE_F32,
      gcn_opcodes_pkg::OP_V_FRACT_F32, gcn_opcodes_pkg::OP_V_SQRT_F32,
      gcn_opcodes_pkg::OP_V_FREXP_MANT_F32, gcn_opcodes_pkg::OP_V_FREXP_EXP_I32_F32,
      gcn_opcodes_pkg::OP_V_LDEXP_F32, gcn_opcodes_pkg::OP_V_DIV_SCALE_F32,
      gcn_opcodes_pkg::OP_V_DIV_FIXUP_F32, gcn_opcodes_pkg::OP_V_CVT_F16_F32,
      gcn_opcodes_pkg::OP_V_CVT_F32_F16, gcn_opcodes_pkg::OP_V_MAD_LEGACY_F32,
      gcn_opcodes_pkg::OP_V_CVT_RPI_I32_F32, gcn_opcodes_pkg::OP_V_CVT_FLR_I32_F32,
      gcn_opcodes_pkg::OP_V_CVT_F32_UBYTE0, gcn_opcodes_pkg::OP_V_CVT_F32_UBYTE1,
      gcn_opcodes_pkg::OP_V_CVT_F32_UBYTE2, gcn_opcodes_pkg::OP_V_CVT_F32_UBYTE3,
      gcn_opcodes_pkg::OP_V_CVT_OFF_F32_I4, gcn_opcodes_pkg::OP_V_CVT_PKRTZ_F16_F32,
      // binary32 transcendentals (gcn_fp32_trans)
      gcn_opcodes_pkg::OP_V_RSQ_F32, gcn_opcodes_pkg::OP_V_EXP_F32,
      gcn_opcodes_pkg::OP_V_LOG_F32, gcn_opcodes_pkg::OP_V_EXP_LEGACY_F32,
      gcn_opcodes_pkg::OP_V_LOG_LEGACY_F32, gcn_opcodes_pkg::OP_V_SIN_F32,
      gcn_opcodes_pkg::OP_V_COS_F32,
      // session 8 (issue 10, vmisc): the integer VOP3A remainder
      gcn_opcodes_pkg::OP_V_MIN3_I32, gcn_opcodes_pkg::OP_V_MIN3_U32,
      gcn_opcodes_pkg::OP_V_MAX3_I32, gcn_opcodes_pkg::OP_V_MAX3_U32,
      gcn_opcodes_pkg::OP_V_MED3_I32, gcn_opcodes_pkg::OP_V_MED3_U32,
      gcn_opcodes_pkg::OP_V_ALIGNBYTE_B32, gcn_opcodes_pkg::OP_V_LERP_U8,
      gcn_opcodes_pkg::OP_V_SAD_U8, gcn_opcodes_pkg::OP_V_SAD_HI_U8, gcn_opcodes_pkg::OP_V_SAD_U16,
      gcn_opcodes_pkg::OP_V_SAD_U32, gcn_opcodes_pkg::OP_V_MSAD_U8,
      gcn_opcodes_pkg::OP_V_QSAD_PK_U16_U8, gcn_opcodes_pkg::OP_V_MQSAD_PK_U16_U8,
      gcn_opcodes_pkg::OP_V_CVT_PK_U16_U32, gcn_opcodes_pkg::OP_V_CVT_PK_I16_I32,
      // binary16 (gcn_fp16; the compares by id range below)
      gcn_opcodes_pkg::OP_V_ADD_F16, gcn_opcodes_pkg::OP_V_SUB_F16, gcn_opcodes_pkg::OP_V_SUBREV_F16,
      gcn_opcodes_pkg::OP_V_MUL_F16, gcn_opcodes_pkg::OP_V_MAC_F16, gcn_opcodes_pkg::OP_V_MADMK_F16,
      gcn_opcodes_pkg::OP_V_MADAK_F16, gcn_opcodes_pkg::OP_V_MAD_F16, gcn_opcodes_pkg::OP_V_FMA_F16,
      gcn_opcodes_pkg::OP_V_MIN_F16, gcn_opcodes_pkg::OP_V_MAX_F16, gcn_opcodes_pkg::OP_V_LDEXP_F16,
      gcn_opcodes_pkg::OP_V_TRUNC_F16, gcn_opcodes_pkg::OP_V_CEIL_F16, gcn_opcodes_pkg::OP_V_FLOOR_F16,
      gcn_opcodes_pkg::OP_V_RNDNE_F16, gcn_opcodes_pkg::OP_V_CVT_F16_U16,
      gcn_opcodes_pkg::OP_V_CVT_F16_I16, gcn_opcodes_pkg::OP_V_CVT_U16_F16,
      gcn_opcodes_pkg::OP_V_CVT_I16_F16, gcn_opcodes_pkg::OP_V_CMP_CLASS_F16,
      gcn_opcodes_pkg::OP_V_CMPX_CLASS_F16,
      // binary16 (gcn_fp16_trans)
      gcn_opcodes_pkg::OP_V_RCP_F16, gcn_opcodes_pkg::OP_V_SQRT_F16, gcn_opcodes_pkg::OP_V_RSQ_F16,
      gcn_opcodes_pkg::OP_V_LOG_F16, gcn_opcodes_pkg::OP_V_EXP_F16, gcn_opcodes_pkg::OP_V_SIN_F16,
      gcn_opcodes_pkg::OP_V_COS_F16, gcn_opcodes_pkg::OP_V_FREXP_MANT_F16,
      gcn_opcodes_pkg::OP_V_FRACT_F16, gcn_opcodes_pkg::OP_V_FREXP_EXP_I16_F16,
      gcn_opcodes_pkg::OP_V_DIV_FIXUP_F16,
      // binary64 (gcn_fp64; the compares by id range below; the class tests listed here so
      // that isa-status, which reads this case, counts them)
      gcn_opcodes_pkg::OP_V_CMP_CLASS_F64, gcn_opcodes_pkg::OP_V_CMPX_CLASS_F64,
      gcn_opcodes_pkg::OP_V_MIN_F64, gcn_opcodes_pkg::OP_V_MAX_F64, gcn_opcodes_pkg::OP_V_TRUNC_F64,
      gcn_opcodes_pkg::OP_V_CEIL_F64, gcn_opcodes_pkg::OP_V_FLOOR_F64, gcn_opcodes_pkg::OP_V_RNDNE_F64,
      gcn_opcodes_pkg::OP_V_FRACT_F64, gcn_opcodes_pkg::OP_V_FREXP_MANT_F64,
      gcn_opcodes_pkg::OP_V_FREXP_EXP_I32_F64, gcn_opcodes_pkg::OP_V_LDEXP_F64,
      gcn_opcodes_pkg::OP_V_CVT_F64_I32, gcn_opcodes_pkg::OP_V_CVT_F64_U32,
      gcn_opcodes_pkg::OP_V_CVT_F64_F32, gcn_opcodes_pkg::OP_V_CVT_F32_F64,
      gcn_opcodes_pkg::OP_V_CVT_I32_F64, gcn_opcodes_pkg::OP_V_CVT_U32_F64,
      // binary64 arithmetic (gcn_fp64_arith)
      gcn_opcodes_pkg::OP_V_ADD_F64, gcn_opcodes_pkg::OP_V_MUL_F64, gcn_opcodes_pkg::OP_V_FMA_F64,
      gcn_opcodes_pkg::OP_V_DIV_SCALE_F64, gcn_opcodes_pkg::OP_V_DIV_FMAS_F64,
      gcn_opcodes_pkg::OP_V_DIV_FIXUP_F64, gcn_opcodes_pkg::OP_V_RCP_F64, gcn_opcodes_pkg::OP_V_RSQ_F64,
      gcn_opcodes_pkg::OP_V_SQRT_F64, gcn_opcodes_pkg::OP_V_TRIG_PREOP_F64:
        op_class = gcn_pkg::CLS_VALU;
      gcn_opcodes_pkg::OP_FLAT_LOAD_UBYTE, gcn_opcodes_pkg::OP_FLAT_LOAD_SBYTE,
      gcn_opcodes_pkg::OP_FLAT_LOAD_USHORT, gcn_opcodes_pkg::OP_FLAT_LOAD_SSHORT,
      gcn_opcodes_pkg::OP_FLAT_LOAD_DWORD, gcn_opcodes_pkg::OP_FLAT_LOAD_DWORDX2,
      gcn_opcodes_pkg::OP_FLAT_LOAD_DWORDX3, gcn_opcodes_pkg::OP_FLAT_LOAD_DWORDX4,
      gcn_opcodes_pkg::OP_FLAT_STORE_BYTE, gcn_opcodes_pkg::OP_FLAT_STORE_SHORT,
      gcn_opcodes_pkg::OP_FLAT_STORE_DWORD, gcn_opcodes_pkg::OP_FLAT_STORE_DWORDX2,
      gcn_opcodes_pkg::OP_FLAT_STORE_DWORDX3, gcn_opcodes_pkg::OP_FLAT_STORE_DWORDX4,
      gcn_opcodes_pkg::OP_FLAT_ATOMIC_SWAP, gcn_opcodes_pkg::OP_FLAT_ATOMIC_CMPSWAP,
      gcn_opcodes_pkg::OP_FLAT_ATOMIC_ADD, gcn_opcodes_pkg::OP_FLAT_ATOMIC_SUB,
      gcn_opcodes_pkg::OP_FLAT_ATOMIC_SMIN, gcn_opcodes_pkg::OP_FLAT_ATOMIC_UMIN,
      gcn_opcodes_pkg::OP_FLAT_ATOMIC_SMAX, gcn_opcodes_pkg::OP_FLAT_ATOMIC_UMAX,
      gcn_opcodes_pkg::OP_FLAT_ATOMIC_AND, gcn_opcodes_pkg::OP_FLAT_ATOMIC_OR,
      gcn_opcodes_pkg::OP_FLAT_ATOMIC_XOR, gcn_opcodes_pkg::OP_FLAT_ATOMIC_INC,
      gcn_opcodes_pkg::OP_FLAT_ATOMIC_DEC,
      // 64-bit global atomics (session 10, issue 10): one 8-byte read-modify-write per lane
      gcn_opcodes_pkg::OP_FLAT_ATOMIC_SWAP_X2, gcn_opcodes_pkg::OP_FLAT_ATOMIC_CMPSWAP_X2,
      gcn_opcodes_pkg::OP_FLAT_ATOMIC_ADD_X2, gcn_opcodes_pkg::OP_FLAT_ATOMIC_SUB_X2,
      gcn_opcodes_pkg::OP_FLAT_ATOMIC_SMIN_X2, gcn_opcodes_pkg::OP_FLAT_ATOMIC_UMIN_X2,
      gcn_opcodes_pkg::OP_FLAT_ATOMIC_SMAX_X2, gcn_opcodes_pkg::OP_FLAT_ATOMIC_UMAX_X2,
      gcn_opcodes_pkg::OP_FLAT_ATOMIC_AND_X2, gcn_opcodes_pkg::OP_FLAT_ATOMIC_OR_X2,
      gcn_opcodes_pkg::OP_FLAT_ATOMIC_XOR_X2, gcn_opcodes_pkg::OP_FLAT_ATOMIC_INC_X2,
      gcn_opcodes_pkg::OP_FLAT_ATOMIC_DEC_X2:
        op_class = gcn_pkg::CLS_FLAT;
      // DS: the access shapes live in gcn_ds_unit (ds_shape).
      gcn_opcodes_pkg::OP_DS_READ_U8, gcn_opcodes_pkg::OP_DS_READ_I8, gcn_opcodes_pkg::OP_DS_READ_U16,
      gcn_opcodes_pkg::OP_DS_READ_I16, gcn_opcodes_pkg::OP_DS_READ_B32, gcn_opcodes_pkg::OP_DS_READ_B64,
      gcn_opcodes_pkg::OP_DS_READ_B96, gcn_opcodes_pkg::OP_DS_READ_B128,
      gcn_opcodes_pkg::OP_DS_READ2_B32, gcn_opcodes_pkg::OP_DS_READ2ST64_B32,
      gcn_opcodes_pkg::OP_DS_READ2_B64, gcn_opcodes_pkg::OP_DS_READ2ST64_B64,
      gcn_opcodes_pkg::OP_DS_WRITE_B8, gcn_opcodes_pkg::OP_DS_WRITE_B16, gcn_opcodes_pkg::OP_DS_WRITE_B32,
      gcn_opcodes_pkg::OP_DS_WRITE_B64, gcn_opcodes_pkg::OP_DS_WRITE_B96,
      gcn_opcodes_pkg::OP_DS_WRITE_B128, gcn_opcodes_pkg::OP_DS_WRITE2_B32,
      gcn_opcodes_pkg::OP_DS_WRITE2ST64_B32, gcn_opcodes_pkg::OP_DS_WRITE2_B64,
      gcn_opcodes_pkg::OP_DS_WRITE2ST64_B64,
      gcn_opcodes_pkg::OP_DS_ADD_U32, gcn_opcodes_pkg::OP_DS_ADD_RTN_U32, gcn_opcodes_pkg::OP_DS_SUB_U32,
      gcn_opcodes_pkg::OP_DS_SUB_RTN_U32, gcn_opcodes_pkg::OP_DS_RSUB_U32,
      gcn_opcodes_pkg::OP_DS_RSUB_RTN_U32, gcn_opcodes_pkg::OP_DS_INC_U32,
      gcn_opcodes_pkg::OP_DS_INC_RTN_U32, gcn_opcodes_pkg::OP_DS_DEC_U32,
      gcn_opcodes_pkg::OP_DS_DEC_RTN_U32, gcn_opcodes_pkg::OP_DS_MIN_I32,
      gcn_opcodes_pkg::OP_DS_MIN_RTN_I32, gcn_opcodes_pkg::OP_DS_MAX_I32,
      gcn_opcodes_pkg::OP_DS_MAX_RTN_I32, gcn_opcodes_pkg::OP_DS_MIN_U32,
      gcn_opcodes_pkg::OP_DS_MIN_RTN_U32, gcn_opcodes_pkg::OP_DS_MAX_U32,
      gcn_opcodes_pkg::OP_DS_MAX_RTN_U32, gcn_opcodes_pkg::OP_DS_AND_B32,
      gcn_opcodes_pkg::OP_DS_AND_RTN_B32, gcn_opcodes_pkg::OP_DS_OR_B32, gcn_opcodes_pkg::OP_DS_OR_RTN_B32,
      gcn_opcodes_pkg::OP_DS_XOR_B32, gcn_opcodes_pkg::OP_DS_XOR_RTN_B32,
      gcn_opcodes_pkg::OP_DS_MSKOR_B32, gcn_opcodes_pkg::OP_DS_MSKOR_RTN_B32,
      gcn_opcodes_pkg::OP_DS_WRXCHG_RTN_B32, gcn_opcodes_pkg::OP_DS_CMPST_B32,
      gcn_opcodes_pkg::OP_DS_CMPST_RTN_B32, gcn_opcodes_pkg::OP_DS_WRAP_RTN_B32,
      // 64-bit atomics (session 7, issue 10)
      gcn_opcodes_pkg::OP_DS_ADD_U64, gcn_opcodes_pkg::OP_DS_ADD_RTN_U64,
      gcn_opcodes_pkg::OP_DS_SUB_U64, gcn_opcodes_pkg::OP_DS_SUB_RTN_U64,
      gcn_opcodes_pkg::OP_DS_RSUB_U64, gcn_opcodes_pkg::OP_DS_RSUB_RTN_U64,
      gcn_opcodes_pkg::OP_DS_INC_U64, gcn_opcodes_pkg::OP_DS_INC_RTN_U64,
      gcn_opcodes_pkg::OP_DS_DEC_U64, gcn_opcodes_pkg::OP_DS_DEC_RTN_U64,
      gcn_opcodes_pkg::OP_DS_MIN_I64, gcn_opcodes_pkg::OP_DS_MIN_RTN_I64,
      gcn_opcodes_pkg::OP_DS_MAX_I64, gcn_opcodes_pkg::OP_DS_MAX_RTN_I64,
      gcn_opcodes_pkg::OP_DS_MIN_U64, gcn_opcodes_pkg::OP_DS_MIN_RTN_U64,
      gcn_opcodes_pkg::OP_DS_MAX_U64, gcn_opcodes_pkg::OP_DS_MAX_RTN_U64,
      gcn_opcodes_pkg::OP_DS_AND_B64, gcn_opcodes_pkg::OP_DS_AND_RTN_B64,
      gcn_opcodes_pkg::OP_DS_OR_B64, gcn_opcodes_pkg::OP_DS_OR_RTN_B64,
      gcn_opcodes_pkg::OP_DS_XOR_B64, gcn_opcodes_pkg::OP_DS_XOR_RTN_B64,
      gcn_opcodes_pkg::OP_DS_MSKOR_B64, gcn_opcodes_pkg::OP_DS_MSKOR_RTN_B64,
      gcn_opcodes_pkg::OP_DS_WRXCHG_RTN_B64, gcn_opcodes_pkg::OP_DS_CMPST_B64,
      gcn_opcodes_pkg::OP_DS_CMPST_RTN_B64,
      // session 8 (issue 10, vmisc): float atomics
      gcn_opcodes_pkg::OP_DS_ADD_F32, gcn_opcodes_pkg::OP_DS_ADD_RTN_F32,
      gcn_opcodes_pkg::OP_DS_MIN_F32, gcn_opcodes_pkg::OP_DS_MIN_RTN_F32,
      gcn_opcodes_pkg::OP_DS_MAX_F32, gcn_opcodes_pkg::OP_DS_MAX_RTN_F32,
      gcn_opcodes_pkg::OP_DS_CMPST_F32, gcn_opcodes_pkg::OP_DS_CMPST_RTN_F32,
      gcn_opcodes_pkg::OP_DS_MIN_F64, gcn_opcodes_pkg::OP_DS_MIN_RTN_F64,
      gcn_opcodes_pkg::OP_DS_MAX_F64, gcn_opcodes_pkg::OP_DS_MAX_RTN_F64,
      gcn_opcodes_pkg::OP_DS_CMPST_F64, gcn_opcodes_pkg::OP_DS_CMPST_RTN_F64,
      gcn_opcodes_pkg::OP_DS_NOP,
      // wrxchg2, src2 (LDS[A] op= LDS[B]), append/consume (gcn_ds_unit "Src2 and append")
      gcn_opcodes_pkg::OP_DS_WRXCHG2_RTN_B32, gcn_opcodes_pkg::OP_DS_WRXCHG2ST64_RTN_B32,
      gcn_opcodes_pkg::OP_DS_WRXCHG2_RTN_B64, gcn_opcodes_pkg::OP_DS_WRXCHG2ST64_RTN_B64,
      gcn_opcodes_pkg::OP_DS_ADD_SRC2_U32, gcn_opcodes_pkg::OP_DS_SUB_SRC2_U32,
      gcn_opcodes_pkg::OP_DS_RSUB_SRC2_U32, gcn_opcodes_pkg::OP_DS_INC_SRC2_U32,
      gcn_opcodes_pkg::OP_DS_DEC_SRC2_U32, gcn_opcodes_pkg::OP_DS_MIN_SRC2_I32,
      gcn_opcodes_pkg::OP_DS_MAX_SRC2_I32, gcn_opcodes_pkg::OP_DS_MIN_SRC2_U32,
      gcn_opcodes_pkg::OP_DS_MAX_SRC2_U32, gcn_opcodes_pkg::OP_DS_AND_SRC2_B32,
      gcn_opcodes_pkg::OP_DS_OR_SRC2_B32, gcn_opcodes_pkg::OP_DS_XOR_SRC2_B32,
      gcn_opcodes_pkg::OP_DS_WRITE_SRC2_B32, gcn_opcodes_pkg::OP_DS_MIN_SRC2_F32,
      gcn_opcodes_pkg::OP_DS_MAX_SRC2_F32, gcn_opcodes_pkg::OP_DS_ADD_SRC2_F32,
      gcn_opcodes_pkg::OP_DS_ADD_SRC2_U64, gcn_opcodes_pkg::OP_DS_SUB_SRC2_U64,
      gcn_opcodes_pkg::OP_DS_RSUB_SRC2_U64, gcn_opcodes_pkg::OP_DS_INC_SRC2_U64,
      gcn_opcodes_pkg::OP_DS_DEC_SRC2_U64, gcn_opcodes_pkg::OP_DS_MIN_SRC2_I64,
      gcn_opcodes_pkg::OP_DS_MAX_SRC2_I64, gcn_opcodes_pkg::OP_DS_MIN_SRC2_U64,
      gcn_opcodes_pkg::OP_DS_MAX_SRC2_U64, gcn_opcodes_pkg::OP_DS_AND_SRC2_B64,
      gcn_opcodes_pkg::OP_DS_OR_SRC2_B64, gcn_opcodes_pkg::OP_DS_XOR_SRC2_B64,
      gcn_opcodes_pkg::OP_DS_WRITE_SRC2_B64, gcn_opcodes_pkg::OP_DS_MIN_SRC2_F64,
      gcn_opcodes_pkg::OP_DS_MAX_SRC2_F64,
      gcn_opcodes_pkg::OP_DS_APPEND, gcn_opcodes_pkg::OP_DS_CONSUME,
      // lane moves (no LDS access)
      gcn_opcodes_pkg::OP_DS_SWIZZLE_B32, gcn_opcodes_pkg::OP_DS_PERMUTE_B32,
      gcn_opcodes_pkg::OP_DS_BPERMUTE_B32:
        op_class = gcn_pkg::CLS_DS;
      gcn_opcodes_pkg::OP_BUFFER_LOAD_UBYTE, gcn_opcodes_pkg::OP_BUFFER_LOAD_SBYTE,
      gcn_opcodes_pkg::OP_BUFFER_LOAD_USHORT, gcn_opcodes_pkg::OP_BUFFER_LOAD_SSHORT,
      gcn_opcodes_pkg::OP_BUFFER_LOAD_DWORD, gcn_opcodes_pkg::OP_BUFFER_LOAD_DWORDX2,
      gcn_opcodes_pkg::OP_BUFFER_LOAD_DWORDX3, gcn_opcodes_pkg::OP_BUFFER_LOAD_DWORDX4,
      gcn_opcodes_pkg::OP_BUFFER_STORE_BYTE, gcn_opcodes_pkg::OP_BUFFER_STORE_SHORT,
      gcn_opcodes_pkg::OP_BUFFER_STORE_DWORD, gcn_opcodes_pkg::OP_BUFFER_STORE_DWORDX2,
      gcn_opcodes_pkg::OP_BUFFER_STORE_DWORDX3, gcn_opcodes_pkg::OP_BUFFER_STORE_DWORDX4,
      // 32-bit buffer atomics (session 7, issue 10): the FLAT atomics' read-modify-write
      gcn_opcodes_pkg::OP_BUFFER_ATOMIC_SWAP, gcn_opcodes_pkg::OP_BUFFER_ATOMIC_CMPSWAP,
      gcn_opcodes_pkg::OP_BUFFER_ATOMIC_ADD, gcn_opcodes_pkg::OP_BUFFER_ATOMIC_SUB,
      gcn_opcodes_pkg::OP_BUFFER_ATOMIC_SMIN, gcn_opcodes_pkg::OP_BUFFER_ATOMIC_UMIN,
      gcn_opcodes_pkg::OP_BUFFER_ATOMIC_SMAX, gcn_opcodes_pkg::OP_BUFFER_ATOMIC_UMAX,
      gcn_opcodes_pkg::OP_BUFFER_ATOMIC_AND, gcn_opcodes_pkg::OP_BUFFER_ATOMIC_OR,
      gcn_opcodes_pkg::OP_BUFFER_ATOMIC_XOR, gcn_opcodes_pkg::OP_BUFFER_ATOMIC_INC,
      gcn_opcodes_pkg::OP_BUFFER_ATOMIC_DEC,
      // 64-bit buffer atomics (session 10, issue 10)
      gcn_opcodes_pkg::OP_BUFFER_ATOMIC_SWAP_X2, gcn_opcodes_pkg::OP_BUFFER_ATOMIC_CMPSWAP_X2,
      gcn_opcodes_pkg::OP_BUFFER_ATOMIC_ADD_X2, gcn_opcodes_pkg::OP_BUFFER_ATOMIC_SUB_X2,
      gcn_opcodes_pkg::OP_BUFFER_ATOMIC_SMIN_X2, gcn_opcodes_pkg::OP_BUFFER_ATOMIC_UMIN_X2,
      gcn_opcodes_pkg::OP_BUFFER_ATOMIC_SMAX_X2, gcn_opcodes_pkg::OP_BUFFER_ATOMIC_UMAX_X2,
      gcn_opcodes_pkg::OP_BUFFER_ATOMIC_AND_X2, gcn_opcodes_pkg::OP_BUFFER_ATOMIC_OR_X2,
      gcn_opcodes_pkg::OP_BUFFER_ATOMIC_XOR_X2, gcn_opcodes_pkg::OP_BUFFER_ATOMIC_INC_X2,
      gcn_opcodes_pkg::OP_BUFFER_ATOMIC_DEC_X2,
      // buffer and tbuffer format loads/stores, their d16 forms (gcn_buf_format_pkg)
      gcn_opcodes_pkg::OP_BUFFER_LOAD_FORMAT_X, gcn_opcodes_pkg::OP_BUFFER_LOAD_FORMAT_XY,
      gcn_opcodes_pkg::OP_BUFFER_LOAD_FORMAT_XYZ, gcn_opcodes_pkg::OP_BUFFER_LOAD_FORMAT_XYZW,
      gcn_opcodes_pkg::OP_BUFFER_STORE_FORMAT_X, gcn_opcodes_pkg::OP_BUFFER_STORE_FORMAT_XY,
      gcn_opcodes_pkg::OP_BUFFER_STORE_FORMAT_XYZ, gcn_opcodes_pkg::OP_BUFFER_STORE_FORMAT_XYZW,
      gcn_opcodes_pkg::OP_BUFFER_LOAD_FORMAT_D16_X, gcn_opcodes_pkg::OP_BUFFER_LOAD_FORMAT_D16_XY,
      gcn_opcodes_pkg::OP_BUFFER_LOAD_FORMAT_D16_XYZ, gcn_opcodes_pkg::OP_BUFFER_LOAD_FORMAT_D16_XYZW,
      gcn_opcodes_pkg::OP_BUFFER_STORE_FORMAT_D16_X, gcn_opcodes_pkg::OP_BUFFER_STORE_FORMAT_D16_XY,
      gcn_opcodes_pkg::OP_BUFFER_STORE_FORMAT_D16_XYZ, gcn_opcodes_pkg::OP_BUFFER_STORE_FORMAT_D16_XYZW,
      gcn_opcodes_pkg::OP_TBUFFER_LOAD_FORMAT_X, gcn_opcodes_pkg::OP_TBUFFER_LOAD_FORMAT_XY,
      gcn_opcodes_pkg::OP_TBUFFER_LOAD_FORMAT_XYZ, gcn_opcodes_pkg::OP_TBUFFER_LOAD_FORMAT_XYZW,
      gcn_opcodes_pkg::OP_TBUFFER_STORE_FORMAT_X, gcn_opcodes_pkg::OP_TBUFFER_STORE_FORMAT_XY,
      gcn_opcodes_pkg::OP_TBUFFER_STORE_FORMAT_XYZ, gcn_opcodes_pkg::OP_TBUFFER_STORE_FORMAT_XYZW,
      gcn_opcodes_pkg::OP_TBUFFER_LOAD_FORMAT_D16_X, gcn_opcodes_pkg::OP_TBUFFER_LOAD_FORMAT_D16_XY,
      gcn_opcodes_pkg::OP_TBUFFER_LOAD_FORMAT_D16_XYZ, gcn_opcodes_pkg::OP_TBUFFER_LOAD_FORMAT_D16_XYZW,
      gcn_opcodes_pkg::OP_TBUFFER_STORE_FORMAT_D16_X, gcn_opcodes_pkg::OP_TBUFFER_STORE_FORMAT_D16_XY,
      gcn_opcodes_pkg::OP_TBUFFER_STORE_FORMAT_D16_XYZ, gcn_opcodes_pkg::OP_TBUFFER_STORE_FORMAT_D16_XYZW:
        op_class = gcn_pkg::CLS_MUBUF;
      // L1 write-back/invalidate: the CU has no vector cache, so a no-op like s_nop (no counter).
      gcn_opcodes_pkg::OP_BUFFER_WBINVL1, gcn_opcodes_pkg::OP_BUFFER_WBINVL1_VOL,
      gcn_opcodes_pkg::OP_BUFFER_WBINVL1_MUBUF71:
        op_class = gcn_pkg::CLS_SOPP;
      // The 96 integer compares (i16/u16/i32/u32/i64/u64, v_cmp and v_cmpx) by id range.
      // ... the 32 binary32 and 32 binary16 compares v_cmp/v_cmpx_<pred>_f{32,16} by id range,
      // and the 32 binary64 ones.
      default: op_class = (is_icmp(op) ||
                           (op >= gcn_opcodes_pkg::OP_V_CMP_F_F64 && op <= gcn_opcodes_pkg::OP_V_CMPX_TRU_F64) ||
                           (op >= gcn_opcodes_pkg::OP_V_CMP_F_F32 && op <= gcn_opcodes_pkg::OP_V_CMPX_TRU_F32) ||
                           (op >= gcn_opcodes_pkg::OP_V_CMP_F_F16 && op <= gcn_opcodes_pkg::OP_V_CMPX_TRU_F16))
                          ? gcn_pkg::CLS_VALU : gcn_pkg::CLS_UNSUP;
    endcase
  endfunction

  // 64-bit scalar/vector operand shapes: {src0_64, src1_64, src2_64, dst_64}.
  function automatic logic [3:0] op_shape(input logic [9:0] op);
    unique case (op)
      gcn_opcodes_pkg::OP_S_CSELECT_B64, gcn_opcodes_pkg::OP_S_AND_B64, gcn_opcodes_pkg::OP_S_OR_B64,
      gcn_opcodes_pkg::OP_S_XOR_B64, gcn_opcodes_pkg::OP_S_ANDN2_B64, gcn_opcodes_pkg::OP_S_ORN2_B64,
      gcn_opcodes_pkg::OP_S_NAND_B64, gcn_opcodes_pkg::OP_S_NOR_B64, gcn_opcodes_pkg::OP_S_XNOR_B64:
        op_shape = 4'b1101;
      gcn_opcodes_pkg::OP_S_CMP_EQ_U64, gcn_opcodes_pkg::OP_S_CMP_LG_U64:
        op_shape = 4'b1100;
      gcn_opcodes_pkg::OP_S_LSHL_B64, gcn_opcodes_pkg::OP_S_LSHR_B64, gcn_opcodes_pkg::OP_S_ASHR_I64,
      gcn_opcodes_pkg::OP_S_MOV_B64, gcn_opcodes_pkg::OP_S_CMOV_B64, gcn_opcodes_pkg::OP_S_NOT_B64,
      gcn_opcodes_pkg::OP_S_SWAPPC_B64,
      gcn_opcodes_pkg::OP_S_AND_SAVEEXEC_B64, gcn_opcodes_pkg::OP_S_OR_SAVEEXEC_B64,
      gcn_opcodes_pkg::OP_S_XOR_SAVEEXEC_B64, gcn_opcodes_pkg::OP_S_ANDN2_SAVEEXEC_B64,
      gcn_opcodes_pkg::OP_S_ORN2_SAVEEXEC_B64, gcn_opcodes_pkg::OP_S_NAND_SAVEEXEC_B64,
      gcn_opcodes_pkg::OP_S_NOR_SAVEEXEC_B64, gcn_opcodes_pkg::OP_S_XNOR_SAVEEXEC_B64:
        op_shape = 4'b1001;
      gcn_opcodes_pkg::OP_S_BCNT1_I32_B64, gcn_opcodes_pkg::OP_S_FF1_I32_B64,
      gcn_opcodes_pkg::OP_S_SETPC_B64:
        op_shape = 4'b1000;
      gcn_opcodes_pkg::OP_S_GETPC_B64:
        op_shape = 4'b0001;
      // session 7 (issue 10)
      gcn_opcodes_pkg::OP_S_BFE_U64, gcn_opcodes_pkg::OP_S_BFE_I64, gcn_opcodes_pkg::OP_S_WQM_B64,
      gcn_opcodes_pkg::OP_S_QUADMASK_B64, gcn_opcodes_pkg::OP_S_BREV_B64:
        op_shape = 4'b1001;
      gcn_opcodes_pkg::OP_S_BFM_B64:
        op_shape = 4'b0001;
      gcn_opcodes_pkg::OP_S_BCNT0_I32_B64, gcn_opcodes_pkg::OP_S_FF0_I32_B64,
      gcn_opcodes_pkg::OP_S_FLBIT_I32_B64, gcn_opcodes_pkg::OP_S_FLBIT_I32_I64,
      gcn_opcodes_pkg::OP_S_BITCMP0_B64, gcn_opcodes_pkg::OP_S_BITCMP1_B64:
        op_shape = 4'b1000;
      gcn_opcodes_pkg::OP_S_BITSET0_B64, gcn_opcodes_pkg::OP_S_BITSET1_B64:
        op_shape = 4'b0101;  // SDST is read as SRC1 (64 bits)
      gcn_opcodes_pkg::OP_V_LSHLREV_B64, gcn_opcodes_pkg::OP_V_LSHRREV_B64,
      gcn_opcodes_pkg::OP_V_ASHRREV_I64:
        op_shape = 4'b0101;
      gcn_opcodes_pkg::OP_V_MAD_U64_U32, gcn_opcodes_pkg::OP_V_MAD_I64_I32:
        op_shape = 4'b0011;
      // session 8 (issue 10, vmisc): 64-bit SRC0, SRC2 and VDST
      gcn_opcodes_pkg::OP_V_QSAD_PK_U16_U8, gcn_opcodes_pkg::OP_V_MQSAD_PK_U16_U8:
        op_shape = 4'b1011;
      // binary64 (gcn_fp64)
      gcn_opcodes_pkg::OP_V_MIN_F64, gcn_opcodes_pkg::OP_V_MAX_F64,
      gcn_opcodes_pkg::OP_V_ADD_F64, gcn_opcodes_pkg::OP_V_MUL_F64:
        op_shape = 4'b1101;
      gcn_opcodes_pkg::OP_V_FMA_F64, gcn_opcodes_pkg::OP_V_DIV_SCALE_F64,
      gcn_opcodes_pkg::OP_V_DIV_FMAS_F64, gcn_opcodes_pkg::OP_V_DIV_FIXUP_F64:
        op_shape = 4'b1111;
      gcn_opcodes_pkg::OP_V_TRUNC_F64, gcn_opcodes_pkg::OP_V_CEIL_F64, gcn_opcodes_pkg::OP_V_FLOOR_F64,
      gcn_opcodes_pkg::OP_V_RNDNE_F64, gcn_opcodes_pkg::OP_V_FRACT_F64,
      gcn_opcodes_pkg::OP_V_FREXP_MANT_F64, gcn_opcodes_pkg::OP_V_LDEXP_F64,
      gcn_opcodes_pkg::OP_V_RCP_F64, gcn_opcodes_pkg::OP_V_RSQ_F64, gcn_opcodes_pkg::OP_V_SQRT_F64,
      gcn_opcodes_pkg::OP_V_TRIG_PREOP_F64:
        op_shape = 4'b1001;
      gcn_opcodes_pkg::OP_V_FREXP_EXP_I32_F64, gcn_opcodes_pkg::OP_V_CVT_F32_F64,
      gcn_opcodes_pkg::OP_V_CVT_I32_F64, gcn_opcodes_pkg::OP_V_CVT_U32_F64,
      gcn_opcodes_pkg::OP_V_CMP_CLASS_F64, gcn_opcodes_pkg::OP_V_CMPX_CLASS_F64:
        op_shape = 4'b1000;
      gcn_opcodes_pkg::OP_V_CVT_F64_I32, gcn_opcodes_pkg::OP_V_CVT_F64_U32,
      gcn_opcodes_pkg::OP_V_CVT_F64_F32:
        op_shape = 4'b0001;
      // 64-bit compares read two 64-bit sources.
      default: op_shape = (icmp_bit(op, 2'd3) || is_dcmp(op)) ? 4'b1100 : 4'b0000;
    endcase
  endfunction

  // VOP3B operations: bits [14:8] are SDST, not ABS/CLAMP.
  function automatic logic is_vop3b(input logic [9:0] op);
    unique case (op)
      gcn_opcodes_pkg::OP_V_ADD_U32, gcn_opcodes_pkg::OP_V_SUB_U32, gcn_opcodes_pkg::OP_V_SUBREV_U32,
      gcn_opcodes_pkg::OP_V_ADDC_U32, gcn_opcodes_pkg::OP_V_SUBB_U32, gcn_opcodes_pkg::OP_V_SUBBREV_U32,
      gcn_opcodes_pkg::OP_V_MAD_U64_U32, gcn_opcodes_pkg::OP_V_MAD_I64_I32,
      gcn_opcodes_pkg::OP_V_DIV_SCALE_F32, gcn_opcodes_pkg::OP_V_DIV_SCALE_F64:
        is_vop3b = 1'b1;
      default: is_vop3b = 1'b0;
    endcase
  endfunction

  // Carry-producing / carry-consuming VALU operations.
  function automatic logic [1:0] carry_shape(input logic [9:0] op);  // {carry_out, carry_in}
    unique case (op)
      gcn_opcodes_pkg::OP_V_ADD_U32, gcn_opcodes_pkg::OP_V_SUB_U32, gcn_opcodes_pkg::OP_V_SUBREV_U32,
      gcn_opcodes_pkg::OP_V_MAD_U64_U32, gcn_opcodes_pkg::OP_V_MAD_I64_I32,
      gcn_opcodes_pkg::OP_V_DIV_SCALE_F32, gcn_opcodes_pkg::OP_V_DIV_SCALE_F64:
        carry_shape = 2'b10;
      gcn_opcodes_pkg::OP_V_ADDC_U32, gcn_opcodes_pkg::OP_V_SUBB_U32, gcn_opcodes_pkg::OP_V_SUBBREV_U32:
        carry_shape = 2'b11;
      gcn_opcodes_pkg::OP_V_CNDMASK_B32:
        carry_shape = 2'b01;
      default: carry_shape = 2'b00;
    endcase
  endfunction

  function automatic logic is_cmpx(input logic [9:0] op);
    is_cmpx = icmp_bit(op, 2'd1) || is_fcmpx(op);
  endfunction

  // Number of sources of a VALU operation (VOP3 forms leave the other fields unused).
  function automatic logic [1:0] valu_nsrc(input logic [9:0] op);
    unique case (op)
      gcn_opcodes_pkg::OP_V_MOV_B32, gcn_opcodes_pkg::OP_V_NOT_B32, gcn_opcodes_pkg::OP_V_BFREV_B32,
      gcn_opcodes_pkg::OP_V_READFIRSTLANE_B32, gcn_opcodes_pkg::OP_V_FFBH_U32,
      gcn_opcodes_pkg::OP_V_FFBL_B32, gcn_opcodes_pkg::OP_V_FFBH_I32,
      gcn_opcodes_pkg::OP_V_CVT_F32_U32, gcn_opcodes_pkg::OP_V_CVT_F32_I32,
      gcn_opcodes_pkg::OP_V_CVT_U32_F32, gcn_opcodes_pkg::OP_V_CVT_I32_F32,
      gcn_opcodes_pkg::OP_V_RCP_F32, gcn_opcodes_pkg::OP_V_RCP_IFLAG_F32,
      gcn_opcodes_pkg::OP_V_TRUNC_F32, gcn_opcodes_pkg::OP_V_CEIL_F32,
      gcn_opcodes_pkg::OP_V_FLOOR_F32, gcn_opcodes_pkg::OP_V_RNDNE_F32,
      gcn_opcodes_pkg::OP_V_FRACT_F32, gcn_opcodes_pkg::OP_V_SQRT_F32,
      gcn_opcodes_pkg::OP_V_FREXP_MANT_F32, gcn_opcodes_pkg::OP_V_FREXP_EXP_I32_F32,
      gcn_opcodes_pkg::OP_V_CVT_F16_F32, gcn_opcodes_pkg::OP_V_CVT_F32_F16,
      gcn_opcodes_pkg::OP_V_CVT_RPI_I32_F32, gcn_opcodes_pkg::OP_V_CVT_FLR_I32_F32,
      gcn_opcodes_pkg::OP_V_CVT_F32_UBYTE0, gcn_opcodes_pkg::OP_V_CVT_F32_UBYTE1,
      gcn_opcodes_pkg::OP_V_CVT_F32_UBYTE2, gcn_opcodes_pkg::OP_V_CVT_F32_UBYTE3,
      gcn_opcodes_pkg::OP_V_CVT_OFF_F32_I4,
      // binary16 (gcn_fp16)
      gcn_opcodes_pkg::OP_V_TRUNC_F16, gcn_opcodes_pkg::OP_V_CEIL_F16, gcn_opcodes_pkg::OP_V_FLOOR_F16,
      gcn_opcodes_pkg::OP_V_RNDNE_F16, gcn_opcodes_pkg::OP_V_CVT_F16_U16,
      gcn_opcodes_pkg::OP_V_CVT_F16_I16, gcn_opcodes_pkg::OP_V_CVT_U16_F16,
      gcn_opcodes_pkg::OP_V_CVT_I16_F16,
      // binary16 (gcn_fp16_trans)
      gcn_opcodes_pkg::OP_V_RCP_F16, gcn_opcodes_pkg::OP_V_SQRT_F16, gcn_opcodes_pkg::OP_V_RSQ_F16,
      gcn_opcodes_pkg::OP_V_LOG_F16, gcn_opcodes_pkg::OP_V_EXP_F16, gcn_opcodes_pkg::OP_V_SIN_F16,
      gcn_opcodes_pkg::OP_V_COS_F16, gcn_opcodes_pkg::OP_V_FREXP_MANT_F16,
      gcn_opcodes_pkg::OP_V_FRACT_F16, gcn_opcodes_pkg::OP_V_FREXP_EXP_I16_F16,
      // binary64 (gcn_fp64)
      gcn_opcodes_pkg::OP_V_TRUNC_F64, gcn_opcodes_pkg::OP_V_CEIL_F64, gcn_opcodes_pkg::OP_V_FLOOR_F64,
      gcn_opcodes_pkg::OP_V_RNDNE_F64, gcn_opcodes_pkg::OP_V_FRACT_F64,
      gcn_opcodes_pkg::OP_V_FREXP_MANT_F64, gcn_opcodes_pkg::OP_V_FREXP_EXP_I32_F64,
      gcn_opcodes_pkg::OP_V_CVT_F64_I32, gcn_opcodes_pkg::OP_V_CVT_F64_U32,
      gcn_opcodes_pkg::OP_V_CVT_F64_F32, gcn_opcodes_pkg::OP_V_CVT_F32_F64,
      gcn_opcodes_pkg::OP_V_CVT_I32_F64, gcn_opcodes_pkg::OP_V_CVT_U32_F64,
      gcn_opcodes_pkg::OP_V_RCP_F64, gcn_opcodes_pkg::OP_V_RSQ_F64, gcn_opcodes_pkg::OP_V_SQRT_F64:
        valu_nsrc = 2'd1;
      // binary32 transcendentals (gcn_fp32_trans)
      gcn_opcodes_pkg::OP_V_RSQ_F32, gcn_opcodes_pkg::OP_V_EXP_F32,
      gcn_opcodes_pkg::OP_V_LOG_F32, gcn_opcodes_pkg::OP_V_EXP_LEGACY_F32,
      gcn_opcodes_pkg::OP_V_LOG_LEGACY_F32, gcn_opcodes_pkg::OP_V_SIN_F32,
      gcn_opcodes_pkg::OP_V_COS_F32:
        valu_nsrc = 2'd1;
      gcn_opcodes_pkg::OP_V_MAD_U64_U32, gcn_opcodes_pkg::OP_V_MAD_I64_I32,
      gcn_opcodes_pkg::OP_V_MAD_U32_U24, gcn_opcodes_pkg::OP_V_MAD_I32_I24,
      gcn_opcodes_pkg::OP_V_BFE_U32, gcn_opcodes_pkg::OP_V_BFE_I32, gcn_opcodes_pkg::OP_V_BFI_B32,
      gcn_opcodes_pkg::OP_V_ALIGNBIT_B32, gcn_opcodes_pkg::OP_V_MAD_U16,
      gcn_opcodes_pkg::OP_V_MAD_I16, gcn_opcodes_pkg::OP_V_PERM_B32,
      gcn_opcodes_pkg::OP_V_MAD_F32, gcn_opcodes_pkg::OP_V_MAC_F32, gcn_opcodes_pkg::OP_V_FMA_F32,
      gcn_opcodes_pkg::OP_V_MADMK_F32, gcn_opcodes_pkg::OP_V_MADAK_F32,
      gcn_opcodes_pkg::OP_V_MIN3_F32, gcn_opcodes_pkg::OP_V_MAX3_F32, gcn_opcodes_pkg::OP_V_MED3_F32,
      gcn_opcodes_pkg::OP_V_DIV_SCALE_F32, gcn_opcodes_pkg::OP_V_DIV_FMAS_F32,
      gcn_opcodes_pkg::OP_V_DIV_FIXUP_F32, gcn_opcodes_pkg::OP_V_MAD_LEGACY_F32,
      // session 8 (issue 10, vmisc): the integer VOP3A remainder
      gcn_opcodes_pkg::OP_V_MIN3_I32, gcn_opcodes_pkg::OP_V_MIN3_U32,
      gcn_opcodes_pkg::OP_V_MAX3_I32, gcn_opcodes_pkg::OP_V_MAX3_U32,
      gcn_opcodes_pkg::OP_V_MED3_I32, gcn_opcodes_pkg::OP_V_MED3_U32,
      gcn_opcodes_pkg::OP_V_ALIGNBYTE_B32, gcn_opcodes_pkg::OP_V_LERP_U8,
      gcn_opcodes_pkg::OP_V_SAD_U8, gcn_opcodes_pkg::OP_V_SAD_HI_U8, gcn_opcodes_pkg::OP_V_SAD_U16,
      gcn_opcodes_pkg::OP_V_SAD_U32, gcn_opcodes_pkg::OP_V_MSAD_U8,
      gcn_opcodes_pkg::OP_V_QSAD_PK_U16_U8, gcn_opcodes_pkg::OP_V_MQSAD_PK_U16_U8,
      // binary16 (gcn_fp16)
      gcn_opcodes_pkg::OP_V_MAC_F16, gcn_opcodes_pkg::OP_V_MADMK_F16, gcn_opcodes_pkg::OP_V_MADAK_F16,
      gcn_opcodes_pkg::OP_V_MAD_F16, gcn_opcodes_pkg::OP_V_FMA_F16, gcn_opcodes_pkg::OP_V_DIV_FIXUP_F16,
      // binary64 (gcn_fp64_arith)
      gcn_opcodes_pkg::OP_V_FMA_F64, gcn_opcodes_pkg::OP_V_DIV_SCALE_F64,
      gcn_opcodes_pkg::OP_V_DIV_FMAS_F64, gcn_opcodes_pkg::OP_V_DIV_FIXUP_F64:
        valu_nsrc = 2'd3;
      default: valu_nsrc = 2'd2;
    endcase
  endfunction

  // Operations whose VOP3 clamp bit is executed (unsigned add/sub saturation, as golden).
  function automatic logic clamp_ok(input logic [9:0] op);
    unique case (op)
      gcn_opcodes_pkg::OP_V_ADD_U32, gcn_opcodes_pkg::OP_V_SUB_U32,
      gcn_opcodes_pkg::OP_V_SUBREV_U32, gcn_opcodes_pkg::OP_V_ADDC_U32,
      gcn_opcodes_pkg::OP_V_SUBB_U32, gcn_opcodes_pkg::OP_V_SUBBREV_U32,
      gcn_opcodes_pkg::OP_V_ADD_U16, gcn_opcodes_pkg::OP_V_SUB_U16,
      gcn_opcodes_pkg::OP_V_SUBREV_U16:
        clamp_ok = 1'b1;
      default: clamp_ok = 1'b0;
    endcase
  endfunction

  gcn_pkg::dec_t d;
  logic [3:0] shape;
  logic [1:0] carry;
  logic       mods_bad;
  logic [1:0] fmods;       // f32_mods of a VOP3 or DPP instruction
  logic       no_vdst;     // VALU op without a vector result (compare, readfirstlane, v_nop)
  logic       is_cmp;
  logic       buf_atomic;  // buffer_atomic_* (32- and 64-bit)
  logic       amo_x2;      // an atomic's _x2 (64-bit) form
  logic [9:0] amo_op;      // the 32-bit FLAT atomic of the same operation
  logic [3:0] fmt_op;      // a format op's place in its family (see below)

  always_comb begin
    d = '0;
    d.op = gcn_opcodes_pkg::OP_INVALID;
    d.enc = gcn_opcodes_pkg::ENC_SOPP;
    d.size = 4'd4;
    d.src0 = gcn_pkg::OPND_NONE;
    d.src1 = gcn_pkg::OPND_NONE;
    d.src2 = gcn_pkg::OPND_NONE;
    d.literal = w1;
    mods_bad = 1'b0;
    fmods = '0;

    // Encoding and opcode.
    if (w0[31:30] == 2'b10) begin
      if (w0[31:23] == 9'h17d) begin
        d.enc = gcn_opcodes_pkg::ENC_SOP1;
        d.op = gcn_opcodes_pkg::decode_sop1(w0[15:8]);
        d.sdst = w0[22:16];
        d.src0 = {1'b0, w0[7:0]};
        d.sdst_we = 1'b1;
      end else if (w0[31:23] == 9'h17e) begin
        d.enc = gcn_opcodes_pkg::ENC_SOPC;
        d.op = gcn_opcodes_pkg::decode_sopc(w0[22:16]);
        d.src0 = {1'b0, w0[7:0]};
        d.src1 = {1'b0, w0[15:8]};
      end else if (w0[31:23] == 9'h17f) begin
        d.enc = gcn_opcodes_pkg::ENC_SOPP;
        d.op = gcn_opcodes_pkg::decode_sopp(w0[22:16]);
        d.simm16 = w0[15:0];
      end else if (w0[31:28] == 4'b1011) begin
        d.enc = gcn_opcodes_pkg::ENC_SOPK;
        d.op = gcn_opcodes_pkg::decode_sopk(w0[27:23]);
        d.sdst = w0[22:16];
        d.simm16 = w0[15:0];
        d.src0 = {2'b00, w0[22:16]};  // s_addk/s_cmovk/s_cmpk read their SDST
        d.sdst_we = 1'b1;
      end else begin
        d.enc = gcn_opcodes_pkg::ENC_SOP2;
        d.op = gcn_opcodes_pkg::decode_sop2(w0[29:23]);
        d.sdst = w0[22:16];
        d.src0 = {1'b0, w0[7:0]};
        d.src1 = {1'b0, w0[15:8]};
        d.sdst_we = 1'b1;
      end
    end else if (w0[31] == 1'b0) begin
      if (w0[31:25] == 7'h3f) begin
        d.enc = gcn_opcodes_pkg::ENC_VOP1;
        d.op = gcn_opcodes_pkg::decode_vop1(w0[16:9]);
        d.src0 = w0[8:0];
        d.vdst = w0[24:17];
        d.sdst = w0[23:17];
      end else if (w0[31:25] == 7'h3e) begin
        d.enc = gcn_opcodes_pkg::ENC_VOPC;
        d.op = gcn_opcodes_pkg::decode_vopc(w0[24:17]);
        d.src0 = w0[8:0];
        d.src1 = {1'b1, w0[16:9]};
      end else begin
        d.enc = gcn_opcodes_pkg::ENC_VOP2;
        d.op = gcn_opcodes_pkg::decode_vop2(w0[30:25]);
        d.src0 = w0[8:0];
        d.src1 = {1'b1, w0[16:9]};
        d.vdst = w0[24:17];
        // v_madmk: S0 * K + VSRC1; v_madak: S0 * VSRC1 + K; v_mac: S0 * S1 + VDST.
        if (d.op == gcn_opcodes_pkg::OP_V_MADMK_F32 || d.op == gcn_opcodes_pkg::OP_V_MADMK_F16) begin
          d.src1 = gcn_pkg::OPND_LITERAL;
          d.src2 = {1'b1, w0[16:9]};
        end
        if (d.op == gcn_opcodes_pkg::OP_V_MADAK_F32 || d.op == gcn_opcodes_pkg::OP_V_MADAK_F16) begin
          d.src2 = gcn_pkg::OPND_LITERAL;
        end
        if (d.op == gcn_opcodes_pkg::OP_V_MAC_F32 || d.op == gcn_opcodes_pkg::OP_V_MAC_F16) begin
          d.src2 = {1'b1, w0[24:17]};
        end
      end
    end else begin
      unique case (w0[31:26])
        6'h30: begin
          d.enc = gcn_opcodes_pkg::ENC_SMEM;
          d.op = gcn_opcodes_pkg::decode_smem(w0[25:18]);
          d.size = 4'd8;
          d.sbase = {w0[5:0], 1'b0};
          d.sdst = w0[12:6];
          d.smem_imm = w0[17];
          d.smem_offset = w1[19:0];
        end
        6'h34: begin
          d.size = 4'd8;
          d.op = gcn_opcodes_pkg::decode_vop3(w0[25:16]);
          d.enc = is_vop3b(d.op) ? gcn_opcodes_pkg::ENC_VOP3B : gcn_opcodes_pkg::ENC_VOP3A;
          d.src0 = w1[8:0];
          d.src1 = w1[17:9];
          d.src2 = (d.op == gcn_opcodes_pkg::OP_V_MAC_F32 || d.op == gcn_opcodes_pkg::OP_V_MAC_F16)
                   ? {1'b1, w0[7:0]} : w1[26:18];
          d.vdst = w0[7:0];
          d.sdst = is_vop3b(d.op) ? w0[14:8] : w0[6:0];
          d.clamp = w0[15];
          d.fneg = w1[31:29];
          d.omod = w1[28:27];
          d.fabs = is_vop3b(d.op) ? 3'd0 : w0[10:8];
          // abs/neg only on binary32 operations (v_cndmask: sign bits), OMOD and the float
          // CLAMP only on binary32 results, the integer CLAMP on the unsigned add/sub family.
          fmods = f32_mods(d.op);
          mods_bad = (!fmods[1] && ((w1[31:29] != 3'd0) ||
                                    (!is_vop3b(d.op) && (w0[10:8] != 3'd0)))) ||
                     (!fmods[0] && (w1[28:27] != 2'd0)) ||
                     (w0[15] && !clamp_ok(d.op) && !fmods[0]);
        end
        6'h37: begin
          d.enc = gcn_opcodes_pkg::ENC_FLAT;
          d.op = gcn_opcodes_pkg::decode_flat(w0[24:18]);
          d.size = 4'd8;
          d.vaddr = w1[7:0];
          d.vdata = w1[15:8];
          d.vdst = w1[31:24];
          d.vdst_we = w0[16];  // atomics: GLC returns the pre-op value (loads set vdst_we below)
          mods_bad = w1[23];  // TFE
        end
        6'h36: begin
          d.enc = gcn_opcodes_pkg::ENC_DS;
          d.op = gcn_opcodes_pkg::decode_ds(w0[24:17]);
          d.size = 4'd8;
          d.ds_off0 = w0[7:0];
          d.ds_off1 = w0[15:8];
          d.vaddr = w1[7:0];
          d.vdata = w1[15:8];
          d.vdata1 = w1[23:16];
          d.vdst = w1[31:24];
          mods_bad = w0[16];  // GDS
        end
        6'h38: begin
          d.enc = gcn_opcodes_pkg::ENC_MUBUF;
          d.op = gcn_opcodes_pkg::decode_mubuf(w0[24:18]);
          d.size = 4'd8;
          d.mem_offset = w0[11:0];
          d.mem_offen = w0[12];
          d.mem_idxen = w0[13];
          d.vaddr = w1[7:0];
          d.vdata = w1[15:8];
          d.vdst = w1[15:8];
          // Scalar operands: the V# (SRSRC*4, four SGPRs) as src0/src1 pairs, SOFFSET as src2.
          d.src0 = {2'b00, w1[20:16], 2'b00};
          d.src1 = {2'b00, w1[20:16], 2'b10};
          d.src2 = {1'b0, w1[31:24]};
          mods_bad = w0[16] || w1[23];  // LDS, TFE
        end
        6'h3a: begin
          d.enc = gcn_opcodes_pkg::ENC_MTBUF;
          d.op = gcn_opcodes_pkg::decode_mtbuf(w0[18:15]);
          d.size = 4'd8;
          // MUBUF's fields, and DFMT/NFMT where MUBUF has LDS and its opcode.
          d.mem_offset = w0[11:0];
          d.mem_offen = w0[12];
          d.mem_idxen = w0[13];
          d.mem_dfmt = w0[22:19];
          d.mem_nfmt = w0[25:23];
          d.vaddr = w1[7:0];
          d.vdata = w1[15:8];
          d.vdst = w1[15:8];
          d.src0 = {2'b00, w1[20:16], 2'b00};
          d.src1 = {2'b00, w1[20:16], 2'b10};
          d.src2 = {1'b0, w1[31:24]};
          mods_bad = w1[23];  // TFE
        end
        6'h3c: begin
          d.enc = gcn_opcodes_pkg::ENC_MIMG;
          d.op = gcn_opcodes_pkg::decode_mimg(w0[24:18]);
          d.size = 4'd8;
        end
        6'h31: begin
          d.enc = gcn_opcodes_pkg::ENC_EXP;
          d.op = gcn_opcodes_pkg::decode_exp(1'b0);
          d.size = 4'd8;
        end
        6'h35: begin
          d.enc = gcn_opcodes_pkg::ENC_VINTRP;
          d.op = gcn_opcodes_pkg::decode_vintrp(w0[17:16]);
        end
        default: d.op = gcn_opcodes_pkg::OP_INVALID;
      endcase
    end

    // Hardware registers: SIMM16[5:0] is the register; only MODE (1) is implemented (gcn_salu).
    // s_setreg_b32 reads its SDST field, s_setreg_imm32_b32 the literal after it.
    if (d.op == gcn_opcodes_pkg::OP_S_GETREG_B32 || d.op == gcn_opcodes_pkg::OP_S_SETREG_B32 ||
        d.op == gcn_opcodes_pkg::OP_S_SETREG_IMM32_B32) begin
      if (d.simm16[5:0] != 6'd1) mods_bad = 1'b1;
      d.sdst_we = d.op == gcn_opcodes_pkg::OP_S_GETREG_B32;
      if (d.op == gcn_opcodes_pkg::OP_S_GETREG_B32) d.src0 = gcn_pkg::OPND_NONE;
      if (d.op == gcn_opcodes_pkg::OP_S_SETREG_IMM32_B32) d.src0 = gcn_pkg::OPND_LITERAL;
    end
    // Literal constant (not in VOP3 on GFX8).
    if (d.enc != gcn_opcodes_pkg::ENC_VOP3A && d.enc != gcn_opcodes_pkg::ENC_VOP3B &&
        (d.src0 == gcn_pkg::OPND_LITERAL || d.src1 == gcn_pkg::OPND_LITERAL ||
         d.src2 == gcn_pkg::OPND_LITERAL)) begin
      d.size = 4'd8;
    end
    // SDWA (VOP1/VOP2; GFX8 layout, VGPR SRC0): integer selects and placement. Its clamp,
    // neg/abs and the VOPC form are not implemented.
    if ((d.enc == gcn_opcodes_pkg::ENC_VOP1 || d.enc == gcn_opcodes_pkg::ENC_VOP2 ||
         d.enc == gcn_opcodes_pkg::ENC_VOPC) && d.src0 == gcn_pkg::OPND_SDWA) begin
      d.sdwa = 1'b1;
      d.size = 4'd8;
      d.src0 = {1'b1, w1[7:0]};
      d.sdwa_dsel = w1[10:8];
      d.sdwa_dunused = w1[12:11];
      d.sdwa_sel0 = w1[18:16];
      d.sdwa_sext0 = w1[19];
      d.sdwa_sel1 = w1[26:24];
      d.sdwa_sext1 = w1[27];
      mods_bad = d.enc == gcn_opcodes_pkg::ENC_VOPC || w1[13] || (w1[15:14] != 2'd0) ||
                 (w1[23:20] != 4'd0) || (w1[31:28] != 4'd0) || d.sdwa_dsel == 3'd7 ||
                 d.sdwa_sel0 == 3'd7 || d.sdwa_sel1 == 3'd7 || d.sdwa_dunused == 2'd3;
    end
    // DPP (VOP1/VOP2/VOPC; GFX8 layout, VGPR SRC0): the row-local lane moves (gcn_dpp_pkg),
    // with the float abs/neg of SRC0/SRC1 where VOP3 would take them.
    if ((d.enc == gcn_opcodes_pkg::ENC_VOP1 || d.enc == gcn_opcodes_pkg::ENC_VOP2 ||
         d.enc == gcn_opcodes_pkg::ENC_VOPC) && d.src0 == gcn_pkg::OPND_DPP) begin
      d.dpp = 1'b1;
      d.size = 4'd8;
      d.src0 = {1'b1, w1[7:0]};
      d.dpp_ctrl = w1[16:8];
      d.dpp_bound = w1[19];
      d.fneg = {1'b0, w1[22], w1[20]};
      d.fabs = {1'b0, w1[23], w1[21]};
      d.dpp_bank_mask = w1[27:24];
      d.dpp_row_mask = w1[31:28];
      fmods = f32_mods(d.op);
      mods_bad = !gcn_dpp_pkg::row_local(d.dpp_ctrl) || (w1[18:17] != 2'd0) ||
                 (!fmods[1] && (w1[23:20] != 4'd0));
    end
    // LDS_DIRECT sources are not implemented.
    if (d.src0 == gcn_pkg::OPND_DPP || d.src0 == 9'd254) begin
      mods_bad = 1'b1;
    end

    // Shapes.
    shape = op_shape(d.op);
    d.src0_64 = shape[3];
    d.src1_64 = shape[2];
    d.src2_64 = shape[1];
    d.dst_64 = shape[0];
    carry = carry_shape(d.op);
    d.cmpx = is_cmpx(d.op);
    // s_sethalt 1 / s_setkill 1 halt or kill the wave: not modelled (golden stops there too).
    if ((d.op == gcn_opcodes_pkg::OP_S_SETHALT || d.op == gcn_opcodes_pkg::OP_S_SETKILL) &&
        d.simm16[0]) begin
      mods_bad = 1'b1;
    end
    d.cls = mods_bad ? gcn_pkg::CLS_UNSUP : op_class(d.op);

    is_cmp = (d.enc == gcn_opcodes_pkg::ENC_VOPC) ||
             (d.cls == gcn_pkg::CLS_VALU && (is_icmp(d.op) || is_fcmp(d.op)));
    no_vdst = is_cmp || d.op == gcn_opcodes_pkg::OP_V_READFIRSTLANE_B32 ||
              d.op == gcn_opcodes_pkg::OP_V_READLANE_B32 || d.op == gcn_opcodes_pkg::OP_V_NOP;
    // Per-source operand width from the opcode table (16-bit sources read float constants as
    // binary16).
    d.ty16 = gcn_opcodes_pkg::op_src16(d.op);
    d.lane_sel = d.op == gcn_opcodes_pkg::OP_V_READLANE_B32 ||
                 d.op == gcn_opcodes_pkg::OP_V_WRITELANE_B32;
    // A literal feeding a 64-bit operand: sign-extended for signed (I64) operands only,
    // zero-extended for unsigned and untyped (B64) ones (golden Ctx::scalar64).
    d.lit_sext = d.op == gcn_opcodes_pkg::OP_S_ASHR_I64 || d.op == gcn_opcodes_pkg::OP_S_BFE_I64 ||
                 d.op == gcn_opcodes_pkg::OP_S_FLBIT_I32_I64 || (is_icmp(d.op) && !icmp_bit(d.op, 2'd0));
    // ... and is the high dword of a binary64 (F64) operand.
    d.tyf64 = gcn_opcodes_pkg::op_srcf64(d.op);

    if (d.cls == gcn_pkg::CLS_VALU) begin
      d.vdst_we = !no_vdst;
      d.sdst_we = d.op == gcn_opcodes_pkg::OP_V_READFIRSTLANE_B32 ||
                  d.op == gcn_opcodes_pkg::OP_V_READLANE_B32;
      d.mask_out = is_cmp || carry[1];
      d.vcc_out = d.enc == gcn_opcodes_pkg::ENC_VOP2 || d.enc == gcn_opcodes_pkg::ENC_VOPC;
      d.mask_in_vcc = (carry[0] && d.enc == gcn_opcodes_pkg::ENC_VOP2) ||
                      d.op == gcn_opcodes_pkg::OP_V_DIV_FMAS_F32 ||
                      d.op == gcn_opcodes_pkg::OP_V_DIV_FMAS_F64;  // read VCC in VOP3
      if (carry[0] && d.enc == gcn_opcodes_pkg::ENC_VOP3A) begin
        d.src2_64 = 1'b1;  // v_cndmask_b32_e64: SGPR-pair select
      end
      if (carry[0] && d.enc == gcn_opcodes_pkg::ENC_VOP3B) begin
        d.src2_64 = 1'b1;  // v_addc_u32_e64 etc.: SGPR-pair carry-in
      end
      // VOP1/VOP2 sources unused by the operation read nothing.
      if (d.enc == gcn_opcodes_pkg::ENC_VOP1 || d.op == gcn_opcodes_pkg::OP_V_NOP) begin
        d.src1 = gcn_pkg::OPND_NONE;
        d.src2 = gcn_pkg::OPND_NONE;
      end
      if (d.op == gcn_opcodes_pkg::OP_V_NOP) begin
        d.src0 = gcn_pkg::OPND_NONE;
      end
      // VOP3 forms of one- and two-source operations leave the other fields unused.
      if ((d.enc == gcn_opcodes_pkg::ENC_VOP3A || d.enc == gcn_opcodes_pkg::ENC_VOP3B) &&
          !carry[0] && valu_nsrc(d.op) != 2'd3) begin
        d.src2 = gcn_pkg::OPND_NONE;
      end
      if (d.enc == gcn_opcodes_pkg::ENC_VOP3A && valu_nsrc(d.op) == 2'd1) begin
        d.src1 = gcn_pkg::OPND_NONE;
      end
      // SDWA with dst_unused = PRESERVE reads the old VDST through the (free) SRC2 slot.
      if (d.sdwa && d.sdwa_dunused == 2'd2) begin
        d.src2 = {1'b1, d.vdst};
      end
    end

    if (d.cls == gcn_pkg::CLS_SALU) begin
      // Operations without a scalar destination, or that use SDST as a source.
      if (d.enc == gcn_opcodes_pkg::ENC_SOPC || d.op == gcn_opcodes_pkg::OP_S_SETPC_B64 ||
          (d.op >= gcn_opcodes_pkg::OP_S_CMPK_EQ_I32 && d.op <= gcn_opcodes_pkg::OP_S_CMPK_LE_U32)) begin
        d.sdst_we = 1'b0;
      end
      if (d.enc == gcn_opcodes_pkg::ENC_SOPK && (d.op == gcn_opcodes_pkg::OP_S_MOVK_I32)) begin
        d.src0 = gcn_pkg::OPND_NONE;
      end
      if (d.op == gcn_opcodes_pkg::OP_S_GETPC_B64) begin
        d.src0 = gcn_pkg::OPND_NONE;
      end
      // Bitset reads and writes its destination; the bit number is SSRC0.
      if (d.op == gcn_opcodes_pkg::OP_S_BITSET0_B32 || d.op == gcn_opcodes_pkg::OP_S_BITSET1_B32 ||
          d.op == gcn_opcodes_pkg::OP_S_BITSET0_B64 || d.op == gcn_opcodes_pkg::OP_S_BITSET1_B64) begin
        d.src1 = {2'b00, w0[22:16]};
      end
    end

    // Memory shapes.
    unique case (d.op)
      gcn_opcodes_pkg::OP_S_LOAD_DWORD: d.smem_dwords = 5'd1;
      gcn_opcodes_pkg::OP_S_LOAD_DWORDX2: d.smem_dwords = 5'd2;
      gcn_opcodes_pkg::OP_S_LOAD_DWORDX4: d.smem_dwords = 5'd4;
      gcn_opcodes_pkg::OP_S_LOAD_DWORDX8: d.smem_dwords = 5'd8;
      gcn_opcodes_pkg::OP_S_LOAD_DWORDX16: d.smem_dwords = 5'd16;
      gcn_opcodes_pkg::OP_S_BUFFER_LOAD_DWORD: d.smem_dwords = 5'd1;
      gcn_opcodes_pkg::OP_S_BUFFER_LOAD_DWORDX2: d.smem_dwords = 5'd2;
      gcn_opcodes_pkg::OP_S_BUFFER_LOAD_DWORDX4: d.smem_dwords = 5'd4;
      gcn_opcodes_pkg::OP_S_BUFFER_LOAD_DWORDX8: d.smem_dwords = 5'd8;
      gcn_opcodes_pkg::OP_S_BUFFER_LOAD_DWORDX16: d.smem_dwords = 5'd16;
      default: d.smem_dwords = 5'd0;
    endcase
    d.mem_size = 3'd4;
    d.mem_dwords = 3'd1;
    unique case (d.op)
      gcn_opcodes_pkg::OP_FLAT_LOAD_UBYTE: d.mem_size = 3'd1;
      gcn_opcodes_pkg::OP_FLAT_LOAD_SBYTE: begin d.mem_size = 3'd1; d.mem_sext = 1'b1; end
      gcn_opcodes_pkg::OP_FLAT_LOAD_USHORT: d.mem_size = 3'd2;
      gcn_opcodes_pkg::OP_FLAT_LOAD_SSHORT: begin d.mem_size = 3'd2; d.mem_sext = 1'b1; end
      gcn_opcodes_pkg::OP_FLAT_LOAD_DWORDX2: d.mem_dwords = 3'd2;
      gcn_opcodes_pkg::OP_FLAT_LOAD_DWORDX3: d.mem_dwords = 3'd3;
      gcn_opcodes_pkg::OP_FLAT_LOAD_DWORDX4: d.mem_dwords = 3'd4;
      gcn_opcodes_pkg::OP_FLAT_STORE_BYTE: begin d.mem_size = 3'd1; d.mem_store = 1'b1; end
      gcn_opcodes_pkg::OP_FLAT_STORE_SHORT: begin d.mem_size = 3'd2; d.mem_store = 1'b1; end
      gcn_opcodes_pkg::OP_FLAT_STORE_DWORD: d.mem_store = 1'b1;
      gcn_opcodes_pkg::OP_FLAT_STORE_DWORDX2: begin d.mem_dwords = 3'd2; d.mem_store = 1'b1; end
      gcn_opcodes_pkg::OP_FLAT_STORE_DWORDX3: begin d.mem_dwords = 3'd3; d.mem_store = 1'b1; end
      gcn_opcodes_pkg::OP_FLAT_STORE_DWORDX4: begin d.mem_dwords = 3'd4; d.mem_store = 1'b1; end
      gcn_opcodes_pkg::OP_BUFFER_LOAD_UBYTE: d.mem_size = 3'd1;
      gcn_opcodes_pkg::OP_BUFFER_LOAD_SBYTE: begin d.mem_size = 3'd1; d.mem_sext = 1'b1; end
      gcn_opcodes_pkg::OP_BUFFER_LOAD_USHORT: d.mem_size = 3'd2;
      gcn_opcodes_pkg::OP_BUFFER_LOAD_SSHORT: begin d.mem_size = 3'd2; d.mem_sext = 1'b1; end
      gcn_opcodes_pkg::OP_BUFFER_LOAD_DWORDX2: d.mem_dwords = 3'd2;
      gcn_opcodes_pkg::OP_BUFFER_LOAD_DWORDX3: d.mem_dwords = 3'd3;
      gcn_opcodes_pkg::OP_BUFFER_LOAD_DWORDX4: d.mem_dwords = 3'd4;
      gcn_opcodes_pkg::OP_BUFFER_STORE_BYTE: begin d.mem_size = 3'd1; d.mem_store = 1'b1; end
      gcn_opcodes_pkg::OP_BUFFER_STORE_SHORT: begin d.mem_size = 3'd2; d.mem_store = 1'b1; end
      gcn_opcodes_pkg::OP_BUFFER_STORE_DWORD: d.mem_store = 1'b1;
      gcn_opcodes_pkg::OP_BUFFER_STORE_DWORDX2: begin d.mem_dwords = 3'd2; d.mem_store = 1'b1; end
      gcn_opcodes_pkg::OP_BUFFER_STORE_DWORDX3: begin d.mem_dwords = 3'd3; d.mem_store = 1'b1; end
      gcn_opcodes_pkg::OP_BUFFER_STORE_DWORDX4: begin d.mem_dwords = 3'd4; d.mem_store = 1'b1; end
      default: ;
    endcase
    // Format loads/stores: each family (buffer_*, tbuffer_*) is 16 consecutive ids in the
    // generated package, x/xy/xyz/xyzw loads, stores, d16 loads, d16 stores (as golden's table).
    d.mem_tbuf = d.enc == gcn_opcodes_pkg::ENC_MTBUF;
    d.mem_fmt = d.mem_tbuf ||
                (d.op >= gcn_opcodes_pkg::OP_BUFFER_LOAD_FORMAT_X && d.op <= gcn_opcodes_pkg::OP_BUFFER_STORE_FORMAT_D16_XYZW);
    fmt_op = 4'(d.op - (d.mem_tbuf ? gcn_opcodes_pkg::OP_TBUFFER_LOAD_FORMAT_X : gcn_opcodes_pkg::OP_BUFFER_LOAD_FORMAT_X));
    if (d.mem_fmt) begin
      d.mem_dwords = 3'(fmt_op[1:0]) + 3'd1;
      d.mem_store = fmt_op[2];
      d.mem_d16 = fmt_op[3];
    end
    // FLAT and MUBUF atomics: one read-modify-write of 1 (2 for _x2) dwords per lane; operands
    // {data, compare}, each 1 (2) dwords. buffer_atomic_swap .. _dec, their _x2 forms and the
    // FLAT _x2 forms each have the FLAT atomics' order, so the 32-bit FLAT op names the
    // operation (gcn_pkg::amo_of_op is generated from the FLAT atomics).
    buf_atomic = d.enc == gcn_opcodes_pkg::ENC_MUBUF && d.op >= gcn_opcodes_pkg::OP_BUFFER_ATOMIC_SWAP &&
                 d.op <= gcn_opcodes_pkg::OP_BUFFER_ATOMIC_DEC_X2;
    d.mem_atomic = buf_atomic ||
                   (d.enc == gcn_opcodes_pkg::ENC_FLAT && d.op >= gcn_opcodes_pkg::OP_FLAT_ATOMIC_SWAP &&
                    d.op <= gcn_opcodes_pkg::OP_FLAT_ATOMIC_DEC_X2);
    amo_x2 = buf_atomic ? d.op >= gcn_opcodes_pkg::OP_BUFFER_ATOMIC_SWAP_X2
                        : d.op >= gcn_opcodes_pkg::OP_FLAT_ATOMIC_SWAP_X2;
    amo_op = buf_atomic ? d.op - (amo_x2 ? gcn_opcodes_pkg::OP_BUFFER_ATOMIC_SWAP_X2
                                         : gcn_opcodes_pkg::OP_BUFFER_ATOMIC_SWAP) + gcn_opcodes_pkg::OP_FLAT_ATOMIC_SWAP
                        : d.op - (amo_x2 ? gcn_opcodes_pkg::OP_FLAT_ATOMIC_SWAP_X2 - gcn_opcodes_pkg::OP_FLAT_ATOMIC_SWAP
                                         : 10'd0);
    d.mem_amo = gcn_pkg::amo_of_op(amo_op);
    if (d.mem_atomic && amo_x2) d.mem_dwords = 3'd2;  // the memory unit's width, the writeback
    // MemEffect shape (golden mem_util.cpp): bytes per lane; data dwords (loads 0, stores the
    // store data, atomics data then compare).
    d.mem_lane_bytes = d.mem_atomic ? 5'({d.mem_dwords, 2'b00}) : 5'(d.mem_size * {2'd0, d.mem_dwords});
    d.mem_data_dw = d.mem_atomic ? ((d.mem_amo == gcn_pkg::AMO_CMPSWAP) ? 3'(2 * d.mem_dwords) : d.mem_dwords) :
                    d.mem_store ? d.mem_dwords : 3'd0;
    if (d.cls == gcn_pkg::CLS_FLAT && !d.mem_atomic) begin
      d.vdst_we = !d.mem_store;
    end
    if (d.cls == gcn_pkg::CLS_MUBUF) begin
      d.vdst_we = d.mem_atomic ? w0[14] : !d.mem_store;  // atomics: GLC returns the pre-op value
      d.src0_64 = 1'b1;
      d.src1_64 = 1'b1;
    end
    if (d.cls == gcn_pkg::CLS_SMEM) begin
      d.sdst_we = 1'b0;  // written by the load writeback, not at retire
    end
  end

  assign dec_o = d;

endmodule
