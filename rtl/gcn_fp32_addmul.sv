// gcn_fp32_addmul: the binary32 add/multiply unit of one lane (combinational, latency 0: its
// result is written in gcn_simd's ST_EXEC cycle, as any integer result). Sources arrive
// with VOP3 abs/neg and MODE input flushing applied (gcn_valu_lane); output modifiers and output
// flushing are applied after it. Every operation is built from the fused core
// gcn_fp32_pkg::fma, so each rounds once, as golden does:
//   add/sub/subrev   a*1 + b  (sub: the sign of b flipped, NaN included, as golden fp::sub)
//   mul              a*b (no addend: a zero product keeps its sign in every round mode)
//   mul_legacy       +0 when either source is zero, else mul
//   fma, div_fmas    a*b + c (div_fmas on mask_i lanes: scaled by 2^+-64, one rounding)
//   mad/mac/madmk/   non-fused: the product rounded and flushed, then the sum; inputs and
//   madak            result flushed whatever MODE says (golden fp::mad)
//   mad_legacy       the same with the DX9 product (0 * anything = +0)
// Evaluated only when en_i is set and op_i is one of its operations (result 0 otherwise).
module gcn_fp32_addmul (
  input  logic        en_i,     // evaluate this cycle (gcn_valu_lane en_i)
  input  logic [9:0]  op_i,
  input  logic [31:0] a_i,
  input  logic [31:0] b_i,
  input  logic [31:0] c_i,
  input  logic        mask_i,   // v_div_fmas: this lane's VCC bit
  input  logic [1:0]  rm_i,     // MODE FP_ROUND f32
  input  logic        ieee_i,   // MODE IEEE
  input  logic        tie_up_i, // checker self-test only (mutant rne_tie_up): 0 in a real design
  output logic        valid_o,  // op_i is one of this unit's operations
  output logic [31:0] result_o
);

  logic [31:0] a, b, c;
  logic        use_c, mad;
  logic signed [7:0] scale;
  logic [31:0] fused, prod, mad_sum;

  // The unit's operations (op_i alone: cheap, always evaluated).
  always_comb begin
    unique case (op_i)
      gcn_opcodes_pkg::OP_V_ADD_F32, gcn_opcodes_pkg::OP_V_SUB_F32, gcn_opcodes_pkg::OP_V_SUBREV_F32,
      gcn_opcodes_pkg::OP_V_MUL_F32, gcn_opcodes_pkg::OP_V_MUL_LEGACY_F32, gcn_opcodes_pkg::OP_V_FMA_F32,
      gcn_opcodes_pkg::OP_V_DIV_FMAS_F32, gcn_opcodes_pkg::OP_V_MAD_F32, gcn_opcodes_pkg::OP_V_MAC_F32,
      gcn_opcodes_pkg::OP_V_MADMK_F32, gcn_opcodes_pkg::OP_V_MADAK_F32,
      gcn_opcodes_pkg::OP_V_MAD_LEGACY_F32: valid_o = 1'b1;
      default: valid_o = 1'b0;
    endcase
  end

  always_comb begin
    a = a_i;
    b = b_i;
    c = c_i;
    use_c = 1'b1;
    mad = 1'b0;
    scale = 8'sd0;
    unique case (op_i)
      gcn_opcodes_pkg::OP_V_ADD_F32: begin b = gcn_fp32_pkg::ONE; c = b_i; end
      gcn_opcodes_pkg::OP_V_SUB_F32: begin b = gcn_fp32_pkg::ONE; c = b_i ^ 32'h80000000; end
      gcn_opcodes_pkg::OP_V_SUBREV_F32: begin a = b_i; b = gcn_fp32_pkg::ONE; c = a_i ^ 32'h80000000; end
      gcn_opcodes_pkg::OP_V_MUL_F32, gcn_opcodes_pkg::OP_V_MUL_LEGACY_F32: use_c = 1'b0;
      gcn_opcodes_pkg::OP_V_FMA_F32: ;
      gcn_opcodes_pkg::OP_V_DIV_FMAS_F32:
        if (mask_i) scale = (c_i[30:23] > 8'd127) ? 8'sd64 : -8'sd64;
      gcn_opcodes_pkg::OP_V_MAD_F32, gcn_opcodes_pkg::OP_V_MAC_F32,
      gcn_opcodes_pkg::OP_V_MADMK_F32, gcn_opcodes_pkg::OP_V_MADAK_F32,
      gcn_opcodes_pkg::OP_V_MAD_LEGACY_F32: mad = 1'b1;
        default: ;
    endcase
    fused = '0;
    prod = '0;
    mad_sum = '0;
    result_o = '0;
    if (en_i && valid_o) begin
    // The fused path (everything but mad).
    if (!mad) fused = gcn_fp32_pkg::fma_t(a, b, c, use_c, scale, ieee_i, rm_i, tie_up_i);
    if (op_i == gcn_opcodes_pkg::OP_V_MUL_LEGACY_F32 && (gcn_fp32_pkg::is_zero(a_i) || gcn_fp32_pkg::is_zero(b_i))) begin
      fused = 32'd0;
    end
    // mad: ftz(ftz(ftz(a) * ftz(b)) + ftz(c)).
    if (mad) prod = gcn_fp32_pkg::ftz(gcn_fp32_pkg::fma_t(gcn_fp32_pkg::ftz(a_i), gcn_fp32_pkg::ftz(b_i), 32'd0, 1'b0, 8'sd0, ieee_i, rm_i, tie_up_i));
    // v_mad_legacy_f32: the DX9 product (+0 when either flushed source is zero).
    if (op_i == gcn_opcodes_pkg::OP_V_MAD_LEGACY_F32 && (gcn_fp32_pkg::is_zero(gcn_fp32_pkg::ftz(a_i)) || gcn_fp32_pkg::is_zero(gcn_fp32_pkg::ftz(b_i)))) begin
      prod = 32'd0;
    end
    if (mad) mad_sum = gcn_fp32_pkg::ftz(gcn_fp32_pkg::fma_t(prod, gcn_fp32_pkg::ONE, gcn_fp32_pkg::ftz(c_i), 1'b1, 8'sd0, ieee_i, rm_i, tie_up_i));
    result_o = mad ? mad_sum : fused;
    end
  end

endmodule
