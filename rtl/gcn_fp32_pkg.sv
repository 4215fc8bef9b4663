// gcn_fp32_pkg: binary32 building blocks shared by the f32 functional units (gcn_fp32_addmul,
// gcn_fp32_cmp, gcn_fp32_cvt) and the lane's modifier stages (gcn_valu_lane): classification,
// the NaN rules, one correctly rounding binary32 rounder under the four MODE round modes with
// gradual underflow, the fused multiply-add core every add/sub/mul/mad/fma is built from, and
// ldexp. All combinational. The rules are the golden model's (golden/exec/fp_util.h).
package gcn_fp32_pkg;

  localparam logic [31:0] QNAN = 32'h7fc00000;  // the default NaN of an invalid operation
  localparam logic [31:0] ONE = 32'h3f800000;

  // Classification helpers look at part of a word: the sign or the fraction is legitimately
  // unused in some of them.
  /* verilator lint_off UNUSEDSIGNAL */
  function automatic logic is_nan(input logic [31:0] x);
    is_nan = x[30:23] == 8'hff && x[22:0] != 23'd0;
  endfunction
  function automatic logic is_snan(input logic [31:0] x);
    is_snan = is_nan(x) && !x[22];
  endfunction
  function automatic logic is_inf(input logic [31:0] x);
    is_inf = x[30:0] == 31'h7f800000;
  endfunction
  function automatic logic is_zero(input logic [31:0] x);
    is_zero = x[30:0] == 31'd0;
  endfunction
  function automatic logic is_den(input logic [31:0] x);
    is_den = x[30:23] == 8'd0 && x[22:0] != 23'd0;
  endfunction
  // A NaN input as it leaves an arithmetic instruction: quieted only in IEEE mode.
  function automatic logic [31:0] quiet(input logic [31:0] x, input logic ieee);
    quiet = ieee ? (x | 32'h00400000) : x;
  endfunction
  // A subnormal (or zero) flushed to the signed zero.
  function automatic logic [31:0] ftz(input logic [31:0] x);
    ftz = (x[30:23] == 8'd0) ? {x[31], 31'd0} : x;
  endfunction
  // Significand with the hidden bit, and the exponent of its bit 0: |x| = sig * 2^exp.
  function automatic logic [23:0] sig_of(input logic [31:0] x);
    sig_of = {x[30:23] != 8'd0, x[22:0]};
  endfunction
  function automatic logic signed [11:0] exp_of(input logic [31:0] x);
    exp_of = ((x[30:23] == 8'd0) ? 12'sd1 : $signed({4'd0, x[30:23]})) - 12'sd150;
  endfunction
  /* verilator lint_on UNUSEDSIGNAL */
  // Numeric equality of two non-NaN values (+0 == -0).
  function automatic logic num_eq(input logic [31:0] a, input logic [31:0] b);
    num_eq = !is_nan(a) && !is_nan(b) && (a == b || (is_zero(a) && is_zero(b)));
  endfunction
  // Numeric a < b of two non-NaN values.
  function automatic logic num_lt(input logic [31:0] a, input logic [31:0] b);
    if (is_zero(a) && is_zero(b)) num_lt = 1'b0;
    else if (a[31] != b[31]) num_lt = a[31];
    else if (a[31]) num_lt = a[30:0] > b[30:0];
    else num_lt = a[30:0] < b[30:0];
  endfunction

  // Rounds (-1)^sgn * (sig + a sticky part below bit 0 when sticky_in) * 2^ex to binary32
  // under rm (0 nearest even, 1 +inf, 2 -inf, 3 zero), with gradual underflow and
  // overflow to inf or the largest finite value; sig must be nonzero. tie_up is the checker
  // self-test's mutant rne_tie_up (an exact tie under round to nearest goes up, away from even;
  // gcn_pkg::MutRneTieUp): 0 in a real design, see round below.
  function automatic logic [31:0] round_t(input logic sgn, input logic [79:0] sig,
                                          input logic signed [11:0] ex, input logic sticky_in,
                                          input logic [1:0] rm, input logic tie_up);
    logic [6:0]   lz;
    logic [79:0]  norm;
    logic signed [11:0] be;   // biased exponent of the result if it is normal
    logic [6:0]   sh;
    logic [105:0] w, wsh;
    logic         lost, rnd, st, inc, to_inf;
    logic [22:0]  man;
    logic [7:0]   ef;
    logic [30:0]  mag;
    lz = '0;
    for (int i = 0; i < 80; i++) begin
      if (sig[i]) lz = 7'(79 - i);
    end
    norm = sig << lz;
    // The MSB of norm weighs 2^(ex - lz + 79): biased exponent ex - lz + 79 + 127.
    be = ex - $signed({5'd0, lz}) + 12'sd206;
    if (be >= 12'sd1) sh = 7'd0;
    else if (be < -12'sd100) sh = 7'd106;
    else sh = 7'(12'sd1 - be);
    w = {norm, 26'd0};
    wsh = w >> sh;
    lost = (wsh << sh) != w;
    man = wsh[104:82];
    rnd = wsh[81];
    st = (|wsh[80:0]) | lost | sticky_in;
    unique case (rm)
      2'd0: inc = rnd & (st | man[0] | tie_up);
      2'd1: inc = !sgn & (rnd | st);
      2'd2: inc = sgn & (rnd | st);
      default: inc = 1'b0;
    endcase
    ef = (be >= 12'sd1) ? be[7:0] : 8'd0;
    mag = {ef, man} + {30'd0, inc};
    if (be > 12'sd254) begin
      to_inf = (rm == 2'd0) || (rm == 2'd1 && !sgn) || (rm == 2'd2 && sgn);
      mag = to_inf ? 31'h7f800000 : 31'h7f7fffff;
    end
    round_t = {sgn, mag};
  endfunction
  function automatic logic [31:0] round(input logic sgn, input logic [79:0] sig,
                                        input logic signed [11:0] ex, input logic sticky_in,
                                        input logic [1:0] rm);
    round = round_t(sgn, sig, ex, sticky_in, rm, 1'b0);
  endfunction

  // Fused multiply-add a * b (+ c when use_c) * 2^scale, rounded once under rm; the sources
  // already carry their input modifiers and MODE input flushing. NaN rules: the first NaN of
  // (a, b, c) quieted per IEEE mode; 0 * inf and inf - inf give QNAN. An exact zero sum of
  // opposite signs is -0 under round toward -inf, +0 otherwise; a lone product keeps its sign.
  // tie_up: the mutant rne_tie_up (round_t); fma below is the real design.
  function automatic logic [31:0] fma_t(input logic [31:0] a, input logic [31:0] b,
                                        input logic [31:0] c, input logic use_c,
                                        input logic signed [7:0] scale, input logic ieee,
                                        input logic [1:0] rm, input logic tie_up);
    logic        ps, pz, cz, prod_inf, sx, sy, neg;
    logic [47:0] p;
    logic [5:0]  lzp;
    logic [4:0]  lzc;
    logic [47:0] pn;
    logic [23:0] cn, mc;
    logic signed [11:0] sc;
    logic signed [11:0] tp, tc, tmax, dd;
    logic [77:0] x, y, ysh, s;
    logic [6:0]  d;
    logic        lost;
    sc = {{4{scale[7]}}, scale};
    ps = a[31] ^ b[31];
    pz = is_zero(a) || is_zero(b);
    cz = !use_c || is_zero(c);
    prod_inf = is_inf(a) || is_inf(b);
    fma_t = '0;
    if (is_nan(a)) fma_t = quiet(a, ieee);
    else if (is_nan(b)) fma_t = quiet(b, ieee);
    else if (use_c && is_nan(c)) fma_t = quiet(c, ieee);
    else if ((is_inf(a) && is_zero(b)) || (is_zero(a) && is_inf(b))) fma_t = QNAN;
    else if (prod_inf && use_c && is_inf(c) && ps != c[31]) fma_t = QNAN;
    else if (prod_inf) fma_t = {ps, 31'h7f800000};
    else if (use_c && is_inf(c)) fma_t = c;
    else if (pz && cz) begin
      if (!use_c || ps == c[31]) fma_t = {ps, 31'd0};
      else fma_t = {rm == 2'd2, 31'd0};
    end else if (pz) begin
      fma_t = (scale == 8'sd0) ? c
          : round_t(c[31], {56'd0, sig_of(c)}, exp_of(c) + sc, 1'b0, rm, tie_up);
    end else begin
      p = {24'd0, sig_of(a)} * {24'd0, sig_of(b)};
      if (cz) begin
        fma_t = round_t(ps, {32'd0, p}, exp_of(a) + exp_of(b) + sc, 1'b0, rm, tie_up);
      end else begin
        // Both nonzero: normalise each to its MSB, put the larger at bit 76 of a 78-bit field
        // and shift the smaller right, its lost bits jammed into bit 0 (they are then at least
        // 30 places below the larger's MSB, so the jam is only ever a sticky bit).
        lzp = '0;
        for (int i = 0; i < 48; i++) begin
          if (p[i]) lzp = 6'(47 - i);
        end
        mc = sig_of(c);
        lzc = '0;
        for (int i = 0; i < 24; i++) begin
          if (mc[i]) lzc = 5'(23 - i);
        end
        pn = p << lzp;
        cn = mc << lzc;
        tp = exp_of(a) + exp_of(b) - $signed({6'd0, lzp}) + 12'sd47;
        tc = exp_of(c) - $signed({7'd0, lzc}) + 12'sd23;
        if (tp >= tc) begin
          x = {1'b0, pn, 29'd0};
          y = {1'b0, cn, 53'd0};
          dd = tp - tc;
          tmax = tp;
          sx = ps;
          sy = c[31];
        end else begin
          x = {1'b0, cn, 53'd0};
          y = {1'b0, pn, 29'd0};
          dd = tc - tp;
          tmax = tc;
          sx = c[31];
          sy = ps;
        end
        d = (dd > 12'sd78) ? 7'd78 : 7'(dd);
        ysh = y >> d;
        lost = (ysh << d) != y;
        ysh[0] = ysh[0] | lost;
        neg = sx;
        if (sx == sy) s = x + ysh;
        else if (x >= ysh) s = x - ysh;
        else begin
          s = ysh - x;
          neg = sy;
        end
        if (s == 78'd0) fma_t = {rm == 2'd2, 31'd0};
        else fma_t = round_t(neg, {2'd0, s}, tmax - 12'sd76 + sc, 1'b0, rm, tie_up);
      end
    end
  endfunction
  function automatic logic [31:0] fma(input logic [31:0] a, input logic [31:0] b,
                                      input logic [31:0] c, input logic use_c,
                                      input logic signed [7:0] scale, input logic ieee,
                                      input logic [1:0] rm);
    fma = fma_t(a, b, c, use_c, scale, ieee, rm, 1'b0);
  endfunction

  // ldexp: a * 2^e rounded once under rm (e clamped to +-400 first, as golden); NaN quieted,
  // inf and zero returned unchanged.
  function automatic logic [31:0] ldexp(input logic [31:0] a, input logic [31:0] e,
                                        input logic ieee, input logic [1:0] rm);
    logic signed [11:0] ec;
    if ($signed(e) > 32'sd400) ec = 12'sd400;
    else if ($signed(e) < -32'sd400) ec = -12'sd400;
    else ec = 12'(e);
    if (is_nan(a)) ldexp = quiet(a, ieee);
    else if (is_inf(a) || is_zero(a)) ldexp = a;
    else ldexp = round(a[31], {56'd0, sig_of(a)}, exp_of(a) + ec, 1'b0, rm);
  endfunction

  // The operations of gcn_fp32_trans (the quarter-rate units each lane group shares).
  function automatic logic is_trans(input logic [9:0] op);
    unique case (op)
      gcn_opcodes_pkg::OP_V_RSQ_F32, gcn_opcodes_pkg::OP_V_EXP_F32, gcn_opcodes_pkg::OP_V_LOG_F32,
      gcn_opcodes_pkg::OP_V_EXP_LEGACY_F32, gcn_opcodes_pkg::OP_V_LOG_LEGACY_F32,
      gcn_opcodes_pkg::OP_V_SIN_F32, gcn_opcodes_pkg::OP_V_COS_F32:
        is_trans = 1'b1;
      default: is_trans = 1'b0;
    endcase
  endfunction

endpackage
