// gcn_fp64_pkg: binary64 building blocks of gcn_fp64: classification, the NaN rules and the one
// correctly rounding binary64 rounder (the four MODE round modes, gradual underflow, overflow
// to inf or the largest finite value). All combinational; the rules are the golden model's
// (golden/exec/fp_util.h), whose f64 operations run on the host FPU under the MODE rounding.
package gcn_fp64_pkg;

  localparam logic [63:0] QNAN = 64'h7ff8000000000000;  // the default NaN of an invalid operation
  localparam logic [63:0] ONE = 64'h3ff0000000000000;
  localparam logic [63:0] BELOW_ONE = 64'h3fefffffffffffff;  // the largest binary64 under 1.0

  // Classification helpers look at part of a word: the sign or the fraction is legitimately
  // unused in some of them.
  /* verilator lint_off UNUSEDSIGNAL */
  function automatic logic is_nan(input logic [63:0] x);
    is_nan = x[62:52] == 11'h7ff && x[51:0] != 52'd0;
  endfunction
  function automatic logic is_snan(input logic [63:0] x);
    is_snan = is_nan(x) && !x[51];
  endfunction
  function automatic logic is_inf(input logic [63:0] x);
    is_inf = x[62:0] == 63'h7ff0000000000000;
  endfunction
  function automatic logic is_zero(input logic [63:0] x);
    is_zero = x[62:0] == 63'd0;
  endfunction
  function automatic logic is_den(input logic [63:0] x);
    is_den = x[62:52] == 11'd0 && x[51:0] != 52'd0;
  endfunction
  // A NaN input as it leaves an arithmetic instruction: quieted only in IEEE mode.
  function automatic logic [63:0] quiet(input logic [63:0] x, input logic ieee);
    quiet = ieee ? (x | 64'h0008000000000000) : x;
  endfunction
  // A subnormal (or zero) flushed to the signed zero.
  function automatic logic [63:0] ftz(input logic [63:0] x);
    ftz = (x[62:52] == 11'd0) ? {x[63], 63'd0} : x;
  endfunction
  // Significand with the hidden bit, and the exponent of its bit 0: |x| = sig * 2^exp.
  function automatic logic [52:0] sig_of(input logic [63:0] x);
    sig_of = {x[62:52] != 11'd0, x[51:0]};
  endfunction
  function automatic logic signed [13:0] exp_of(input logic [63:0] x);
    exp_of = ((x[62:52] == 11'd0) ? 14'sd1 : $signed({3'd0, x[62:52]})) - 14'sd1075;
  endfunction
  /* verilator lint_on UNUSEDSIGNAL */
  // Numeric a < b of two non-NaN values.
  function automatic logic num_lt(input logic [63:0] a, input logic [63:0] b);
    if (is_zero(a) && is_zero(b)) num_lt = 1'b0;
    else if (a[63] != b[63]) num_lt = a[63];
    else if (a[63]) num_lt = a[62:0] > b[62:0];
    else num_lt = a[62:0] < b[62:0];
  endfunction

  // Rounds (-1)^sgn * (sig + a sticky part below bit 0 when sticky_in) * 2^ex to binary64
  // under rm (0 nearest even, 1 +inf, 2 -inf, 3 zero); sig must be nonzero.
  function automatic logic [63:0] round(input logic sgn, input logic [127:0] sig,
                                        input logic signed [13:0] ex, input logic sticky_in,
                                        input logic [1:0] rm);
    logic [6:0]   lz;
    logic [127:0] norm;
    logic signed [13:0] be;   // biased exponent of the result if it is normal
    logic [6:0]   sh;
    logic [190:0] wsh;  // the hidden bit of a normal result drops off the top
    logic         rnd, st, inc, to_inf;
    logic [51:0]  man;
    logic [10:0]  ef;
    logic [62:0]  mag;
    lz = '0;
    for (int i = 0; i < 128; i++) begin
      if (sig[i]) lz = 7'(127 - i);
    end
    norm = sig << lz;
    // The MSB of norm weighs 2^(ex - lz + 127): biased exponent ex - lz + 127 + 1023.
    be = ex - $signed({7'd0, lz}) + 14'sd1150;
    // A subnormal result shifts right until its exponent is 1; 64 places put every bit below
    // the round bit (the 64 zero bits appended keep the shift exact).
    if (be >= 14'sd1) sh = 7'd0;
    else if (be < -14'sd62) sh = 7'd64;
    else sh = 7'(14'sd1 - be);
    wsh = 191'({norm, 64'd0} >> sh);
    man = wsh[190:139];
    rnd = wsh[138];
    st = (|wsh[137:0]) | sticky_in;
    unique case (rm)
      2'd0: inc = rnd & (st | man[0]);
      2'd1: inc = !sgn & (rnd | st);
      2'd2: inc = sgn & (rnd | st);
      default: inc = 1'b0;
    endcase
    ef = (be >= 14'sd1) ? be[10:0] : 11'd0;
    mag = {ef, man} + {62'd0, inc};
    if (be > 14'sd2046) begin
      to_inf = (rm == 2'd0) || (rm == 2'd1 && !sgn) || (rm == 2'd2 && sgn);
      mag = to_inf ? 63'h7ff0000000000000 : 63'h7fefffffffffffff;
    end
    round = {sgn, mag};
  endfunction

  // The operations of gcn_fp64_arith (the units each lane group shares, quarter rate).
  function automatic logic is_arith(input logic [9:0] op);
    unique case (op)
      gcn_opcodes_pkg::OP_V_ADD_F64, gcn_opcodes_pkg::OP_V_MUL_F64, gcn_opcodes_pkg::OP_V_FMA_F64,
      gcn_opcodes_pkg::OP_V_DIV_FMAS_F64, gcn_opcodes_pkg::OP_V_DIV_SCALE_F64,
      gcn_opcodes_pkg::OP_V_DIV_FIXUP_F64, gcn_opcodes_pkg::OP_V_RCP_F64,
      gcn_opcodes_pkg::OP_V_RSQ_F64, gcn_opcodes_pkg::OP_V_SQRT_F64,
      gcn_opcodes_pkg::OP_V_TRIG_PREOP_F64:
        is_arith = 1'b1;
      default: is_arith = 1'b0;
    endcase
  endfunction

endpackage
