// gcn_fp64_arith: the binary64 arithmetic of gcn_fp64 (combinational, latency 0). Its sources
// already carry the VOP3 abs/neg modifiers and MODE input flushing; its result goes through
// gcn_fp64's binary64 output stage. The rules are the golden model's (golden/exec/fp_util.h,
// vop3_fp.cpp, vop1_fp.cpp).
//
// - v_add_f64, v_mul_f64, v_fma_f64, v_div_fmas_f64: one fused datapath, a 53x53 product and an
//   aligned add, rounded once by gcn_fp64_pkg::round (add is a * 1.0 + b; mul has no addend).
//   v_div_fmas_f64 on a VCC lane scales the exact sum by 2^128 (|S2| >= 2) or 2^-128 before
//   that one rounding (golden div_fmas / Div<double>::kScale).
// - v_div_scale_f64 (VCC out), v_div_fixup_f64: golden's div_scale / div_fixup.
// - v_rcp_f64, v_rsq_f64, v_sqrt_f64: approximate (golden/exec/approx_ulp.h allows 2^29 ULP):
//   a 32-bit restoring square root and a 32-bit restoring reciprocal of the significand
//   (truncated to 32 bits), rounded once; special values exact (docs/rtl.md gives the error).
// - v_trig_preop_f64: 53 bits of 2/pi picked by S1[4:0] and S0's exponent, scaled.
// Evaluated only when en_i is set and op_i is one of its operations (outputs 0 otherwise);
// valid_o decodes op_i alone.
module gcn_fp64_arith (
  input  logic        en_i,
  input  logic [9:0]  op_i,
  input  logic [63:0] a_i,
  input  logic [63:0] b_i,
  input  logic [63:0] c_i,
  input  logic [31:0] seg_i,    // v_trig_preop_f64's raw SRC1
  input  logic        vcc_i,    // v_div_fmas_f64: this lane's VCC bit
  input  logic [1:0]  rm_i,     // MODE FP64 round mode
  input  logic        ieee_i,
  output logic        valid_o,
  output logic        vcc_o,    // v_div_scale_f64's VCC bit
  output logic [63:0] result_o
);

  logic is_fused, is_mul, is_add, is_fmas, is_scale, is_fixup, is_rcp, is_rsq, is_sqrt, is_trig;
  assign is_add = op_i == gcn_opcodes_pkg::OP_V_ADD_F64;
  assign is_mul = op_i == gcn_opcodes_pkg::OP_V_MUL_F64;
  assign is_fmas = op_i == gcn_opcodes_pkg::OP_V_DIV_FMAS_F64;
  assign is_fused = is_add || is_mul || is_fmas || op_i == gcn_opcodes_pkg::OP_V_FMA_F64;
  assign is_scale = op_i == gcn_opcodes_pkg::OP_V_DIV_SCALE_F64;
  assign is_fixup = op_i == gcn_opcodes_pkg::OP_V_DIV_FIXUP_F64;
  assign is_rcp = op_i == gcn_opcodes_pkg::OP_V_RCP_F64;
  assign is_rsq = op_i == gcn_opcodes_pkg::OP_V_RSQ_F64;
  assign is_sqrt = op_i == gcn_opcodes_pkg::OP_V_SQRT_F64;
  assign is_trig = op_i == gcn_opcodes_pkg::OP_V_TRIG_PREOP_F64;
  assign valid_o = gcn_fp64_pkg::is_arith(op_i);

  // ---- fused multiply-add: (-1)^sp * sa*sb * 2^ep + (-1)^sc * sc * 2^ec ---------------------
  // The smaller-weighted term is aligned to the other's LSB when they overlap (|d| lit);
  // otherwise it only nudges the larger one: +0 or -1 with a sticky bit below.
  logic [63:0] fa, fb, fc;  // the three fused operands (add: a, 1.0, b)
  logic        f_en, sp, nc;
  logic [105:0] prod;
  logic signed [13:0] ep, ec, d, f_ex, adj;
  logic [162:0] dom, lit, sum;  // the dominant (aligned) term, the other one, their sum
  logic [127:0] f_sig;
  logic        f_st, f_sgn;
  logic [63:0] f_special;
  logic        f_is_special;
  always_comb begin
    f_en = en_i && is_fused;
    fa = '0;
    fb = '0;
    fc = '0;
    nc = 1'b0;  // no addend (mul)
    if (f_en) begin
      fa = a_i;
      fb = is_add ? gcn_fp64_pkg::ONE : b_i;
      fc = is_add ? b_i : c_i;
      nc = is_mul;
    end
  end
  always_comb begin
    prod = '0;
    sp = 1'b0;
    ep = '0;
    ec = '0;
    d = '0;
    dom = '0;
    lit = '0;
    sum = '0;
    f_sig = '0;
    f_st = 1'b0;
    f_sgn = 1'b0;
    f_ex = '0;
    adj = '0;
    f_special = '0;
    f_is_special = 1'b1;
    if (f_en) begin
      prod = gcn_fp64_pkg::sig_of(fa) * gcn_fp64_pkg::sig_of(fb);
      sp = fa[63] ^ fb[63];
      ep = gcn_fp64_pkg::exp_of(fa) + gcn_fp64_pkg::exp_of(fb);
      ec = gcn_fp64_pkg::exp_of(fc);
      // Specials in golden fp::fma / fp::mul order: the first NaN source, inf * 0, inf - inf.
      if (gcn_fp64_pkg::is_nan(fa)) f_special = gcn_fp64_pkg::quiet(fa, ieee_i);
      else if (gcn_fp64_pkg::is_nan(fb)) f_special = gcn_fp64_pkg::quiet(fb, ieee_i);
      else if (!nc && gcn_fp64_pkg::is_nan(fc)) f_special = gcn_fp64_pkg::quiet(fc, ieee_i);
      else if ((gcn_fp64_pkg::is_inf(fa) && gcn_fp64_pkg::is_zero(fb)) ||
               (gcn_fp64_pkg::is_zero(fa) && gcn_fp64_pkg::is_inf(fb))) f_special = gcn_fp64_pkg::QNAN;
      else if (gcn_fp64_pkg::is_inf(fa) || gcn_fp64_pkg::is_inf(fb)) begin
        f_special = (!nc && gcn_fp64_pkg::is_inf(fc) && fc[63] != sp) ? gcn_fp64_pkg::QNAN
                                                                       : {sp, 63'h7ff0000000000000};
      end
      else if (!nc && gcn_fp64_pkg::is_inf(fc)) f_special = fc;
      else if (prod == 106'd0 && (nc || gcn_fp64_pkg::is_zero(fc))) begin
        // A sum of zeros keeps a common sign, else +0 (-0 rounding down).
        f_special = {(nc || sp == fc[63]) ? sp : (rm_i == 2'd2), 63'd0};
      end
      else begin
        f_is_special = 1'b0;
        d = ec - ep;
        if (prod == 106'd0) begin
          // 0 * y + c: c (rounds to itself; div_fmas still scales it).
          dom = {110'd0, gcn_fp64_pkg::sig_of(fc)};
          f_ex = ec;
        end else if (nc || gcn_fp64_pkg::is_zero(fc)) begin
          dom = {57'd0, prod};
          f_ex = ep;
        end else if (d >= 14'sd0) begin
          dom = (d > 14'sd108) ? {2'd0, gcn_fp64_pkg::sig_of(fc), 108'd0}
                               : ({110'd0, gcn_fp64_pkg::sig_of(fc)} << d[6:0]);
          lit = (d > 14'sd108) ? 163'd0 : {57'd0, prod};
          f_st = d > 14'sd108;
          f_ex = (d > 14'sd108) ? ec - 14'sd108 : ep;
        end else begin
          dom = (d < -14'sd56) ? {1'b0, prod, 56'd0} : ({57'd0, prod} << 7'(-d));
          lit = (d < -14'sd56) ? 163'd0 : {110'd0, gcn_fp64_pkg::sig_of(fc)};
          f_st = d < -14'sd56;
          f_ex = (d < -14'sd56) ? ep - 14'sd56 : ec;
        end
        // dom holds the product when d < 0: signs of the two terms follow which one it is.
        f_sgn = (prod == 106'd0 || (!nc && !gcn_fp64_pkg::is_zero(fc) && d >= 14'sd0)) ? fc[63] : sp;
        if (prod == 106'd0 || nc || gcn_fp64_pkg::is_zero(fc) || fc[63] == sp) begin
          sum = dom + lit;
        end else begin
          // Effective subtraction; a nudged term subtracts one unit with the sticky below.
          sum = dom - lit - {162'd0, f_st};
          if (sum[162]) begin
            sum = 163'd0 - sum;
            f_sgn = !f_sgn;
          end
        end
        if (sum == 163'd0) begin
          f_is_special = 1'b1;
          f_special = {rm_i == 2'd2, 63'd0};
        end
        // Keep the top 128 bits (the rounder needs 55 and a sticky bit).
        if (sum[162:128] != 35'd0) begin
          f_sig = sum[162:35];
          f_st = f_st | (sum[34:0] != 35'd0);
          f_ex = f_ex + 14'sd35;
        end else begin
          f_sig = sum[127:0];
        end
        // div_fmas on a VCC lane: 2^+-128 before the one rounding.
        if (is_fmas && vcc_i) adj = (fc[62:52] > 11'd1023) ? 14'sd128 : -14'sd128;
      end
    end
  end

  // ---- div_scale (golden div_scale<double>: gap 768, scale 2^+-128, tiny exponent 53) -------
  // Normalized (1.f, unbiased exponent) form of a finite nonzero value, for exact compares.
  function automatic logic [65:0] norm_of(input logic [63:0] x);  // {exponent[13:0], sig[51:0]}
    logic [52:0] s;
    logic [5:0]  lz;
    s = gcn_fp64_pkg::sig_of(x);
    lz = '0;
    for (int nb = 0; nb < 53; nb++) begin
      if (s[nb]) lz = 6'(52 - nb);
    end
    norm_of = {14'(gcn_fp64_pkg::exp_of(x) + 14'sd52 - $signed({8'd0, lz})), 52'(s << lz)};
  endfunction
  // Numeric equality of two values (NaN unequal, +0 == -0).
  function automatic logic num_eq(input logic [63:0] x, input logic [63:0] y);
    num_eq = !gcn_fp64_pkg::is_nan(x) && !gcn_fp64_pkg::is_nan(y) &&
             (x == y || (gcn_fp64_pkg::is_zero(x) && gcn_fp64_pkg::is_zero(y)));
  endfunction

  // s_ld: the result is ldexp(s0, +-128) (s_dn: -128), rounded under MODE by the shared
  // rounder below (a NaN comes out quiet under MODE.IEEE, as golden's fp::ldexp; inf and zero
  // unchanged).
  logic [63:0] s_res;
  logic        s_vcc, s_ld, s_dn, rcp_tiny, quot_tiny, s_fin;
  logic [65:0] n1, n2;
  logic signed [13:0] e1n, e2n;
  always_comb begin
    s_res = '0;
    s_vcc = 1'b0;
    s_ld = 1'b0;
    s_dn = 1'b0;
    rcp_tiny = 1'b0;
    quot_tiny = 1'b0;
    s_fin = 1'b0;
    n1 = '0;
    n2 = '0;
    e1n = '0;
    e2n = '0;
    if (en_i && is_scale) begin
      s_fin = b_i[62:52] != 11'h7ff && c_i[62:52] != 11'h7ff;
      n1 = norm_of(b_i);
      n2 = norm_of(c_i);
      e1n = $signed(n1[65:52]);
      e2n = $signed(n2[65:52]);
      // |S1| > 2^1022; |S2| < |S1| * 2^-1022 (exact, on the normalized forms).
      rcp_tiny = s_fin && b_i[62:0] > 63'h7fd0000000000000;
      quot_tiny = s_fin && (e2n + 14'sd1022 < e1n || (e2n + 14'sd1022 == e1n && n2[51:0] < n1[51:0]));
      s_res = a_i;
      if (gcn_fp64_pkg::is_zero(c_i) || gcn_fp64_pkg::is_zero(b_i)) s_res = gcn_fp64_pkg::QNAN;
      else if ($signed({3'd0, c_i[62:52]}) - $signed({3'd0, b_i[62:52]}) >= 14'sd768) begin
        s_vcc = 1'b1;
        s_ld = num_eq(a_i, b_i);
      end
      else if (gcn_fp64_pkg::is_den(b_i)) s_ld = 1'b1;
      else if (rcp_tiny && quot_tiny) begin
        s_vcc = 1'b1;
        s_ld = num_eq(a_i, b_i);
        s_dn = 1'b1;
      end
      else if (rcp_tiny) begin
        s_ld = 1'b1;
        s_dn = 1'b1;
      end
      else if (quot_tiny) begin
        s_vcc = 1'b1;
        s_ld = num_eq(a_i, c_i);
      end
      else if (c_i[62:52] <= 11'd53) s_ld = 1'b1;
      if (s_ld && gcn_fp64_pkg::is_nan(a_i)) s_res = gcn_fp64_pkg::quiet(a_i, ieee_i);
      else if (s_ld && (gcn_fp64_pkg::is_inf(a_i) || gcn_fp64_pkg::is_zero(a_i))) s_res = a_i;
    end
  end
  assign vcc_o = s_vcc;

  // ---- div_fixup (S0 quotient, S1 denominator, S2 numerator) --------------------------------
  logic [63:0] x_res;
  logic        x_s;
  always_comb begin
    x_res = '0;
    x_s = b_i[63] ^ c_i[63];
    if (en_i && is_fixup) begin
      if (gcn_fp64_pkg::is_nan(c_i)) x_res = gcn_fp64_pkg::quiet(c_i, ieee_i);
      else if (gcn_fp64_pkg::is_nan(b_i)) x_res = gcn_fp64_pkg::quiet(b_i, ieee_i);
      else if ((gcn_fp64_pkg::is_zero(b_i) && gcn_fp64_pkg::is_zero(c_i)) ||
               (gcn_fp64_pkg::is_inf(b_i) && gcn_fp64_pkg::is_inf(c_i)))
        x_res = {1'b1, gcn_fp64_pkg::QNAN[62:0]};
      else if (gcn_fp64_pkg::is_zero(b_i) || gcn_fp64_pkg::is_inf(c_i)) x_res = {x_s, 63'h7ff0000000000000};
      else if (gcn_fp64_pkg::is_inf(b_i) || gcn_fp64_pkg::is_zero(c_i)) x_res = {x_s, 63'd0};
      else if ($signed({3'd0, c_i[62:52]}) - $signed({3'd0, b_i[62:52]}) < -14'sd1075)
        x_res = {x_s, 63'd0};
      else if (a_i[62:52] == 11'h7ff) x_res = {x_s, 63'h7ff0000000000000};
      else x_res = {x_s, a_i[62:0]};
    end
  end

  // ---- rcp / rsq / sqrt ----------------------------------------------------------------------
  // 32-bit restoring square root of a 64-bit radicand and 32-bit reciprocal 2^63 / m.
  function automatic logic [32:0] isqrt64(input logic [63:0] n);  // {remainder != 0, root}
    logic [31:0] r;
    logic [65:0] rem, t;
    r = '0;
    rem = '0;
    for (int rb = 31; rb >= 0; rb--) begin
      rem = {rem[63:0], n[2*rb+1 -: 2]};
      t = {32'd0, r, 2'b01};
      r = r << 1;
      if (rem >= t) begin
        rem = rem - t;
        r[0] = 1'b1;
      end
    end
    isqrt64 = {rem != 66'd0, r};
  endfunction
  function automatic logic [33:0] recip32(input logic [31:0] m);  // {rem != 0, 2^63 / m}, m >= 2^31
    logic [32:0] q;
    logic [32:0] rem;
    q = '0;
    rem = 33'h080000000;  // 2^63 >> 32: the quotient has no bits above bit 32
    for (int qb = 32; qb >= 0; qb--) begin
      q = q << 1;
      if (rem >= {1'b0, m}) begin
        rem = rem - {1'b0, m};
        q[0] = 1'b1;
      end
      if (qb > 0) rem = rem << 1;
    end
    recip32 = {rem != 33'd0, q};
  endfunction

  logic        t_en;
  logic [65:0] tn;
  logic signed [13:0] te, th;  // unbiased exponent of a; its even part halved
  logic [63:0] rad;
  logic [32:0] root;
  logic [33:0] rq;
  logic [31:0] rdiv;
  logic [63:0] t_special;
  logic        t_is_special, t_st;
  logic [127:0] t_sig;
  logic signed [13:0] t_ex;
  always_comb begin
    t_en = en_i && (is_rcp || is_rsq || is_sqrt);
    tn = '0;
    te = '0;
    th = '0;
    rad = '0;
    root = '0;
    rq = '0;
    rdiv = '0;
    t_special = '0;
    t_is_special = 1'b1;
    t_st = 1'b0;
    t_sig = '0;
    t_ex = '0;
    if (t_en) begin
      if (gcn_fp64_pkg::is_nan(a_i)) t_special = gcn_fp64_pkg::quiet(a_i, ieee_i);
      else if (is_rcp && gcn_fp64_pkg::is_zero(a_i)) t_special = {a_i[63], 63'h7ff0000000000000};
      else if (is_rcp && gcn_fp64_pkg::is_inf(a_i)) t_special = {a_i[63], 63'd0};
      else if (gcn_fp64_pkg::is_zero(a_i)) t_special = is_sqrt ? a_i : {a_i[63], 63'h7ff0000000000000};
      else if (!is_rcp && a_i[63]) t_special = gcn_fp64_pkg::QNAN;
      else if (gcn_fp64_pkg::is_inf(a_i)) t_special = is_sqrt ? a_i : 64'd0;
      else begin
        t_is_special = 1'b0;
        tn = norm_of(a_i);
        te = $signed(tn[65:52]);
        // x = 1.f * 2^te; the radicand 1.f (or 2 * 1.f for an odd te) * 2^62.
        rad = te[0] ? {1'b1, tn[51:0], 11'd0} : {2'b01, tn[51:0], 10'd0};
        // $signed: the unsigned {13'd0, te[0]} would make the difference unsigned, and >>> a
        // logical shift (every x < 1 lost its root).
        th = $signed(te - {13'd0, te[0]}) >>> 1;
        if (!is_rcp) root = isqrt64(rad);
        rdiv = is_rcp ? {1'b1, tn[51:21]} : root[31:0];
        if (!is_sqrt) rq = recip32(rdiv);
        if (is_sqrt) begin
          t_sig = {96'd0, root[31:0]};
          t_st = root[32];
          t_ex = th - 14'sd31;
        end else begin
          t_sig = {95'd0, rq[32:0]};
          t_st = rq[33];
          t_ex = is_rcp ? -14'sd32 - te : -14'sd32 - th;
        end
      end
    end
  end

  // ---- trig_preop: bits [first, first + 53) of 2/pi (MSB first, zero past bit 1200) ---------
  localparam logic [1215:0] TWO_OVER_PI = {
    64'ha2f9836e4e441529, 64'hfc2757d1f534ddc0, 64'hdb6295993c439041, 64'hfe5163abdebbc561,
    64'hb7246e3a424dd2e0, 64'h06492eea09d1921c, 64'hfe1deb1cb129a73e, 64'he88235f52ebb4484,
    64'he99c7026b45f7e41, 64'h3991d639835339f4, 64'h9c845f8bbdf9283b, 64'h1ff897ffde05980f,
    64'hef2f118b5a0a6d1f, 64'h6d367ecf27cb09b7, 64'h4f463f669e5fea2d, 64'h7527bac7ebe5f17b,
    64'h3d0739f78a5292ea, 64'h6bfb5fb11f8d5d08, 64'h56033046fc7b0000};
  logic [11:0] g_first;
  logic [52:0] g_bits;
  logic signed [13:0] g_ex;
  always_comb begin
    g_first = '0;
    g_bits = '0;
    g_ex = '0;
    if (en_i && is_trig) begin
      g_first = {7'd0, seg_i[4:0]} * 12'd53 + ((a_i[62:52] > 11'd1077) ? {1'b0, a_i[62:52] - 11'd1077} : 12'd0);
      if (g_first <= 12'd1216) begin
        g_bits = 53'({TWO_OVER_PI, 53'd0} >> (12'd1216 - g_first));
      end
      g_ex = -14'sd53 - $signed({2'd0, g_first}) + ((a_i[62:52] >= 11'd1968) ? 14'sd128 : 14'sd0);
    end
  end

  // ---- the shared rounder and the result ------------------------------------------------------
  logic         r_sgn, r_st;
  logic [127:0] r_sig;
  logic signed [13:0] r_ex;
  logic [63:0]  rounded;
  always_comb begin
    r_sgn = 1'b0;
    r_st = 1'b0;
    r_sig = 128'd1;
    r_ex = '0;
    rounded = '0;
    if (en_i && valid_o) begin
      if (is_fused) begin
        r_sgn = f_sgn;
        r_sig = f_sig;
        r_ex = f_ex + adj;
        r_st = f_st;
      end else if (is_scale) begin
        r_sgn = a_i[63];
        r_sig = {75'd0, gcn_fp64_pkg::sig_of(a_i)};
        r_ex = gcn_fp64_pkg::exp_of(a_i) + (s_dn ? -14'sd128 : 14'sd128);
      end else if (is_trig) begin
        r_sig = {75'd0, g_bits};
        r_ex = g_ex;
      end else begin
        r_sgn = is_rcp && a_i[63];
        r_sig = t_sig;
        r_ex = t_ex;
        r_st = t_st;
      end
      if (r_sig != 128'd0) rounded = gcn_fp64_pkg::round(r_sgn, r_sig, r_ex, r_st, rm_i);
    end
  end

  always_comb begin
    result_o = '0;
    if (en_i && valid_o) begin
      if (is_fused) result_o = f_is_special ? f_special : rounded;
      else if (is_scale) result_o = (s_ld && !(gcn_fp64_pkg::is_nan(a_i) || gcn_fp64_pkg::is_inf(a_i) ||
                                             gcn_fp64_pkg::is_zero(a_i))) ? rounded : s_res;
      else if (is_fixup) result_o = x_res;
      else if (is_trig) result_o = rounded;
      else result_o = t_is_special ? t_special : rounded;
    end
  end

  logic unused_bits;
  assign unused_bits = ^{seg_i[31:5]};

endmodule
