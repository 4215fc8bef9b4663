// gcn_fp32_trans: the binary32 transcendental operations of one lane (combinational, latency 0),
// after golden/exec/vop1_fp.cpp, which computes each in double and rounds once under MODE; the
// RTL must be within golden/exec/approx_ulp.h (1 ULP; sin/cos 4). Each is a digit recurrence or
// a shift-add iteration over fixed-point words (unrolled here; an iterative or pipelined CU
// steps them over cycles behind the same interface), ending in the one binary32 rounder
// gcn_fp32_pkg::round. Constant tables: gcn_fp32_trans_pkg (generated).
//   v_rsq_f32          restoring square root of the significand (30 root bits), restoring
//                      division 2^60 / root (32 quotient bits); remainders as sticky
//   v_exp_f32          2^x: x in fixed point (48 fraction bits, floor), 2^frac as the product
//   v_exp_legacy_f32   of the table values 2^(2^-i) of its set bits (Q1.63), scaled by 2^int;
//                      legacy: +0 below -126
//   v_log_f32          log2: exponent + the fraction of log2(significand) one bit per
//   v_log_legacy_f32   squaring (56 bits, Q2.62 words); legacy: subnormal inputs read as 0,
//                      negative inputs give 0xffc00000
//   v_sin_f32          sin/cos(2*pi*x) (x in revolutions): x - round(x) (round half away) in
//   v_cos_f32          Q0.64, folded to sin(2*pi*h), h in (0, 1/4]; CORDIC rotation (50
//                      steps, Q2.62) for h >= 2^-20, 2*pi*h below (|error| < 2^-37 relative);
//                      quarter turns exact as golden
// Sources arrive with abs/neg and MODE input flushing applied (gcn_valu_lane); the result takes
// the binary32 output modifiers there. Outputs are 0 unless en_i and op_i is one of its ops.
// Wide intermediate words are read in part (the bits a result needs).
/* verilator lint_off UNUSEDSIGNAL */
module gcn_fp32_trans (
  input  logic        en_i,
  input  logic [9:0]  op_i,
  input  logic [31:0] a_i,
  input  logic [1:0]  rm_i,
  input  logic        ieee_i,
  output logic        valid_o,
  output logic [31:0] result_o
);

  localparam logic [31:0] NEG_INF = 32'hff800000;
  localparam logic [31:0] POS_INF = 32'h7f800000;

  // The normalised significand (bit 23 set) and the unbiased exponent of a nonzero finite v.
  function automatic logic [23:0] nsig(input logic [31:0] v);
    logic [4:0] lz;
    lz = '0;
    for (int t_ns = 0; t_ns < 24; t_ns++) begin
      if (v[t_ns]) lz = 5'(23 - t_ns);
    end
    nsig = (v[30:23] != 8'd0) ? {1'b1, v[22:0]} : ({1'b0, v[22:0]} << lz);
  endfunction
  function automatic logic signed [11:0] nexp(input logic [31:0] v);
    logic [4:0] lz;
    lz = '0;
    for (int t_ne = 0; t_ne < 24; t_ne++) begin
      if (v[t_ne]) lz = 5'(23 - t_ne);
    end
    nexp = (v[30:23] != 8'd0) ? ($signed({4'd0, v[30:23]}) - 12'sd127)
                              : (-12'sd126 - $signed({7'd0, lz}));
  endfunction

  // ---- 1/sqrt(x) -------------------------------------------------------------------------------
  function automatic logic [31:0] rsq(input logic [31:0] v, input logic ie, input logic [1:0] rm);
    logic [23:0] m;
    logic signed [11:0] e, ee;
    logic [59:0] x;
    logic [29:0] root;
    logic [32:0] rem, trial;
    logic [31:0] q;
    logic [30:0] r;
    m = nsig(v);
    e = nexp(v);
    // |v| = x * 2^ee with x = m << 35 or 36 (59 or 60 bits) and ee even.
    ee = e - 12'sd23 - 12'sd36;
    x = {m, 36'd0};
    if (ee[0]) begin
      ee = e - 12'sd23 - 12'sd35;
      x = {1'b0, m, 35'd0};
    end
    root = '0;
    rem = '0;
    for (int t_sq = 29; t_sq >= 0; t_sq--) begin
      rem = {rem[30:0], x[2*t_sq+1], x[2*t_sq]};
      trial = {1'b0, root, 2'b01};
      root = {root[28:0], 1'b0};
      if (rem >= trial) begin
        rem = rem - trial;
        root[0] = 1'b1;
      end
    end
    // q = floor(2^60 / root), root in [2^29, 2^30): q in (2^30, 2^31], bit 31 first.
    r = 31'h20000000;
    q = '0;
    for (int t_dv = 31; t_dv >= 0; t_dv--) begin
      if (t_dv != 31) r = {r[29:0], 1'b0};
      if (r >= {1'b0, root}) begin
        r = r - {1'b0, root};
        q[t_dv] = 1'b1;
      end
    end
    if (gcn_fp32_pkg::is_nan(v)) rsq = gcn_fp32_pkg::quiet(v, ie);
    else if (gcn_fp32_pkg::is_zero(v)) rsq = {v[31], 31'h7f800000};
    else if (v[31]) rsq = gcn_fp32_pkg::QNAN;
    else if (gcn_fp32_pkg::is_inf(v)) rsq = 32'd0;
    else rsq = gcn_fp32_pkg::round(1'b0, {48'd0, q}, -12'sd60 - (ee >>> 1),
                                   rem != 33'd0 || r != 31'd0, rm);
  endfunction

  // ---- 2^x ---------------------------------------------------------------------------------------
  function automatic logic [31:0] exp2(input logic [31:0] v, input logic ie, input logic [1:0] rm,
                                       input logic legacy);
    logic signed [11:0] s;
    logic [127:0] w;
    logic [56:0] mag;
    logic        lost;
    logic [57:0] xf;
    logic [47:0] f;
    logic signed [11:0] n;
    logic [63:0]  p;
    logic [127:0] pp;
    s = gcn_fp32_pkg::exp_of(v) + 12'sd48;  // v * 2^48 = sig * 2^s
    w = {40'd0, gcn_fp32_pkg::sig_of(v), 64'd0};
    if (s >= 12'sd0) w = w << s[5:0];
    else if (s < -12'sd127) w = '0;
    else w = w >> 7'(-s);
    mag = w[120:64];
    lost = w[63:0] != 64'd0 || (s < -12'sd127);
    // floor(v * 2^48) in two's complement
    xf = v[31] ? (lost ? ~{1'b0, mag} : 58'd0 - {1'b0, mag}) : {1'b0, mag};
    f = xf[47:0];
    n = 12'($signed(xf[57:48]));
    p = 64'h8000000000000000;
    for (int t_ex = 1; t_ex <= gcn_fp32_trans_pkg::EXP_BITS; t_ex++) begin
      if (f[gcn_fp32_trans_pkg::EXP_BITS - t_ex]) begin
        pp = {64'd0, p} * {64'd0, gcn_fp32_trans_pkg::exp2_pow(6'(t_ex))};
        p = pp[126:63];
      end
    end
    if (gcn_fp32_pkg::is_nan(v)) exp2 = gcn_fp32_pkg::quiet(v, ie);
    else if (gcn_fp32_pkg::is_inf(v)) exp2 = v[31] ? 32'd0 : POS_INF;
    else if (legacy && v[31] && v[30:0] > 31'h42fc0000) exp2 = 32'd0;  // below -126
    else if (!v[31] && v[30:23] >= 8'd134)                             // >= 128: overflow
      exp2 = gcn_fp32_pkg::round(1'b0, 80'd1, 12'sd300, 1'b0, rm);
    else if (v[31] && v[30:23] >= 8'd135)                              // <= -256: underflow
      exp2 = gcn_fp32_pkg::round(1'b0, 80'd1, -12'sd400, 1'b1, rm);
    else exp2 = gcn_fp32_pkg::round(1'b0, {16'd0, p}, n - 12'sd63, lost || f != 48'd0, rm);
  endfunction

  // ---- log2(x) -----------------------------------------------------------------------------------
  function automatic logic [31:0] log2(input logic [31:0] v, input logic ie, input logic [1:0] rm,
                                       input logic legacy);
    logic [23:0]  m;
    logic signed [11:0] e;
    logic [63:0]  y;
    logic [127:0] sq;
    logic [55:0]  f;
    logic signed [65:0] l;
    logic [65:0]  mag;
    logic         exact;
    m = nsig(v);
    e = nexp(v);
    y = {1'b0, m, 39'd0};  // Q2.62
    f = '0;
    for (int t_lg = 55; t_lg >= 0; t_lg--) begin
      sq = {64'd0, y} * {64'd0, y};
      y = sq[125:62];
      if (y[63]) begin
        f[t_lg] = 1'b1;
        y = {1'b0, y[63:1]};
      end
    end
    exact = m == 24'h800000;
    l = $signed({e[9:0], 56'd0}) + $signed({10'd0, f});
    mag = l[65] ? (66'd0 - l) : l;
    if (gcn_fp32_pkg::is_nan(v)) log2 = gcn_fp32_pkg::quiet(v, ie);
    else if (legacy && v[31] && !gcn_fp32_pkg::is_zero(v)) log2 = 32'hffc00000;
    else if (gcn_fp32_pkg::is_zero(v) || (legacy && v[30:23] == 8'd0)) log2 = NEG_INF;
    else if (v[31]) log2 = gcn_fp32_pkg::QNAN;
    else if (gcn_fp32_pkg::is_inf(v)) log2 = POS_INF;
    else if (l == 66'sd0) log2 = 32'd0;
    // A negative sum carries the truncation error the other way: its magnitude lies below.
    else if (l[65] && !exact) log2 = gcn_fp32_pkg::round(1'b1, {14'd0, mag - 66'd1}, -12'sd56, 1'b1, rm);
    else log2 = gcn_fp32_pkg::round(l[65], {14'd0, mag}, -12'sd56, !exact, rm);
  endfunction

  // ---- sin/cos(2*pi*h), h in (0, 1/4] as Q0.64 (h > 0) -----------------------------------------
  function automatic logic [31:0] sin_turn(input logic sgn, input logic [63:0] h, input logic [1:0] rm);
    logic signed [65:0] x, y, z, xs, ys;
    logic [127:0] pr;
    x = {2'b00, gcn_fp32_trans_pkg::CORDIC_K};
    y = '0;
    z = {2'b00, h};
    for (int t_cd = 0; t_cd < gcn_fp32_trans_pkg::CORDIC_N; t_cd++) begin
      xs = x >>> t_cd;
      ys = y >>> t_cd;
      if (!z[65]) begin
        x = x - ys;
        y = y + xs;
        z = z - $signed({2'b00, gcn_fp32_trans_pkg::atan_rev(6'(t_cd))});
      end else begin
        x = x + ys;
        y = y - xs;
        z = z + $signed({2'b00, gcn_fp32_trans_pkg::atan_rev(6'(t_cd))});
      end
    end
    pr = {64'd0, h} * {64'd0, gcn_fp32_trans_pkg::TWO_PI};  // 2*pi*h * 2^125
    if (h < 64'h0000100000000000)  // h < 2^-20: sin(2*pi*h) = 2*pi*h (1 - O(2^-37))
      sin_turn = gcn_fp32_pkg::round(sgn, pr[127:48], -12'sd77, 1'b1, rm);
    else sin_turn = gcn_fp32_pkg::round(sgn, {14'd0, y}, -12'sd62, 1'b1, rm);
  endfunction

  function automatic logic [31:0] sincos(input logic [31:0] v, input logic is_cos,
                                         input logic ie, input logic [1:0] rm);
    logic [151:0] w;
    logic [63:0]  fr, g, h;
    logic         fneg, sgn, zero_f;
    logic [87:0]  tp;
    // |v| * 2^128 (the fraction in w[127:0], truncated to Q0.64); |v| >= 2^23 is integral
    w = {gcn_fp32_pkg::sig_of(v), 128'd0} >> 8'(12'sd0 - gcn_fp32_pkg::exp_of(v));
    fr = w[127:64];
    if (fr[63]) begin  // round half away from zero: x - round(x) = -(1 - frac), sign flipped
      g = 64'd0 - fr;
      fneg = !v[31];
    end else begin
      g = fr;
      fneg = v[31];
    end
    // integral x (|x| >= 1 with no fraction bit, or >= 2^23), or a zero
    zero_f = v[30:23] >= 8'd150 || gcn_fp32_pkg::is_zero(v) || (v[30:23] >= 8'd127 && fr == 64'd0);
    sgn = 1'b0;
    h = '0;
    if (!is_cos) begin
      sgn = fneg;
      h = g[62] && g[61:0] != 62'd0 ? (64'h8000000000000000 - g) : g;
    end else if (!g[63] && !g[62]) begin
      h = 64'h4000000000000000 - g;
    end else begin
      sgn = 1'b1;
      h = g - 64'h4000000000000000;
    end
    tp = {24'd0, gcn_fp32_trans_pkg::TWO_PI} * {64'd0, gcn_fp32_pkg::sig_of(v)};
    if (gcn_fp32_pkg::is_nan(v)) sincos = gcn_fp32_pkg::quiet(v, ie);
    else if (gcn_fp32_pkg::is_inf(v)) sincos = gcn_fp32_pkg::QNAN;
    // x - round(x) == 0: sin gives that zero (-0 only under round toward -inf), cos 1
    else if (zero_f) sincos = is_cos ? gcn_fp32_pkg::ONE : {rm == 2'd2, 31'd0};
    // |x| < 2^-20: sin(2*pi*x) = 2*pi*x from x's own significand (below 2^-64 too)
    else if (!is_cos && v[30:23] < 8'd107)
      sincos = gcn_fp32_pkg::round(v[31], {8'd0, tp[87:16]}, gcn_fp32_pkg::exp_of(v) - 12'sd45, 1'b1, rm);
    else if (g == 64'h4000000000000000) sincos = is_cos ? 32'd0 : {fneg, 31'h3f800000};
    else if (g == 64'h8000000000000000) sincos = is_cos ? 32'hbf800000 : 32'd0;
    else sincos = sin_turn(sgn, h, rm);
  endfunction

  assign valid_o = gcn_fp32_pkg::is_trans(op_i);

  always_comb begin
    result_o = '0;
    if (en_i && valid_o) begin
      unique case (op_i)
        gcn_opcodes_pkg::OP_V_RSQ_F32: result_o = rsq(a_i, ieee_i, rm_i);
        gcn_opcodes_pkg::OP_V_EXP_F32: result_o = exp2(a_i, ieee_i, rm_i, 1'b0);
        gcn_opcodes_pkg::OP_V_EXP_LEGACY_F32: result_o = exp2(a_i, ieee_i, rm_i, 1'b1);
        gcn_opcodes_pkg::OP_V_LOG_F32: result_o = log2(a_i, ieee_i, rm_i, 1'b0);
        gcn_opcodes_pkg::OP_V_LOG_LEGACY_F32: result_o = log2(a_i, ieee_i, rm_i, 1'b1);
        gcn_opcodes_pkg::OP_V_SIN_F32: result_o = sincos(a_i, 1'b0, ieee_i, rm_i);
        gcn_opcodes_pkg::OP_V_COS_F32: result_o = sincos(a_i, 1'b1, ieee_i, rm_i);
        default: ;
      endcase
    end
  end

endmodule
/* verilator lint_on UNUSEDSIGNAL */
