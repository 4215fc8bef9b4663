// gcn_fp16_pkg: binary16 building blocks of gcn_fp16: classification, the NaN rules, the one
// binary16 rounder (the four MODE round modes, gradual underflow, overflow to inf or the
// largest finite value) and the exact fused multiply-add core. All combinational; the rules
// are the golden model's (golden/exec/fp_util.h, round_half_bits).
package gcn_fp16_pkg;

  localparam logic [15:0] QNAN = 16'h7e00;  // the default NaN of an invalid operation
  localparam logic [15:0] ONE = 16'h3c00;

  /* verilator lint_off UNUSEDSIGNAL */
  function automatic logic is_nan(input logic [15:0] x);
    is_nan = x[14:10] == 5'h1f && x[9:0] != 10'd0;
  endfunction
  function automatic logic is_snan(input logic [15:0] x);
    is_snan = is_nan(x) && !x[9];
  endfunction
  function automatic logic is_inf(input logic [15:0] x);
    is_inf = x[14:0] == 15'h7c00;
  endfunction
  function automatic logic is_zero(input logic [15:0] x);
    is_zero = x[14:0] == 15'd0;
  endfunction
  // A NaN input as it leaves an arithmetic instruction: quieted only in IEEE mode.
  function automatic logic [15:0] quiet(input logic [15:0] x, input logic ieee);
    quiet = ieee ? (x | 16'h0200) : x;
  endfunction
  // A subnormal (or zero) flushed to the signed zero.
  function automatic logic [15:0] ftz(input logic [15:0] x);
    ftz = (x[14:10] == 5'd0) ? {x[15], 15'd0} : x;
  endfunction
  // Significand with the hidden bit; |x| = sig * 2^exp_of = sig * 2^(lsb_of - 24).
  function automatic logic [10:0] sig_of(input logic [15:0] x);
    sig_of = {x[14:10] != 5'd0, x[9:0]};
  endfunction
  function automatic logic [4:0] lsb_of(input logic [15:0] x);
    lsb_of = (x[14:10] == 5'd0) ? 5'd0 : (x[14:10] - 5'd1);
  endfunction
  function automatic logic signed [11:0] exp_of(input logic [15:0] x);
    exp_of = $signed({7'd0, lsb_of(x)}) - 12'sd24;
  endfunction
  /* verilator lint_on UNUSEDSIGNAL */
  // Numeric a < b of two non-NaN values.
  function automatic logic num_lt(input logic [15:0] a, input logic [15:0] b);
    if (is_zero(a) && is_zero(b)) num_lt = 1'b0;
    else if (a[15] != b[15]) num_lt = a[15];
    else if (a[15]) num_lt = a[14:0] > b[14:0];
    else num_lt = a[14:0] < b[14:0];
  endfunction

  // Rounds (-1)^sgn * (sig + a sticky part below bit 0 when sticky_in) * 2^ex to binary16 under
  // rm (0 nearest even, 1 +inf, 2 -inf, 3 zero); sig must be nonzero.
  function automatic logic [15:0] round(input logic sgn, input logic [81:0] sig,
                                        input logic signed [11:0] ex, input logic sticky_in,
                                        input logic [1:0] rm);
    logic [6:0]  lz;
    logic [81:0] norm;
    logic signed [11:0] be;   // biased exponent of the result if it is normal
    logic [6:0]  sh;
    logic [95:0] w, wsh;
    logic        lost, rnd, st, inc, to_inf;
    logic [9:0]  man;
    logic [4:0]  ef;
    logic [14:0] mag;
    lz = '0;
    for (int i = 0; i < 82; i++) begin
      if (sig[i]) lz = 7'(81 - i);
    end
    norm = sig << lz;
    // The MSB of norm weighs 2^(ex - lz + 81): biased exponent ex - lz + 81 + 15.
    be = ex - $signed({5'd0, lz}) + 12'sd96;
    if (be >= 12'sd1) sh = 7'd0;
    else if (be < -12'sd94) sh = 7'd96;
    else sh = 7'(12'sd1 - be);
    w = {norm, 14'd0};
    wsh = w >> sh;
    lost = (wsh << sh) != w;
    man = wsh[94:85];
    rnd = wsh[84];
    st = (|wsh[83:0]) | lost | sticky_in;
    unique case (rm)
      2'd0: inc = rnd & (st | man[0]);
      2'd1: inc = !sgn & (rnd | st);
      2'd2: inc = sgn & (rnd | st);
      default: inc = 1'b0;
    endcase
    ef = (be >= 12'sd1) ? be[4:0] : 5'd0;
    mag = {ef, man} + {14'd0, inc};
    if (be > 12'sd30) begin
      to_inf = (rm == 2'd0) || (rm == 2'd1 && !sgn) || (rm == 2'd2 && sgn);
      mag = to_inf ? 15'h7c00 : 15'h7bff;
    end
    round = {sgn, mag};
  endfunction

  // Fused multiply-add a * b (+ c when use_c), exact in 82-bit fixed point (LSB 2^-48) and
  // rounded once under rm. NaN rules: the first NaN of (a, b, c) quieted per IEEE mode; 0 * inf
  // and inf - inf give QNAN. An exact zero sum of opposite signs is -0 under round toward
  // -inf, +0 otherwise; a lone product keeps its sign.
  function automatic logic [15:0] fma(input logic [15:0] a, input logic [15:0] b,
                                      input logic [15:0] c, input logic use_c, input logic ieee,
                                      input logic [1:0] rm);
    logic        ps, cs, sgn, prod_inf;
    logic [21:0] p;
    logic [81:0] pf, cf, mag;
    ps = a[15] ^ b[15];
    cs = use_c ? c[15] : ps;
    prod_inf = is_inf(a) || is_inf(b);
    fma = '0;
    if (is_nan(a)) fma = quiet(a, ieee);
    else if (is_nan(b)) fma = quiet(b, ieee);
    else if (use_c && is_nan(c)) fma = quiet(c, ieee);
    else if ((is_inf(a) && is_zero(b)) || (is_zero(a) && is_inf(b))) fma = QNAN;
    else if (prod_inf && use_c && is_inf(c) && ps != c[15]) fma = QNAN;
    else if (prod_inf) fma = {ps, 15'h7c00};
    else if (use_c && is_inf(c)) fma = c;
    else begin
      p = {11'd0, sig_of(a)} * {11'd0, sig_of(b)};
      pf = {60'd0, p} << ({1'b0, lsb_of(a)} + {1'b0, lsb_of(b)});
      cf = use_c ? ({71'd0, sig_of(c)} << ({1'b0, lsb_of(c)} + 6'd24)) : 82'd0;
      if (ps == cs) begin
        mag = pf + cf;
        sgn = ps;
      end else if (pf >= cf) begin
        mag = pf - cf;
        sgn = ps;
      end else begin
        mag = cf - pf;
        sgn = cs;
      end
      if (mag == 82'd0) fma = {(ps == cs) ? ps : (rm == 2'd2), 15'd0};
      else fma = round(sgn, mag, -12'sd48, 1'b0, rm);
    end
  endfunction

  // Input modifiers of a binary16 source (fl: the operand is binary16-typed): VOP3 abs/neg on
  // bit 15, then flushing unless MODE keeps FP16 input denormals.
  function automatic logic [15:0] f16_in(input logic [15:0] v, input logic fl, input logic abs,
                                         input logic neg, input logic keep_den);
    logic [15:0] m;
    m = {(v[15] & !abs) ^ neg, v[14:0]};
    f16_in = !fl ? v : keep_den ? m : ftz(m);
  endfunction

  // Output stage of a binary16 result (golden valu.h OutputMods<Half>): OMOD (ignored when MODE
  // keeps FP16 output denormals) and CLAMP computed in binary32 and converted back to nearest
  // even (a NaN comes out quiet), CLAMP to [0, 1] (-0 -> +0, NaN -> 0 under DX10_CLAMP), then
  // output flushing.
  function automatic logic [15:0] f16_out(input logic [15:0] v, input logic [1:0] omod,
                                          input logic clamp, input logic keep_den,
                                          input logic dx10c);
    logic [1:0]  om;
    logic [15:0] x;
    logic signed [11:0] k;
    om = keep_den ? 2'd0 : omod;
    k = (om == 2'd1) ? 12'sd1 : (om == 2'd2) ? 12'sd2 : -12'sd1;
    x = v;
    if (om != 2'd0 || clamp) begin
      if (is_nan(v)) x = v | 16'h0200;
      else if (om != 2'd0 && !is_zero(v) && !is_inf(v)) begin
        x = round(v[15], {71'd0, sig_of(v)}, exp_of(v) + k, 1'b0, 2'd0);
      end
      if (clamp) begin
        if (is_nan(x)) x = dx10c ? 16'd0 : x;
        else if (x[15]) x = 16'd0;
        else if (x[14:0] > 15'h3c00) x = ONE;
      end
    end
    f16_out = keep_den ? x : ftz(x);
  endfunction

  // binary16 -> binary32, exact (subnormals become normal; a NaN keeps its payload's top bits).
  function automatic logic [31:0] to_f32(input logic [15:0] x);
    logic [3:0] p;
    p = '0;
    for (int t_tf = 0; t_tf < 10; t_tf++) begin
      if (x[t_tf]) p = 4'(t_tf);
    end
    if (x[14:10] == 5'h1f) to_f32 = {x[15], 8'hff, x[9:0], 13'd0};
    else if (x[14:10] != 5'd0) to_f32 = {x[15], 8'({3'd0, x[14:10]} + 8'd112), x[9:0], 13'd0};
    else if (x[9:0] == 10'd0) to_f32 = {x[15], 31'd0};
    else to_f32 = {x[15], 8'(8'd103 + {4'd0, p}), 10'(x[9:0] << (4'd10 - p)), 13'd0};
  endfunction

  // A binary32 result rounded to binary16 under rm (any NaN gives QNAN).
  function automatic logic [15:0] of_f32(input logic [31:0] x, input logic [1:0] rm);
    if (gcn_fp32_pkg::is_nan(x)) of_f32 = QNAN;
    else if (gcn_fp32_pkg::is_inf(x)) of_f32 = {x[31], 15'h7c00};
    else if (gcn_fp32_pkg::is_zero(x)) of_f32 = {x[31], 15'd0};
    else of_f32 = round(x[31], {58'd0, gcn_fp32_pkg::sig_of(x)}, gcn_fp32_pkg::exp_of(x), 1'b0, rm);
  endfunction

endpackage
