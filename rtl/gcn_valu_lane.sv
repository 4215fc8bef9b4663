// gcn_valu_lane: one lane of the VALU. Combinational except for the reciprocal's divider
// state, which the CU steps (div_step_i) for RCP_CYCLES cycles before the result is used. The
// VALU instantiates LanesPerCycle of these and walks the wave in 64/LanesPerCycle passes.
//
// Integer: 32/16/64-bit arithmetic, shifts, bit scans, byte permute, the 96 integer compares
// (i16/u16/i32/u32/i64/u64, v_cmp and v_cmpx). Float (binary32): the input modifiers (VOP3
// abs/neg, MODE input flushing), the f32 functional units gcn_fp32_addmul, gcn_fp32_cmp,
// gcn_fp32_cvt and gcn_fp32_trans (rsq/exp/log/sin/cos), v_rcp_f32/v_rcp_iflag_f32 (correctly rounded, iterative) and
// v_cvt_f32_{u32,i32}, v_cvt_{u32,i32}_f32 here, and the output modifiers (OMOD, CLAMP,
// MODE output flushing). Binary16: the unit gcn_fp16 (its own modifiers and output stage).
// Float results follow MODE: round mode (MODE[1:0]), FP32 denormals
// kept on input (MODE[4]) / output (MODE[5]) or flushed to signed zero, NaN quieting when IEEE
// (MODE[9]) is set, DX10_CLAMP (MODE[8]), exactly as the golden model (golden/exec/fp_util.h).
module gcn_valu_lane #(
  parameter int unsigned RcpStepsPerCycle = 3  // divider quotient bits per cycle (27 in all)
) (
  input  logic        clk_i,
  input  logic        rst_ni,
  input  gcn_pkg::mut_id_t mutant_i,  // checker self-test only: gcn_pkg::MutNone in a real design
  input  logic        div_step_i,  // advance the reciprocal divider by RcpStepsPerCycle bits
  input  logic        div_first_i, // ... starting a new division (with div_step_i)
  input  logic        en_i,       // evaluate: the result is used this cycle or the divider steps
  input  logic [9:0]  op_i,
  input  logic [5:0]  lane_i,     // lane number within the wave (v_mbcnt)
  input  logic [63:0] a_i,        // SRC0 (64-bit only where the operation says so)
  input  logic [63:0] b_i,        // SRC1
  input  logic [63:0] c_i,        // SRC2
  input  logic        mask_i,     // this lane's carry-in / select bit
  input  logic        clamp_i,    // VOP3 clamp: unsigned add/sub saturate; floats to [0, 1]
  input  logic [2:0]  abs_i,      // VOP3 abs of SRC0..2 (float sources, v_cndmask)
  input  logic [2:0]  neg_i,      // VOP3 neg of SRC0..2
  input  logic [1:0]  omod_i,     // VOP3 output modifier: 0 none, 1 x2, 2 x4, 3 x0.5
  input  logic [9:0]  mode_i,     // MODE[9:0]: round, denorm, dx10_clamp, ieee
  output logic [63:0] result_o,
  output logic        mask_o,     // this lane's carry-out / compare bit
  // The lane group's shared gcn_fp32_trans units (gcn_valu_group): this lane's request (en_i
  // and a binary32 transcendental, or a binary16 one gcn_fp16_trans widens) and its result,
  // captured by the group in an earlier cycle of the same ST_EXEC (gcn_simd).
  output logic        tr_req_o,
  output logic [9:0]  tr_op_o,
  output logic [31:0] tr_a_o,
  output logic [1:0]  tr_rm_o,
  input  logic [31:0] tr_res_i,
  // ... and its shared gcn_fp64_arith units (gcn_fp64's ar_* ports, passed through).
  output logic         ar_req_o,
  output logic [224:0] ar_opnd_o,
  input  logic [64:0]  ar_res_i
);

  logic [31:0] a, b, c;
  logic [15:0] a16, b16, c16;
  logic [32:0] s33;
  logic [16:0] s17;
  logic [63:0] mu, ms, m24u, m24s;
  logic [15:0] m16;
  assign m16 = mu[15:0];
  logic [63:0] tmask;
  logic [31:0] popc_lo, popc_hi, popc_a;
  logic [4:0]  bfe_w;
  logic [31:0] bfe_m, bfe_v, bfe_sv;
  logic [64:0] mad65, smad65;
  logic [63:0] align64;

  assign a = a_i[31:0];
  assign b = b_i[31:0];
  assign c = c_i[31:0];
  assign a16 = a[15:0];
  assign b16 = b[15:0];
  assign c16 = c[15:0];
  // Evaluation is gated (operand isolation): every block below computes only when en_i says its
  // result is used this cycle (gcn_simd's ST_EXEC cycle, or a divider step), the integer blocks
  // only for integer operations and each f32 unit only for its own operations; otherwise they
  // hold 0. In hardware that is a mux on the outputs; in the Verilator model it makes the idle
  // cycles (operand reads, memory, scalar work) cost nothing (docs/rtl.md "Lane").
  logic int_en, f32_op, f64_op;
  assign int_en = en_i && !f32_op && !f64_op;

  always_comb begin
    mu = '0;
    ms = '0;
    m24u = '0;
    m24s = '0;
    tmask = '0;
    bfe_w = '0;
    bfe_m = '0;
    bfe_v = '0;
    bfe_sv = '0;
    mad65 = '0;
    smad65 = '0;
    align64 = '0;
    popc_lo = '0;
    popc_hi = '0;
    popc_a = '0;
    if (int_en) begin
      mu = {32'd0, a} * {32'd0, b};
      ms = 64'($signed(a) * $signed(b));
      m24u = {40'd0, a[23:0]} * {40'd0, b[23:0]};
      m24s = 64'($signed({{40{a[23]}}, a[23:0]}) * $signed({{40{b[23]}}, b[23:0]}));
      tmask = (64'd1 << lane_i) - 64'd1;
      bfe_w = c[4:0];
      bfe_m = (32'd1 << bfe_w) - 32'd1;
      bfe_v = (a >> b[4:0]) & bfe_m;
      // v_bfe_i32 shifts arithmetically: field bits above bit 31 of S0 read as its sign (as
      // golden and LLVM's constant folding of BFE_I32).
      bfe_sv = 32'($signed(a) >>> b[4:0]);
      mad65 = {1'b0, mu} + {1'b0, c_i};
      // v_mad_i64_i32: the 65-bit sign-extended sum; bit 64 is set when the exact result is
      // negative.
      smad65 = {ms[63], ms} + {c_i[63], c_i};
      align64 = {a, b} >> c[4:0];
    end
    if (int_en) for (int i = 0; i < 32; i++) begin
      popc_lo = popc_lo + {31'd0, a[i] & tmask[i]};
      popc_hi = popc_hi + {31'd0, a[i] & tmask[32 + i]};
      popc_a = popc_a + {31'd0, a[i]};
    end
  end

  // Bit scans: leading zeros of a (ffbh_u32), of a or ~a (ffbh_i32), trailing zeros (ffbl).
  logic [31:0] ffbh_u, ffbh_i, ffbl;
  logic [31:0] a_sgnx;
  assign a_sgnx = a[31] ? ~a : a;
  always_comb begin
    ffbh_u = 32'hffffffff;
    ffbh_i = 32'hffffffff;
    ffbl = 32'hffffffff;
    if (int_en) for (int i = 0; i < 32; i++) begin
      if (a[i]) ffbh_u = 32'(31 - i);
      if (a_sgnx[i]) ffbh_i = 32'(31 - i);
    end
    if (int_en) for (int i = 31; i >= 0; i--) begin
      if (a[i]) ffbl = 32'(i);
    end
  end

  // v_perm_b32: byte permute of {SRC0, SRC1} by the selector bytes of SRC2 (0-7 a byte, 8-11
  // the sign of byte 1/3/5/7 replicated, 12 zero, 13-255 0xff).
  logic [63:0] perm_q;
  logic [31:0] perm;
  logic [7:0]  perm_s;
  assign perm_q = {a, b};
  always_comb begin
    perm = '0;
    perm_s = '0;
    if (int_en) for (int i = 0; i < 4; i++) begin
      perm_s = c[8*i +: 8];
      if (perm_s >= 8'd13) perm[8*i +: 8] = 8'hff;
      else if (perm_s == 8'd12) perm[8*i +: 8] = 8'h00;
      else if (perm_s >= 8'd8) perm[8*i +: 8] = {8{perm_q[16 * perm_s[1:0] + 15]}};
      else perm[8*i +: 8] = perm_q[8 * perm_s[2:0] +: 8];
    end
  end

  // Integer compares: op ids OP_V_CMP_F_I16 .. OP_V_CMPX_T_U64 are twelve families of the
  // eight predicates F LT EQ LE GT NE GE T, families ordered {i16,u16,x i16,x u16} x
  // {16, 32, 64 bits} (golden opcode table order; gcn_decode relies on the same layout).
  logic [9:0]  cmp_off;
  logic [3:0]  cmp_fam;
  logic [2:0]  cmp_pred;
  logic [64:0] cmp_a, cmp_b;
  logic        cmp_sgn, cmp_lt, cmp_eq, cmp_res;
  assign cmp_off = op_i - gcn_opcodes_pkg::OP_V_CMP_F_I16;
  assign cmp_fam = cmp_off[6:3];
  assign cmp_pred = cmp_off[2:0];
  assign cmp_sgn = !cmp_fam[0];
  always_comb begin
    cmp_a = '0;
    cmp_b = '0;
    cmp_lt = 1'b0;
    cmp_eq = 1'b0;
    cmp_res = 1'b0;
    if (int_en && is_icmp) begin
    unique case (cmp_fam[3:2])
      2'd0: begin
        cmp_a = {{49{cmp_sgn & a[15]}}, a[15:0]};
        cmp_b = {{49{cmp_sgn & b[15]}}, b[15:0]};
      end
      2'd1: begin
        cmp_a = {{33{cmp_sgn & a[31]}}, a};
        cmp_b = {{33{cmp_sgn & b[31]}}, b};
      end
      default: begin
        cmp_a = {cmp_sgn & a_i[63], a_i};
        cmp_b = {cmp_sgn & b_i[63], b_i};
      end
    endcase
    cmp_lt = $signed(cmp_a) < $signed(cmp_b);
    cmp_eq = cmp_a == cmp_b;
    unique case (cmp_pred)
      3'd0: cmp_res = 1'b0;
      3'd1: cmp_res = cmp_lt;
      3'd2: cmp_res = cmp_eq;
      3'd3: cmp_res = cmp_lt | cmp_eq;
      3'd4: cmp_res = !(cmp_lt | cmp_eq);
      3'd5: cmp_res = !cmp_eq;
      3'd6: cmp_res = !cmp_lt;
      default: cmp_res = 1'b1;
    endcase
    end
  end
  logic is_icmp;
  assign is_icmp = op_i >= gcn_opcodes_pkg::OP_V_CMP_F_I16 &&
                   op_i <= gcn_opcodes_pkg::OP_V_CMPX_T_U64;

  // ---------------------------------------------------------------------------------------------
  // binary32.

  // Checker self-test hooks of the binary32 datapath (tests/mutants; gcn_pkg::Mut*, synthesis
  // sees MutNone through mut_live): rne_tie_up (gcn_fp32_addmul rounds an exact tie up, away
  // from even), denorm_not_flushed (FP32 denormal sources kept although MODE[4] says flush),
  // snan_not_quieted (gcn_fp32_addmul passes a NaN source through unquieted in IEEE mode),
  // omod_x4 (VOP3 omod "x2" applied as x4).
  gcn_pkg::mut_id_t mut;
  assign mut = gcn_pkg::mut_live(mutant_i);
  logic       mut_tie_up, mut_keep_den, mut_no_quiet;
  logic [1:0] omod_out;  // omod_i as the output stage applies it
  assign mut_tie_up = mut == gcn_pkg::MutRneTieUp;
  assign mut_keep_den = mut == gcn_pkg::MutDenormNotFlushed;
  assign mut_no_quiet = mut == gcn_pkg::MutSnanNotQuieted;
  assign omod_out = (mut == gcn_pkg::MutOmodX4 && omod_i == 2'd1) ? 2'd2 : omod_i;

  logic [1:0] rmode;
  logic       dn_in, dn_out, ieee;
  assign rmode = mode_i[1:0];
  assign dn_in = mode_i[4] || mut_keep_den;
  assign dn_out = mode_i[5];
  assign ieee = mode_i[9];

  // Source typing of the f32 operations: SRC0..2 that are binary32 take VOP3 abs/neg and
  // MODE input flushing (golden valu.h fetch); integer sources (ldexp's exponent, the class
  // mask, cvt_f32_{u,i}32's source) take neither.
  logic is_fcmp, is_fclass;
  assign is_fcmp = op_i >= gcn_opcodes_pkg::OP_V_CMP_F_F32 && op_i <= gcn_opcodes_pkg::OP_V_CMPX_TRU_F32;
  assign is_fclass = op_i == gcn_opcodes_pkg::OP_V_CMP_CLASS_F32 ||
                     op_i == gcn_opcodes_pkg::OP_V_CMPX_CLASS_F32;
  logic [2:0] f32_src;
  always_comb begin
    unique case (op_i)
      gcn_opcodes_pkg::OP_V_CVT_U32_F32, gcn_opcodes_pkg::OP_V_CVT_I32_F32,
      gcn_opcodes_pkg::OP_V_RCP_F32, gcn_opcodes_pkg::OP_V_RCP_IFLAG_F32,
      gcn_opcodes_pkg::OP_V_TRUNC_F32, gcn_opcodes_pkg::OP_V_CEIL_F32,
      gcn_opcodes_pkg::OP_V_FLOOR_F32, gcn_opcodes_pkg::OP_V_RNDNE_F32,
      gcn_opcodes_pkg::OP_V_FRACT_F32, gcn_opcodes_pkg::OP_V_SQRT_F32,
      gcn_opcodes_pkg::OP_V_FREXP_MANT_F32, gcn_opcodes_pkg::OP_V_FREXP_EXP_I32_F32,
      gcn_opcodes_pkg::OP_V_CVT_F16_F32, gcn_opcodes_pkg::OP_V_LDEXP_F32,
      gcn_opcodes_pkg::OP_V_CVT_RPI_I32_F32, gcn_opcodes_pkg::OP_V_CVT_FLR_I32_F32:
        f32_src = 3'b001;
      gcn_opcodes_pkg::OP_V_ADD_F32, gcn_opcodes_pkg::OP_V_SUB_F32,
      gcn_opcodes_pkg::OP_V_SUBREV_F32, gcn_opcodes_pkg::OP_V_MUL_F32,
      gcn_opcodes_pkg::OP_V_MUL_LEGACY_F32, gcn_opcodes_pkg::OP_V_MIN_F32,
      gcn_opcodes_pkg::OP_V_MAX_F32, gcn_opcodes_pkg::OP_V_CVT_PKRTZ_F16_F32:
        f32_src = 3'b011;
      gcn_opcodes_pkg::OP_V_MAD_F32, gcn_opcodes_pkg::OP_V_MAC_F32,
      gcn_opcodes_pkg::OP_V_MADMK_F32, gcn_opcodes_pkg::OP_V_MADAK_F32,
      gcn_opcodes_pkg::OP_V_FMA_F32, gcn_opcodes_pkg::OP_V_MIN3_F32,
      gcn_opcodes_pkg::OP_V_MAX3_F32, gcn_opcodes_pkg::OP_V_MED3_F32,
      gcn_opcodes_pkg::OP_V_DIV_SCALE_F32, gcn_opcodes_pkg::OP_V_DIV_FMAS_F32,
      gcn_opcodes_pkg::OP_V_DIV_FIXUP_F32, gcn_opcodes_pkg::OP_V_MAD_LEGACY_F32:
        f32_src = 3'b111;
      // binary32 transcendentals (gcn_fp32_trans)
      gcn_opcodes_pkg::OP_V_RSQ_F32, gcn_opcodes_pkg::OP_V_EXP_F32,
      gcn_opcodes_pkg::OP_V_LOG_F32, gcn_opcodes_pkg::OP_V_EXP_LEGACY_F32,
      gcn_opcodes_pkg::OP_V_LOG_LEGACY_F32, gcn_opcodes_pkg::OP_V_SIN_F32,
      gcn_opcodes_pkg::OP_V_COS_F32:
        f32_src = 3'b001;
      default: f32_src = is_fcmp ? 3'b011 : 3'b000;
    endcase
  end

  function automatic logic [31:0] sign_mod(input logic [31:0] v, input logic abs,
                                           input logic neg);
    sign_mod = {(v[31] & !abs) ^ neg, v[30:0]};
  endfunction
  function automatic logic [31:0] f32_in(input logic [31:0] v, input logic fl, input logic abs,
                                         input logic neg, input logic keep_den);
    logic [31:0] m;
    m = sign_mod(v, abs, neg);
    f32_in = !fl ? v : keep_den ? m : gcn_fp32_pkg::ftz(m);
  endfunction
  logic [31:0] af, bf, cf;
  always_comb begin
    af = '0;
    bf = '0;
    cf = '0;
    if (en_i && f32_op) begin
    af = f32_in(a, f32_src[0], abs_i[0], neg_i[0], dn_in);
    bf = f32_in(b, f32_src[1], abs_i[1], neg_i[1], dn_in);
    cf = f32_in(c, f32_src[2], abs_i[2], neg_i[2], dn_in);
    // The class of SRC0 comes from its raw bits: abs/neg only.
    if (is_fclass) af = sign_mod(a, abs_i[0], neg_i[0]);
    // A binary16 source: sign modifiers on bit 15, flushed with the f16/f64 MODE denorm bit.
    if (op_i == gcn_opcodes_pkg::OP_V_CVT_F32_F16) begin
      af = {16'd0, (a[15] & !abs_i[0]) ^ neg_i[0], a[14:0]};
      if (!mode_i[6] && af[14:10] == 5'd0) af = {16'd0, af[15], 15'd0};
    end
    end
  end

  // The f32 functional units (combinational: latency 0, results in the ST_EXEC cycle; each
  // evaluates only when en_i is set and the operation is one of its own, valid_o decodes op_i
  // alone).
  logic        am_valid, cm_valid, cm_cmp, cm_mask, cv_valid, cv_float, cv_half, cv_mask;
  logic [31:0] am_res, cm_res, cv_res;
  gcn_fp32_addmul u_addmul (
    .en_i, .op_i, .a_i(af), .b_i(bf), .c_i(cf), .mask_i, .rm_i(rmode), .ieee_i(ieee && !mut_no_quiet),
    .tie_up_i(mut_tie_up), .valid_o(am_valid), .result_o(am_res)
  );
  gcn_fp32_cmp u_cmp (
    .en_i, .op_i, .a_i(af), .b_i(bf), .c_i(cf), .ieee_i(ieee),
    .valid_o(cm_valid), .cmp_o(cm_cmp), .mask_o(cm_mask), .result_o(cm_res)
  );
  gcn_fp32_cvt u_cvt (
    .en_i, .op_i, .a_i(af), .b_i(bf), .c_i(cf), .rm_i(rmode), .rm16_i(mode_i[3:2]), .ieee_i(ieee),
    .f16_keep_den_i(mode_i[7]),
    .valid_o(cv_valid), .float_o(cv_float), .half_o(cv_half), .result_o(cv_res), .mask_o(cv_mask)
  );
  // The binary32 transcendentals (rsq, exp, log, sin, cos) run on the group's shared
  // gcn_fp32_trans units (tr_*_o / tr_res_i). They also serve gcn_fp16_trans's binary16
  // rsq/exp/log/sin/cos (ht_tr: widened operand, FP16 round mode).
  logic        tr_valid, ht_tr;
  logic [9:0]  ht_tr_op;
  logic [31:0] tr_res, ht_tr_a;
  assign tr_valid = gcn_fp32_pkg::is_trans(op_i);
  assign tr_req_o = en_i && (tr_valid || ht_tr);
  assign tr_op_o = ht_tr ? ht_tr_op : op_i;
  assign tr_a_o = ht_tr ? ht_tr_a : af;
  assign tr_rm_o = ht_tr ? mode_i[3:2] : rmode;
  assign tr_res = tr_res_i;
  // The binary64 unit (gcn_fp64: its own input modifiers and binary64 output stage; its one
  // binary32 result, v_cvt_f32_f64, takes the f32 output stage below under the f64 round mode,
  // as golden applies OMOD inside the f64 round scope).
  logic        f64_cmp, f64_f32, f64_mask;
  logic [63:0] f64_res;
  gcn_fp64 u_fp64 (
    .en_i, .op_i, .a_i, .b_i, .c_i, .vcc_i(mask_i), .abs_i, .neg_i, .clamp_i, .omod_i(omod_out),
    .mode_i, .valid_o(f64_op), .cmp_o(f64_cmp), .f32_o(f64_f32), .mask_o(f64_mask),
    .result_o(f64_res), .ar_req_o, .ar_opnd_o, .ar_res_i
  );
  // The binary32 operations of the lane itself (reciprocal, int <-> float conversions).
  logic lane_fp;
  assign lane_fp = op_i == gcn_opcodes_pkg::OP_V_RCP_F32 || op_i == gcn_opcodes_pkg::OP_V_RCP_IFLAG_F32 ||
                   op_i == gcn_opcodes_pkg::OP_V_CVT_F32_U32 || op_i == gcn_opcodes_pkg::OP_V_CVT_F32_I32 ||
                   op_i == gcn_opcodes_pkg::OP_V_CVT_U32_F32 || op_i == gcn_opcodes_pkg::OP_V_CVT_I32_F32;
  // binary16 (gcn_fp16): the raw low halves of the sources; the unit applies the binary16 input
  // modifiers (abs/neg on bit 15, MODE[6] flushing) and output stage (OMOD, CLAMP, MODE[7]) itself.
  logic        h_valid, h_cmp, h_mask;
  logic [31:0] h_res;
  gcn_fp16 u_fp16 (
    .en_i, .op_i, .a_i(a16), .b_i(b16), .c_i(c16), .abs_i, .neg_i, .clamp_i, .omod_i, .mode_i,
    .valid_o(h_valid), .cmp_o(h_cmp), .mask_o(h_mask), .result_o(h_res)
  );
  // The rest of binary16 (gcn_fp16_trans: rcp sqrt rsq exp log sin cos frexp fract div_fixup).
  logic        ht_valid;
  logic [31:0] ht_res;
  gcn_fp16_trans u_fp16_trans (
    .en_i, .op_i, .a_i(a16), .b_i(b16), .c_i(c16), .abs_i, .neg_i, .clamp_i, .omod_i, .mode_i,
    .tr_req_o(ht_tr), .tr_op_o(ht_tr_op), .tr_a_o(ht_tr_a), .tr_res_i(tr_res),
    .valid_o(ht_valid), .result_o(ht_res)
  );

  assign f32_op = am_valid || cm_valid || cm_cmp || cv_valid || tr_valid || lane_fp || h_valid ||
                  ht_valid;

  // Output modifiers of a binary32 result (golden valu.h OutputMods): OMOD (ignored when MODE
  // keeps output denormals) and CLAMP, computed as the host multiply does (a NaN comes out
  // quiet; x0.5 rounds under MODE), CLAMP to [0, 1] with -0 -> +0 and a NaN -> 0 under
  // DX10_CLAMP, then output flushing.
  function automatic logic [31:0] f32_out(input logic [31:0] v, input logic [1:0] omod,
                                          input logic clamp, input logic keep_den,
                                          input logic dx10, input logic [1:0] rm);
    logic [1:0]  om;
    logic [31:0] x;
    logic signed [11:0] k;
    om = keep_den ? 2'd0 : omod;
    k = (om == 2'd1) ? 12'sd1 : (om == 2'd2) ? 12'sd2 : -12'sd1;
    x = v;
    if (om != 2'd0 || clamp) begin
      if (gcn_fp32_pkg::is_nan(v)) x = (om != 2'd0) ? (v | 32'h00400000) : v;
      else if (om != 2'd0 && !gcn_fp32_pkg::is_zero(v) && !gcn_fp32_pkg::is_inf(v)) begin
        x = gcn_fp32_pkg::round(v[31], {56'd0, gcn_fp32_pkg::sig_of(v)},
                                gcn_fp32_pkg::exp_of(v) + k, 1'b0, rm);
      end
      if (clamp) begin
        if (gcn_fp32_pkg::is_nan(x)) x = dx10 ? 32'd0 : x;
        else if (x[31]) x = 32'd0;
        else if (x[30:0] > 31'h3f800000) x = 32'h3f800000;
      end
    end
    f32_out = keep_den ? x : gcn_fp32_pkg::ftz(x);
  endfunction

  // The lane's own float results (reciprocal, int -> float) are (sign, significand, exponent,
  // sticky) with |value| = sig * 2^(ex - 173) (the bias makes sig[46] the units bit of a normal
  // result when ex is its biased exponent), rounded by the one binary32 rounder of the package.
  localparam logic signed [11:0] LANE_EX_BIAS = 12'sd173;

  // Operand classification, denormals flushed to signed zero unless MODE keeps them.
  logic        fa_nan, fa_inf, fa_zero, fa_den;
  logic [31:0] fa_q;         // quieted NaN as it leaves an arithmetic instruction
  logic [23:0] fa_m;         // significand (hidden bit for normals)
  logic [8:0]  fa_e;         // biased exponent, 1 for subnormals
  assign fa_den = af[30:23] == 8'd0 && af[22:0] != 23'd0;
  assign fa_nan = af[30:23] == 8'hff && af[22:0] != 23'd0;
  assign fa_inf = af[30:0] == 31'h7f800000;
  assign fa_zero = af[30:0] == 31'd0 || (fa_den && !dn_in);
  assign fa_q = ieee ? (af | 32'h00400000) : af;
  assign fa_m = {af[30:23] != 8'd0, af[22:0]};
  assign fa_e = (af[30:23] == 8'd0) ? 9'd1 : {1'b0, af[30:23]};

  // Reciprocal significand: q = floor(2^49 / m), m = the normalised 24-bit significand of a
  // (so 2^25 < q <= 2^26), by restoring division, RcpStepsPerCycle quotient bits per cycle
  // over RCP_CYCLES cycles (SRC0 is held stable meanwhile); the remainder gives the sticky
  // bit. 1/x is never halfway between two binary32 values, so q and sticky round to the
  // correctly rounded reciprocal (golden: 1.0/x in double rounded once to float).
  localparam int RCP_STEPS = RcpStepsPerCycle;
  logic [4:0]  rcp_lz;
  logic [23:0] rcp_m;
  logic [24:0] rcp_r_q, rcp_r_d;   // partial remainder (< 2m)
  logic [26:0] rcp_q_q, rcp_q_d;   // quotient bits so far, newest in bit 0
  logic signed [11:0] rcp_ex;
  always_comb begin
    rcp_lz = '0;
    rcp_m = '0;
    rcp_ex = '0;
    rcp_r_d = '0;
    rcp_q_d = '0;
    if (en_i && lane_fp) begin
    for (int i = 0; i < 24; i++) begin
      if (fa_m[i]) rcp_lz = 5'(23 - i);
    end
    rcp_m = fa_m << rcp_lz;
    // 1/x = q * 2^(-26 - e), e = unbiased exponent of a = fa_e - 127 - rcp_lz.
    rcp_ex = 12'sd147 - ($signed({3'd0, fa_e}) - 12'sd127 - $signed({7'd0, rcp_lz}));
    // The first step compares 2^23 itself (quotient bit 26 is set only for m = 2^23); every
    // later step doubles the remainder first.
    rcp_r_d = div_first_i ? 25'h0800000 : rcp_r_q;
    rcp_q_d = div_first_i ? 27'd0 : rcp_q_q;
    for (int k = 0; k < RCP_STEPS; k++) begin
      if (!(div_first_i && k == 0)) rcp_r_d = {rcp_r_d[23:0], 1'b0};
      rcp_q_d = {rcp_q_d[25:0], 1'b0};
      if (rcp_r_d >= {1'b0, rcp_m}) begin
        rcp_r_d = rcp_r_d - {1'b0, rcp_m};
        rcp_q_d[0] = 1'b1;
      end
    end
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      rcp_r_q <= '0;
      rcp_q_q <= '0;
    end else if (div_step_i) begin
      rcp_r_q <= rcp_r_d;
      rcp_q_q <= rcp_q_d;
    end
  end

  // The float operation: special cases, or (sign, significand, exponent, sticky) for the one
  // shared rounder.
  logic        fp_sgn, fp_special, fp_sticky;
  logic [31:0] fp_special_v, fp_res, fp_out;
  logic [47:0] fp_sig;
  logic signed [11:0] fp_ex;
  logic [31:0] cvt_mag;
  always_comb begin
    fp_sgn = 1'b0;
    fp_special = 1'b1;
    fp_special_v = '0;
    fp_sig = 48'd1;
    fp_ex = '0;
    fp_sticky = 1'b0;
    cvt_mag = '0;
    fp_res = '0;
    fp_out = '0;
    if (en_i && lane_fp) begin
    unique case (op_i)
      gcn_opcodes_pkg::OP_V_RCP_F32, gcn_opcodes_pkg::OP_V_RCP_IFLAG_F32: begin
        fp_sgn = af[31];
        if (fa_nan) fp_special_v = fa_q;
        else if (fa_zero) fp_special_v = {fp_sgn, 31'h7f800000};
        else if (fa_inf) fp_special_v = {fp_sgn, 31'd0};
        else begin
          fp_special = 1'b0;
          fp_sig = {21'd0, rcp_q_q};
          fp_ex = rcp_ex;
          fp_sticky = rcp_r_q != 25'd0;
        end
      end
      gcn_opcodes_pkg::OP_V_CVT_F32_U32, gcn_opcodes_pkg::OP_V_CVT_F32_I32: begin
        fp_sgn = op_i == gcn_opcodes_pkg::OP_V_CVT_F32_I32 && af[31];
        cvt_mag = fp_sgn ? (32'd0 - af) : af;
        if (af == 32'd0) fp_special_v = 32'd0;
        else begin
          fp_special = 1'b0;
          fp_sig = {16'd0, cvt_mag};
          fp_ex = 12'sd173;
        end
      end
      default: ;
    endcase
    fp_res = fp_special ? fp_special_v
           : gcn_fp32_pkg::round(fp_sgn, {32'd0, fp_sig}, fp_ex - LANE_EX_BIAS, fp_sticky, rmode);
    fp_out = f32_out(fp_res, omod_out, clamp_i, dn_out, mode_i[8], rmode);
    end
  end

  // Float to integer, toward zero, saturating, NaN -> 0 (v_cvt_u32_f32, v_cvt_i32_f32).
  logic [31:0] cvt_u, cvt_i;
  logic [55:0] cvt_sh;
  always_comb begin
    cvt_sh = '0;
    cvt_u = '0;
    cvt_i = '0;
    if (en_i && lane_fp) begin
    if (af[30:23] >= 8'd127 && af[30:23] < 8'd159) begin
      cvt_sh = {32'd0, fa_m} << (af[30:23] - 8'd127);  // integer part at cvt_sh[54:23]
    end
    if (fa_nan || af[31] || af[30:23] < 8'd127) cvt_u = 32'd0;
    else if (af[30:23] >= 8'd159) cvt_u = 32'hffffffff;
    else cvt_u = cvt_sh[54:23];
    if (fa_nan || af[30:23] < 8'd127) cvt_i = 32'd0;
    else if (af[30:23] >= 8'd158) cvt_i = af[31] ? 32'h80000000 : 32'h7fffffff;
    else cvt_i = af[31] ? (32'd0 - cvt_sh[54:23]) : cvt_sh[54:23];
    end
  end

  // ---------------------------------------------------------------------------------------------
  // session 8 (issue 10, vmisc): the integer VOP3A remainder (min3/max3/med3, alignbyte, lerp,
  // the SAD family, the packed 16-bit conversions). Evaluated in the result case below only.
  // Sum of |x.byte[i] - y.byte[i]| over the four bytes; `masked` skips bytes whose y byte is 0
  // (v_msad_u8, v_mqsad_*).
  function automatic logic [31:0] sad4_u8(input logic [31:0] x, input logic [31:0] y,
                                          input logic masked);
    logic [7:0] xb, yb;
    sad4_u8 = '0;
    for (int i = 0; i < 4; i++) begin
      xb = x[8*i +: 8];
      yb = y[8*i +: 8];
      if (!masked || yb != 8'd0) sad4_u8 = sad4_u8 + {24'd0, (xb > yb) ? (xb - yb) : (yb - xb)};
    end
  endfunction
  function automatic logic [31:0] absdiff32(input logic [31:0] x, input logic [31:0] y);
    absdiff32 = (x > y) ? (x - y) : (y - x);
  endfunction
  // v_qsad/v_mqsad_pk_u16_u8: lane k of the result is the SAD of the byte window x[8k+31:8k]
  // against y plus the 16-bit lane k of acc, truncated to 16 bits.
  function automatic logic [63:0] quad_sad(input logic [63:0] x, input logic [31:0] y,
                                           input logic [63:0] acc, input logic masked);
    quad_sad = '0;
    for (int k = 0; k < 4; k++) begin
      quad_sad[16*k +: 16] = 16'(sad4_u8(x[8*k +: 32], y, masked)) + acc[16*k +: 16];
    end
  endfunction
  // Three-way minimum / maximum / median, signed when sgn (compared as 33-bit signed values).
  function automatic logic lt33(input logic [31:0] x, input logic [31:0] y, input logic sgn);
    lt33 = $signed({sgn & x[31], x}) < $signed({sgn & y[31], y});
  endfunction
  function automatic logic [31:0] min2(input logic [31:0] x, input logic [31:0] y, input logic sgn);
    min2 = lt33(y, x, sgn) ? y : x;
  endfunction
  function automatic logic [31:0] max2(input logic [31:0] x, input logic [31:0] y, input logic sgn);
    max2 = lt33(x, y, sgn) ? y : x;
  endfunction
  function automatic logic [31:0] med3(input logic [31:0] x, input logic [31:0] y,
                                       input logic [31:0] z, input logic sgn);
    med3 = max2(min2(x, y, sgn), min2(max2(x, y, sgn), z, sgn), sgn);
  endfunction
  // Saturation of a 32-bit integer to 16 bits (unsigned or signed).
  function automatic logic [15:0] sat16(input logic [31:0] v, input logic sgn);
    if (!sgn) sat16 = (v > 32'h0000ffff) ? 16'hffff : v[15:0];
    else if ($signed(v) > 32'sh00007fff) sat16 = 16'h7fff;
    else if ($signed(v) < -32'sh00008000) sat16 = 16'h8000;
    else sat16 = v[15:0];
  endfunction
  logic [7:0] lerp_b;  // v_lerp_u8 byte scratch (result case)

  logic unused_bits;
  assign unused_bits = ^{ms[31:0], align64[63:32], cmp_off[9:7], cmp_fam[1], cvt_sh[55], cvt_sh[22:0]};

  always_comb begin
    result_o = '0;
    mask_o = 1'b0;
    s33 = '0;
    s17 = '0;
    lerp_b = '0;
    if (!en_i) begin
      // not evaluated (see int_en)
    end else if (is_icmp) begin
      mask_o = cmp_res;
    end else if (cm_cmp) begin
      mask_o = cm_mask;
    end else if (h_cmp) begin
      mask_o = h_mask;
    end else if (h_valid) begin
      result_o = {32'd0, h_res};
    end else if (ht_valid) begin
      result_o = {32'd0, ht_res};
    end else if (f64_op) begin
      mask_o = f64_mask;
      if (f64_f32) result_o = {32'd0, f32_out(f64_res[31:0], omod_out, clamp_i, dn_out, mode_i[8], mode_i[3:2])};
      else if (!f64_cmp) result_o = f64_res;
    end else if (tr_valid) begin
      result_o = {32'd0, f32_out(tr_res, omod_out, clamp_i, dn_out, mode_i[8], rmode)};
    end else if (am_valid || cm_valid || cv_valid) begin
      if (am_valid) result_o = {32'd0, f32_out(am_res, omod_out, clamp_i, dn_out, mode_i[8], rmode)};
      else if (cm_valid) result_o = {32'd0, f32_out(cm_res, omod_out, clamp_i, dn_out, mode_i[8], rmode)};
      else if (cv_float) result_o = {32'd0, f32_out(cv_res, omod_out, clamp_i, dn_out, mode_i[8], rmode)};
      else if (cv_half && !mode_i[7] && cv_res[14:10] == 5'd0) result_o = {48'd0, cv_res[15], 15'd0};
      else result_o = {32'd0, cv_res};
      mask_o = cv_mask;
    end else begin
      unique case (op_i)
        // v_cndmask: VOP3 abs/neg act on bit 31 only (golden vop2.cpp cndmask).
        gcn_opcodes_pkg::OP_V_CNDMASK_B32:
          result_o = {32'd0, mask_i ? sign_mod(b, abs_i[1], neg_i[1]) : sign_mod(a, abs_i[0], neg_i[0])};
        // Unsigned add/sub: clamp saturates to all ones on carry, to 0 on borrow; the carry
        // bit is written unchanged.
        gcn_opcodes_pkg::OP_V_ADD_U32: begin
          s33 = {1'b0, a} + {1'b0, b};
          result_o = {32'd0, (clamp_i && s33[32]) ? 32'hffffffff : s33[31:0]}; mask_o = s33[32];
        end
        gcn_opcodes_pkg::OP_V_SUB_U32: begin
          s33 = {1'b0, a} - {1'b0, b};
          result_o = {32'd0, (clamp_i && s33[32]) ? 32'd0 : s33[31:0]}; mask_o = s33[32];
        end
        gcn_opcodes_pkg::OP_V_SUBREV_U32: begin
          s33 = {1'b0, b} - {1'b0, a};
          result_o = {32'd0, (clamp_i && s33[32]) ? 32'd0 : s33[31:0]}; mask_o = s33[32];
        end
        gcn_opcodes_pkg::OP_V_ADDC_U32: begin
          s33 = {1'b0, a} + {1'b0, b} + {32'd0, mask_i};
          result_o = {32'd0, (clamp_i && s33[32]) ? 32'hffffffff : s33[31:0]}; mask_o = s33[32];
        end
        gcn_opcodes_pkg::OP_V_SUBB_U32: begin
          s33 = {1'b0, a} - {1'b0, b} - {32'd0, mask_i};
          result_o = {32'd0, (clamp_i && s33[32]) ? 32'd0 : s33[31:0]}; mask_o = s33[32];
        end
        gcn_opcodes_pkg::OP_V_SUBBREV_U32: begin
          s33 = {1'b0, b} - {1'b0, a} - {32'd0, mask_i};
          result_o = {32'd0, (clamp_i && s33[32]) ? 32'd0 : s33[31:0]}; mask_o = s33[32];
        end
        // 16-bit integer ops: 16-bit result zero-extended; shift amounts mod 16.
        gcn_opcodes_pkg::OP_V_ADD_U16: begin
          s17 = {1'b0, a16} + {1'b0, b16};
          result_o = {48'd0, (clamp_i && s17[16]) ? 16'hffff : s17[15:0]};
        end
        gcn_opcodes_pkg::OP_V_SUB_U16: begin
          s17 = {1'b0, a16} - {1'b0, b16};
          result_o = {48'd0, (clamp_i && s17[16]) ? 16'd0 : s17[15:0]};
        end
        gcn_opcodes_pkg::OP_V_SUBREV_U16: begin
          s17 = {1'b0, b16} - {1'b0, a16};
          result_o = {48'd0, (clamp_i && s17[16]) ? 16'd0 : s17[15:0]};
        end
        gcn_opcodes_pkg::OP_V_MUL_LO_U16: result_o = {48'd0, m16[15:0]};
        gcn_opcodes_pkg::OP_V_MAD_U16, gcn_opcodes_pkg::OP_V_MAD_I16:
          result_o = {48'd0, m16[15:0] + c16};
        gcn_opcodes_pkg::OP_V_LSHLREV_B16: result_o = {48'd0, b16 << a[3:0]};
        gcn_opcodes_pkg::OP_V_LSHRREV_B16: result_o = {48'd0, b16 >> a[3:0]};
        gcn_opcodes_pkg::OP_V_ASHRREV_I16: result_o = {48'd0, 16'($signed(b16) >>> a[3:0])};
        gcn_opcodes_pkg::OP_V_MAX_U16: result_o = {48'd0, (a16 > b16) ? a16 : b16};
        gcn_opcodes_pkg::OP_V_MIN_U16: result_o = {48'd0, (a16 < b16) ? a16 : b16};
        gcn_opcodes_pkg::OP_V_MAX_I16:
          result_o = {48'd0, ($signed(a16) > $signed(b16)) ? a16 : b16};
        gcn_opcodes_pkg::OP_V_MIN_I16:
          result_o = {48'd0, ($signed(a16) < $signed(b16)) ? a16 : b16};
        gcn_opcodes_pkg::OP_V_AND_B32: result_o = {32'd0, a & b};
        gcn_opcodes_pkg::OP_V_OR_B32: result_o = {32'd0, a | b};
        gcn_opcodes_pkg::OP_V_XOR_B32: result_o = {32'd0, a ^ b};
        gcn_opcodes_pkg::OP_V_LSHLREV_B32: result_o = {32'd0, b << a[4:0]};
        gcn_opcodes_pkg::OP_V_LSHRREV_B32: result_o = {32'd0, b >> a[4:0]};
        gcn_opcodes_pkg::OP_V_ASHRREV_I32: result_o = {32'd0, 32'($signed(b) >>> a[4:0])};
        gcn_opcodes_pkg::OP_V_LSHLREV_B64: result_o = b_i << a[5:0];
        gcn_opcodes_pkg::OP_V_LSHRREV_B64: result_o = b_i >> a[5:0];
        gcn_opcodes_pkg::OP_V_ASHRREV_I64: result_o = 64'($signed(b_i) >>> a[5:0]);
        gcn_opcodes_pkg::OP_V_MUL_U32_U24: result_o = {32'd0, m24u[31:0]};
        gcn_opcodes_pkg::OP_V_MUL_HI_U32_U24: result_o = {32'd0, m24u[63:32]};
        gcn_opcodes_pkg::OP_V_MUL_I32_I24: result_o = {32'd0, m24s[31:0]};
        gcn_opcodes_pkg::OP_V_MUL_HI_I32_I24: result_o = {32'd0, m24s[63:32]};
        gcn_opcodes_pkg::OP_V_MUL_LO_U32: result_o = {32'd0, mu[31:0]};
        gcn_opcodes_pkg::OP_V_MUL_HI_U32: result_o = {32'd0, mu[63:32]};
        gcn_opcodes_pkg::OP_V_MUL_HI_I32: result_o = {32'd0, ms[63:32]};
        gcn_opcodes_pkg::OP_V_MAD_U32_U24: result_o = {32'd0, m24u[31:0] + c};
        gcn_opcodes_pkg::OP_V_MAD_I32_I24: result_o = {32'd0, m24s[31:0] + c};
        gcn_opcodes_pkg::OP_V_MAD_U64_U32: begin
          result_o = mad65[63:0]; mask_o = mad65[64];
        end
        gcn_opcodes_pkg::OP_V_MAD_I64_I32: begin
          result_o = smad65[63:0]; mask_o = smad65[64];
        end
        gcn_opcodes_pkg::OP_V_MIN_I32: result_o = {32'd0, ($signed(a) < $signed(b)) ? a : b};
        gcn_opcodes_pkg::OP_V_MAX_I32: result_o = {32'd0, ($signed(a) > $signed(b)) ? a : b};
        gcn_opcodes_pkg::OP_V_MIN_U32: result_o = {32'd0, (a < b) ? a : b};
        gcn_opcodes_pkg::OP_V_MAX_U32: result_o = {32'd0, (a > b) ? a : b};
        gcn_opcodes_pkg::OP_V_MOV_B32, gcn_opcodes_pkg::OP_V_READFIRSTLANE_B32,
        gcn_opcodes_pkg::OP_V_READLANE_B32, gcn_opcodes_pkg::OP_V_WRITELANE_B32:
          result_o = {32'd0, a};
        gcn_opcodes_pkg::OP_V_NOT_B32: result_o = {32'd0, ~a};
        gcn_opcodes_pkg::OP_V_BFREV_B32: begin
          for (int i = 0; i < 32; i++) result_o[i] = a[31 - i];
        end
        gcn_opcodes_pkg::OP_V_FFBH_U32: result_o = {32'd0, ffbh_u};
        gcn_opcodes_pkg::OP_V_FFBH_I32: result_o = {32'd0, ffbh_i};
        gcn_opcodes_pkg::OP_V_FFBL_B32: result_o = {32'd0, ffbl};
        gcn_opcodes_pkg::OP_V_PERM_B32: result_o = {32'd0, perm};
        gcn_opcodes_pkg::OP_V_MBCNT_LO_U32_B32: result_o = {32'd0, popc_lo + b};
        gcn_opcodes_pkg::OP_V_MBCNT_HI_U32_B32: result_o = {32'd0, popc_hi + b};
        gcn_opcodes_pkg::OP_V_BCNT_U32_B32: result_o = {32'd0, popc_a + b};
        gcn_opcodes_pkg::OP_V_BFE_U32: result_o = {32'd0, bfe_v};
        gcn_opcodes_pkg::OP_V_BFE_I32: begin
          if (bfe_w == 5'd0) result_o = '0;
          else result_o = {32'd0, 32'($signed(bfe_sv << (6'd32 - {1'b0, bfe_w})) >>>
                                      (6'd32 - {1'b0, bfe_w}))};
        end
        gcn_opcodes_pkg::OP_V_BFI_B32: result_o = {32'd0, (a & b) | (~a & c)};
        gcn_opcodes_pkg::OP_V_BFM_B32: result_o = {32'd0, ((32'd1 << a[4:0]) - 32'd1) << b[4:0]};
        gcn_opcodes_pkg::OP_V_ALIGNBIT_B32: result_o = {32'd0, align64[31:0]};
        gcn_opcodes_pkg::OP_V_RCP_F32, gcn_opcodes_pkg::OP_V_RCP_IFLAG_F32, gcn_opcodes_pkg::OP_V_CVT_F32_U32,
        gcn_opcodes_pkg::OP_V_CVT_F32_I32:
          result_o = {32'd0, fp_out};
        // session 8 (issue 10, vmisc): the integer VOP3A remainder.
        gcn_opcodes_pkg::OP_V_MIN3_I32, gcn_opcodes_pkg::OP_V_MIN3_U32:
          result_o = {32'd0, min2(min2(a, b, op_i == gcn_opcodes_pkg::OP_V_MIN3_I32), c,
                                  op_i == gcn_opcodes_pkg::OP_V_MIN3_I32)};
        gcn_opcodes_pkg::OP_V_MAX3_I32, gcn_opcodes_pkg::OP_V_MAX3_U32:
          result_o = {32'd0, max2(max2(a, b, op_i == gcn_opcodes_pkg::OP_V_MAX3_I32), c,
                                  op_i == gcn_opcodes_pkg::OP_V_MAX3_I32)};
        gcn_opcodes_pkg::OP_V_MED3_I32, gcn_opcodes_pkg::OP_V_MED3_U32:
          result_o = {32'd0, med3(a, b, c, op_i == gcn_opcodes_pkg::OP_V_MED3_I32)};
        gcn_opcodes_pkg::OP_V_ALIGNBYTE_B32: result_o = {32'd0, 32'({a, b} >> {c[1:0], 3'd0})};
        gcn_opcodes_pkg::OP_V_LERP_U8: begin
          for (int i = 0; i < 4; i++) begin
            lerp_b = 8'(({1'b0, a[8*i +: 8]} + {1'b0, b[8*i +: 8]} + {8'd0, c[8*i]}) >> 1);
            result_o[8*i +: 8] = lerp_b;
          end
        end
        gcn_opcodes_pkg::OP_V_SAD_U8: result_o = {32'd0, sad4_u8(a, b, 1'b0) + c};
        gcn_opcodes_pkg::OP_V_SAD_HI_U8: result_o = {32'd0, (sad4_u8(a, b, 1'b0) << 16) + c};
        gcn_opcodes_pkg::OP_V_SAD_U16:
          result_o = {32'd0, c + absdiff32({16'd0, a[15:0]}, {16'd0, b[15:0]}) +
                             absdiff32({16'd0, a[31:16]}, {16'd0, b[31:16]})};
        gcn_opcodes_pkg::OP_V_SAD_U32: result_o = {32'd0, absdiff32(a, b) + c};
        gcn_opcodes_pkg::OP_V_MSAD_U8: result_o = {32'd0, sad4_u8(a, b, 1'b1) + c};
        gcn_opcodes_pkg::OP_V_QSAD_PK_U16_U8: result_o = quad_sad(a_i, b, c_i, 1'b0);
        gcn_opcodes_pkg::OP_V_MQSAD_PK_U16_U8: result_o = quad_sad(a_i, b, c_i, 1'b1);
        gcn_opcodes_pkg::OP_V_CVT_PK_U16_U32: result_o = {32'd0, sat16(b, 1'b0), sat16(a, 1'b0)};
        gcn_opcodes_pkg::OP_V_CVT_PK_I16_I32: result_o = {32'd0, sat16(b, 1'b1), sat16(a, 1'b1)};
        // end of the session-8 integer VOP3A block
        gcn_opcodes_pkg::OP_V_CVT_U32_F32: result_o = {32'd0, cvt_u};
        gcn_opcodes_pkg::OP_V_CVT_I32_F32: result_o = {32'd0, cvt_i};
        default: ;
      endcase
    end
  end

endmodule
