// gcn_fp32_cmp: binary32 compares and selections of one lane (combinational, latency 0).
//   v_cmp/v_cmpx_<pred>_f32   the 16 predicates F LT EQ LE GT LG GE O U NGE NLG NGT NLE NEQ
//                             NLT TRU (op ids OP_V_CMP_F_F32.., then the cmpx twins); predicate
//                             p >= 8 is the negation of predicate 15 - p, true when unordered
//   v_cmp/v_cmpx_class_f32    bit class(a) of b (a from its raw bits: no MODE flushing)
//   v_min/max/min3/max3/med3  golden fp::min/max: in IEEE mode an sNaN returns it quieted,
//                             otherwise a NaN returns the other operand; -0 < +0
// Sources arrive with abs/neg and MODE input flushing applied (except class: abs/neg only).
// Evaluated only when en_i is set and op_i is one of its operations (outputs 0 otherwise).
module gcn_fp32_cmp (
  input  logic        en_i,      // evaluate this cycle (gcn_valu_lane en_i)
  input  logic [9:0]  op_i,
  input  logic [31:0] a_i,
  input  logic [31:0] b_i,
  input  logic [31:0] c_i,
  input  logic        ieee_i,
  output logic        valid_o,   // op_i is a selection (result_o) of this unit
  output logic        cmp_o,     // op_i is a compare (mask_o) of this unit
  output logic        mask_o,
  output logic [31:0] result_o
);

  function automatic logic [31:0] fmax(input logic [31:0] x, input logic [31:0] y,
                                       input logic ie);
    if (ie && gcn_fp32_pkg::is_snan(x)) fmax = gcn_fp32_pkg::quiet(x, 1'b1);
    else if (ie && gcn_fp32_pkg::is_snan(y)) fmax = gcn_fp32_pkg::quiet(y, 1'b1);
    else if (gcn_fp32_pkg::is_nan(x)) fmax = y;
    else if (gcn_fp32_pkg::is_nan(y)) fmax = x;
    else if (gcn_fp32_pkg::num_lt(y, x) || (gcn_fp32_pkg::is_zero(x) && gcn_fp32_pkg::is_zero(y) && !x[31] && y[31])) fmax = x;
    else fmax = y;
  endfunction
  function automatic logic [31:0] fmin(input logic [31:0] x, input logic [31:0] y,
                                       input logic ie);
    if (ie && gcn_fp32_pkg::is_snan(x)) fmin = gcn_fp32_pkg::quiet(x, 1'b1);
    else if (ie && gcn_fp32_pkg::is_snan(y)) fmin = gcn_fp32_pkg::quiet(y, 1'b1);
    else if (gcn_fp32_pkg::is_nan(x)) fmin = y;
    else if (gcn_fp32_pkg::is_nan(y)) fmin = x;
    else if (gcn_fp32_pkg::num_lt(x, y) || (gcn_fp32_pkg::is_zero(x) && gcn_fp32_pkg::is_zero(y) && x[31] && !y[31])) fmin = x;
    else fmin = y;
  endfunction

  logic [9:0]  off;  // offset in the compare block; [3:0] is the predicate
  logic [3:0]  pred, q;
  logic        un, lt, eq, gt, ord;
  logic [3:0]  cls;
  logic [31:0] m3;

  logic is_cmp, is_class, is_sel;
  always_comb begin
    is_cmp = op_i >= gcn_opcodes_pkg::OP_V_CMP_F_F32 && op_i <= gcn_opcodes_pkg::OP_V_CMPX_TRU_F32;
    is_class = op_i == gcn_opcodes_pkg::OP_V_CMP_CLASS_F32 ||
               op_i == gcn_opcodes_pkg::OP_V_CMPX_CLASS_F32;
    unique case (op_i)
      gcn_opcodes_pkg::OP_V_MIN_F32, gcn_opcodes_pkg::OP_V_MAX_F32, gcn_opcodes_pkg::OP_V_MIN3_F32,
      gcn_opcodes_pkg::OP_V_MAX3_F32, gcn_opcodes_pkg::OP_V_MED3_F32: is_sel = 1'b1;
      default: is_sel = 1'b0;
    endcase
    cmp_o = is_cmp || is_class;
    valid_o = is_sel;
  end

  always_comb begin
    off = op_i - gcn_opcodes_pkg::OP_V_CMP_F_F32;
    pred = off[3:0];
    un = 1'b0;
    lt = 1'b0;
    gt = 1'b0;
    eq = 1'b0;
    q = '0;
    ord = 1'b0;
    cls = '0;
    mask_o = 1'b0;
    result_o = '0;
    m3 = '0;
    if (en_i && (is_cmp || is_class)) begin
    un = gcn_fp32_pkg::is_nan(a_i) || gcn_fp32_pkg::is_nan(b_i);
    lt = !un && gcn_fp32_pkg::num_lt(a_i, b_i);
    gt = !un && gcn_fp32_pkg::num_lt(b_i, a_i);
    eq = !un && gcn_fp32_pkg::num_eq(a_i, b_i);
    q = pred[3] ? (4'd15 - pred) : pred;
    ord = (q[0] & lt) | (q[1] & eq) | (q[2] & gt);
    // class_bit: 0 sNaN, 1 qNaN, 2 -inf, 3 -normal, 4 -subnormal, 5 -0, 6 +0, 7 +subnormal,
    // 8 +normal, 9 +inf.
    if (gcn_fp32_pkg::is_nan(a_i)) cls = gcn_fp32_pkg::is_snan(a_i) ? 4'd0 : 4'd1;
    else if (gcn_fp32_pkg::is_inf(a_i)) cls = a_i[31] ? 4'd2 : 4'd9;
    else if (gcn_fp32_pkg::is_zero(a_i)) cls = a_i[31] ? 4'd5 : 4'd6;
    else if (gcn_fp32_pkg::is_den(a_i)) cls = a_i[31] ? 4'd4 : 4'd7;
    else cls = a_i[31] ? 4'd3 : 4'd8;
    if (is_cmp) mask_o = pred[3] ? !ord : ord;
    else mask_o = b_i[{1'b0, cls}];
    end

    if (en_i && is_sel) begin
    m3 = fmax(fmax(a_i, b_i, ieee_i), c_i, ieee_i);
    unique case (op_i)
      gcn_opcodes_pkg::OP_V_MIN_F32: result_o = fmin(a_i, b_i, ieee_i);
      gcn_opcodes_pkg::OP_V_MAX_F32: result_o = fmax(a_i, b_i, ieee_i);
      gcn_opcodes_pkg::OP_V_MIN3_F32: result_o = fmin(fmin(a_i, b_i, ieee_i), c_i, ieee_i);
      gcn_opcodes_pkg::OP_V_MAX3_F32: result_o = m3;
      gcn_opcodes_pkg::OP_V_MED3_F32: begin
        if (gcn_fp32_pkg::is_nan(a_i) || gcn_fp32_pkg::is_nan(b_i) || gcn_fp32_pkg::is_nan(c_i)) begin
          result_o = fmin(fmin(a_i, b_i, ieee_i), c_i, ieee_i);
        end else if (gcn_fp32_pkg::num_eq(m3, a_i)) result_o = fmax(b_i, c_i, ieee_i);
        else if (gcn_fp32_pkg::num_eq(m3, b_i)) result_o = fmax(a_i, c_i, ieee_i);
        else result_o = fmax(a_i, b_i, ieee_i);
      end
      default: ;
    endcase
    end
  end

  logic unused;
  assign unused = ^{off[9:4], q[3]};

endmodule
