// gcn_fp16_trans: the binary16 operations outside gcn_fp16 (combinational, latency 0): the
// approximate unit's binary16 kin and the exact helpers, after golden/exec/vop1_fp.cpp and
// fp_util.h. Input modifiers and the output stage are gcn_fp16_pkg::f16_in / f16_out (as in
// gcn_fp16); frexp_exp's i16 result takes none.
//   v_rcp_f16, v_sqrt_f16   correctly rounded here (11-bit significands: one integer division
//                           2^36 / sig, a restoring square root of sig << 30|31; remainders as
//                           sticky) -- golden rounds the double result once, the same value
//   v_rsq_f16, v_exp_f16,   the operand widened exactly to binary32 and sent through the lane's
//   v_log_f16, v_sin_f16,   gcn_fp32_trans (tr_req_o / tr_op_o / tr_a_o, shared, not
//   v_cos_f16               duplicated) under the FP16 round mode, its binary32 result rounded
//                           to binary16 under the same mode: directed modes compose exactly
//                           (the binary16 grid is a subset of binary32's), nearest is a double
//                           rounding; worst error over all 65536 inputs in docs/rtl.md
//   v_frexp_mant_f16,       mantissa in [0.5, 1) with the sign / exponent (i16, zero-extended);
//   v_frexp_exp_i16_f16     inf, NaN, 0 pass through (mant, unquieted) or give 0 (exp)
//   v_fract_f16             x - floor(x) rounded once, kept below 1.0 (0x3bff); inf -> QNAN;
//                           an integral x gives +0 (-0 under round toward -inf), as golden
//   v_div_fixup_f16         golden div_fixup (S0 quotient, S1 denominator, S2 numerator)
// A NaN source of the approximate ops is returned quieted per IEEE mode; an invalid operation
// gives QNAN. Outputs are 0 unless en_i and op_i is one of its operations; valid_o and tr_req_o
// decode op_i alone. Wide intermediate words are read in part (the bits a result needs).
/* verilator lint_off UNUSEDSIGNAL */
module gcn_fp16_trans (
  input  logic        en_i,
  input  logic [9:0]  op_i,
  input  logic [15:0] a_i,
  input  logic [15:0] b_i,
  input  logic [15:0] c_i,
  input  logic [2:0]  abs_i,
  input  logic [2:0]  neg_i,
  input  logic        clamp_i,
  input  logic [1:0]  omod_i,
  input  logic [9:0]  mode_i,   // [3:2] FP16 round, [7:6] FP16 denorm, [8] DX10_CLAMP, [9] IEEE
  output logic        tr_req_o, // op_i goes through gcn_fp32_trans as tr_op_o on tr_a_o
  output logic [9:0]  tr_op_o,
  output logic [31:0] tr_a_o,
  input  logic [31:0] tr_res_i, // gcn_fp32_trans's result (rounded under rm = MODE[3:2])
  output logic        valid_o,
  output logic [31:0] result_o
);

  logic [1:0] rm;
  logic       ieee;
  assign rm = mode_i[3:2];
  assign ieee = mode_i[9];

  // Operation decode (op_i alone).
  logic three;  // div_fixup: three binary16 sources
  always_comb begin
    valid_o = 1'b1;
    tr_req_o = 1'b1;
    tr_op_o = gcn_opcodes_pkg::OP_V_RSQ_F32;
    three = 1'b0;
    unique case (op_i)
      gcn_opcodes_pkg::OP_V_RSQ_F16: ;
      gcn_opcodes_pkg::OP_V_EXP_F16: tr_op_o = gcn_opcodes_pkg::OP_V_EXP_F32;
      gcn_opcodes_pkg::OP_V_LOG_F16: tr_op_o = gcn_opcodes_pkg::OP_V_LOG_F32;
      gcn_opcodes_pkg::OP_V_SIN_F16: tr_op_o = gcn_opcodes_pkg::OP_V_SIN_F32;
      gcn_opcodes_pkg::OP_V_COS_F16: tr_op_o = gcn_opcodes_pkg::OP_V_COS_F32;
      gcn_opcodes_pkg::OP_V_RCP_F16, gcn_opcodes_pkg::OP_V_SQRT_F16,
      gcn_opcodes_pkg::OP_V_FREXP_MANT_F16, gcn_opcodes_pkg::OP_V_FREXP_EXP_I16_F16,
      gcn_opcodes_pkg::OP_V_FRACT_F16:
        tr_req_o = 1'b0;
      gcn_opcodes_pkg::OP_V_DIV_FIXUP_F16: begin
        tr_req_o = 1'b0;
        three = 1'b1;
      end
      default: begin
        valid_o = 1'b0;
        tr_req_o = 1'b0;
      end
    endcase
  end

  logic [15:0] a, b, c;
  always_comb begin
    a = '0;
    b = '0;
    c = '0;
    if (en_i && valid_o) begin
      a = gcn_fp16_pkg::f16_in(a_i, 1'b1, abs_i[0], neg_i[0], mode_i[6]);
      b = gcn_fp16_pkg::f16_in(b_i, three, abs_i[1], neg_i[1], mode_i[6]);
      c = gcn_fp16_pkg::f16_in(c_i, three, abs_i[2], neg_i[2], mode_i[6]);
    end
  end
  assign tr_a_o = (en_i && tr_req_o) ? gcn_fp16_pkg::to_f32(a) : 32'd0;

  logic a_nan, a_inf, a_zero;
  logic [10:0] sig;
  logic signed [11:0] ex;
  assign a_nan = gcn_fp16_pkg::is_nan(a);
  assign a_inf = gcn_fp16_pkg::is_inf(a);
  assign a_zero = gcn_fp16_pkg::is_zero(a);
  assign sig = gcn_fp16_pkg::sig_of(a);
  assign ex = gcn_fp16_pkg::exp_of(a);

  // ---- 1/x: q = floor(2^36 / sig) (>= 2^25), 1/|x| = (q + rem/sig) * 2^(-36 - ex) ----------------
  function automatic logic [15:0] rcp(input logic [15:0] v, input logic [10:0] m,
                                      input logic signed [11:0] e, input logic ie,
                                      input logic [1:0] r);
    logic [36:0] q, rem;
    q = 37'h1000000000 / {26'd0, m};
    rem = 37'h1000000000 % {26'd0, m};
    if (gcn_fp16_pkg::is_nan(v)) rcp = gcn_fp16_pkg::quiet(v, ie);
    else if (gcn_fp16_pkg::is_zero(v)) rcp = {v[15], 15'h7c00};
    else if (gcn_fp16_pkg::is_inf(v)) rcp = {v[15], 15'd0};
    else rcp = gcn_fp16_pkg::round(v[15], {45'd0, q}, -12'sd36 - e, rem != 37'd0, r);
  endfunction

  // ---- sqrt(x): |x| = X * 2^ee, X = sig << 30 or 31 (ee even); root = isqrt(X), 21 bits ---------
  function automatic logic [15:0] sqrt(input logic [15:0] v, input logic [10:0] m,
                                       input logic signed [11:0] e, input logic ie,
                                       input logic [1:0] r);
    logic signed [11:0] ee;
    logic [41:0] x;
    logic [20:0] root;
    logic [22:0] rem, trial;
    ee = e - 12'sd30;
    x = {1'b0, m, 30'd0};
    if (ee[0]) begin
      ee = e - 12'sd31;
      x = {m, 31'd0};
    end
    root = '0;
    rem = '0;
    for (int t_sq = 20; t_sq >= 0; t_sq--) begin
      rem = {rem[20:0], x[2*t_sq+1], x[2*t_sq]};
      trial = {root, 2'b01};
      root = {root[19:0], 1'b0};
      if (rem >= trial) begin
        rem = rem - trial;
        root[0] = 1'b1;
      end
    end
    if (gcn_fp16_pkg::is_nan(v)) sqrt = gcn_fp16_pkg::quiet(v, ie);
    else if (gcn_fp16_pkg::is_zero(v)) sqrt = v;
    else if (v[15]) sqrt = gcn_fp16_pkg::QNAN;
    else if (gcn_fp16_pkg::is_inf(v)) sqrt = v;
    else sqrt = gcn_fp16_pkg::round(1'b0, {61'd0, root}, ee >>> 1, rem != 23'd0, r);
  endfunction

  // ---- fract: the fraction of |x| * 2^24 (x < 2^16 is a multiple of 2^-24) ----------------------
  function automatic logic [15:0] fract(input logic [15:0] v, input logic [10:0] m,
                                        input logic ie, input logic [1:0] r);
    logic [39:0] fix;
    logic [23:0] f;
    logic [15:0] y;
    fix = {29'd0, m} << gcn_fp16_pkg::lsb_of(v);
    f = fix[23:0];
    y = '0;
    if (f != 24'd0) begin
      y = gcn_fp16_pkg::round(1'b0, v[15] ? {57'd0, 25'h1000000 - {1'b0, f}} : {58'd0, f},
                              -12'sd24, 1'b0, r);
    end
    if (gcn_fp16_pkg::is_nan(v)) fract = gcn_fp16_pkg::quiet(v, ie);
    else if (gcn_fp16_pkg::is_inf(v)) fract = gcn_fp16_pkg::QNAN;
    else if (f == 24'd0) fract = {r == 2'd2, 15'd0};  // integral: x + (-x)
    else fract = (y[14:0] >= 15'h3c00) ? 16'h3bff : y;
  endfunction

  // ---- frexp: |x| = (sig << lz) * 2^(ex - lz), the top bit of sig << lz at bit 10 ------------------
  logic [3:0]  lz;
  logic [10:0] nsig;
  always_comb begin
    lz = '0;
    for (int t_lz = 0; t_lz < 11; t_lz++) begin
      if (sig[t_lz]) lz = 4'(10 - t_lz);
    end
    nsig = sig << lz;
  end
  logic [15:0] mant, fexp;
  logic signed [11:0] fe;
  assign fe = ex - $signed({8'd0, lz}) + 12'sd11;
  assign mant = (a_nan || a_inf || a_zero) ? a : {a[15], 5'd14, nsig[9:0]};
  assign fexp = (a_nan || a_inf || a_zero) ? 16'd0 : {{4{fe[11]}}, fe};

  // ---- div_fixup (golden div_fixup<Half>) ---------------------------------------------------------
  function automatic logic [15:0] div_fixup(input logic [15:0] q, input logic [15:0] den,
                                            input logic [15:0] num, input logic ie);
    logic s;
    s = den[15] ^ num[15];
    if (gcn_fp16_pkg::is_nan(num)) div_fixup = gcn_fp16_pkg::quiet(num, ie);
    else if (gcn_fp16_pkg::is_nan(den)) div_fixup = gcn_fp16_pkg::quiet(den, ie);
    else if ((gcn_fp16_pkg::is_zero(den) && gcn_fp16_pkg::is_zero(num)) ||
             (gcn_fp16_pkg::is_inf(den) && gcn_fp16_pkg::is_inf(num))) div_fixup = 16'hfe00;
    else if (gcn_fp16_pkg::is_zero(den) || gcn_fp16_pkg::is_inf(num)) div_fixup = {s, 15'h7c00};
    else if (gcn_fp16_pkg::is_inf(den) || gcn_fp16_pkg::is_zero(num)) div_fixup = {s, 15'd0};
    // exponent(num) - exponent(den) < -(10 + 15): far below the smallest subnormal
    else if ({1'b0, num[14:10]} + 6'd25 < {1'b0, den[14:10]}) div_fixup = {s, 15'd0};
    else if (q[14:10] == 5'h1f) div_fixup = {s, 15'h7c00};
    else div_fixup = {s, q[14:0]};
  endfunction

  logic [15:0] hres;
  always_comb begin
    result_o = '0;
    hres = '0;
    if (en_i && valid_o) begin
      unique case (op_i)
        gcn_opcodes_pkg::OP_V_RCP_F16: hres = rcp(a, sig, ex, ieee, rm);
        gcn_opcodes_pkg::OP_V_SQRT_F16: hres = sqrt(a, sig, ex, ieee, rm);
        gcn_opcodes_pkg::OP_V_FRACT_F16: hres = fract(a, sig, ieee, rm);
        gcn_opcodes_pkg::OP_V_FREXP_MANT_F16, gcn_opcodes_pkg::OP_V_FREXP_EXP_I16_F16: hres = mant;
        gcn_opcodes_pkg::OP_V_DIV_FIXUP_F16: hres = div_fixup(a, b, c, ieee);
        default: hres = a_nan ? gcn_fp16_pkg::quiet(a, ieee) : gcn_fp16_pkg::of_f32(tr_res_i, rm);
      endcase
      if (op_i == gcn_opcodes_pkg::OP_V_FREXP_EXP_I16_F16) result_o = {16'd0, fexp};
      else result_o = {16'd0, gcn_fp16_pkg::f16_out(hres, omod_i, clamp_i, mode_i[7], mode_i[8])};
    end
  end

endmodule
/* verilator lint_on UNUSEDSIGNAL */
