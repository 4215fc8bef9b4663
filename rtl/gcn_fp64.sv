// gcn_fp64: the binary64 unit of one lane (combinational, latency 0: its result is written in
// gcn_simd's ST_EXEC cycle and, for a 64-bit result, the ST_EXEC_HI cycle after it). It
// takes the raw source words and applies the input modifiers itself (VOP3 abs/neg on the sign bit; MODE
// FP16/FP64 input flushing, MODE[6], on binary64 sources and FP32 flushing, MODE[4], on
// v_cvt_f64_f32's binary32 source), computes, and applies the binary64 output stage (OMOD
// unless MODE keeps FP64 output denormals, CLAMP, output flushing by MODE[7]). The rules are
// the golden model's (golden/exec/fp_util.h, valu.h), whose f64 operations run on the host FPU
// under the MODE FP16/FP64 round mode (MODE[3:2]).
//
// Operations: the 32 compares v_cmp/v_cmpx_<pred>_f64 and v_cmp/v_cmpx_class_f64; min, max;
// trunc, ceil, floor, rndne, fract; frexp_mant, frexp_exp_i32; ldexp; cvt_f64_{i32,u32,f32},
// cvt_f32_f64 (rounded under the FP32 round mode MODE[1:0]; its binary32 result leaves through
// the lane's binary32 output stage, f32_o), cvt_{i32,u32}_f64. Every binary64 result that is
// not a copy is one pass through gcn_fp64_pkg::round (exact except ldexp and fract). Evaluated
// only when en_i is set and op_i is one of its operations (outputs 0 otherwise); valid_o decodes
// op_i alone.
module gcn_fp64 (
  input  logic        en_i,
  input  logic [9:0]  op_i,
  input  logic [63:0] a_i,
  input  logic [63:0] b_i,
  input  logic [63:0] c_i,
  input  logic        vcc_i,    // this lane's VCC bit (v_div_fmas_f64)
  input  logic [2:0]  abs_i,    // VOP3 abs of SRC0..2
  input  logic [2:0]  neg_i,    // VOP3 neg of SRC0..2
  input  logic        clamp_i,
  input  logic [1:0]  omod_i,
  input  logic [9:0]  mode_i,   // MODE[9:0]: [1:0] FP32 round, [3:2] FP16/FP64 round, denorms
  output logic        valid_o,  // op_i is one of this unit's operations
  output logic        cmp_o,    // ... and a compare (mask_o is its result; v_div_scale_f64's
                                //     VCC bit otherwise)
  output logic        f32_o,    // ... with a binary32 result in result_o[31:0] (v_cvt_f32_f64)
  output logic        mask_o,
  output logic [63:0] result_o,
  // The lane group's shared gcn_fp64_arith units (gcn_valu_group): this lane's request (en_i
  // and one of their operations) with its operands {vcc, seg, c, b, a} as gcn_fp64_arith takes
  // them, and the result {vcc, result}, captured by the group in an earlier cycle.
  output logic         ar_req_o,
  output logic [224:0] ar_opnd_o,
  input  logic [64:0]  ar_res_i
);

  logic [1:0] rm, rm32;
  logic       ieee, dn_in, dn_out, dx10;
  assign rm32 = mode_i[1:0];
  assign rm = mode_i[3:2];
  assign dn_in = mode_i[6];
  assign dn_out = mode_i[7];
  assign dx10 = mode_i[8];
  assign ieee = mode_i[9];

  // Operation decode (op_i alone).
  logic is_cmp, is_class, arith, dbl_res, ar_valid;
  logic [2:0] fsrc;  // binary64-typed sources (modifiers and input flushing)
  assign is_cmp = op_i >= gcn_opcodes_pkg::OP_V_CMP_F_F64 && op_i <= gcn_opcodes_pkg::OP_V_CMPX_TRU_F64;
  assign is_class = op_i == gcn_opcodes_pkg::OP_V_CMP_CLASS_F64 ||
                    op_i == gcn_opcodes_pkg::OP_V_CMPX_CLASS_F64;
  always_comb begin
    arith = 1'b1;
    dbl_res = 1'b1;
    fsrc = 3'b001;
    f32_o = 1'b0;
    unique case (op_i)
      gcn_opcodes_pkg::OP_V_MIN_F64, gcn_opcodes_pkg::OP_V_MAX_F64: fsrc = 3'b011;
      // gcn_fp64_arith
      gcn_opcodes_pkg::OP_V_ADD_F64, gcn_opcodes_pkg::OP_V_MUL_F64: begin arith = 1'b0; fsrc = 3'b011; end
      gcn_opcodes_pkg::OP_V_FMA_F64, gcn_opcodes_pkg::OP_V_DIV_SCALE_F64,
      gcn_opcodes_pkg::OP_V_DIV_FMAS_F64, gcn_opcodes_pkg::OP_V_DIV_FIXUP_F64:
        begin arith = 1'b0; fsrc = 3'b111; end
      gcn_opcodes_pkg::OP_V_RCP_F64, gcn_opcodes_pkg::OP_V_RSQ_F64, gcn_opcodes_pkg::OP_V_SQRT_F64,
      gcn_opcodes_pkg::OP_V_TRIG_PREOP_F64:
        arith = 1'b0;
      gcn_opcodes_pkg::OP_V_TRUNC_F64, gcn_opcodes_pkg::OP_V_CEIL_F64, gcn_opcodes_pkg::OP_V_FLOOR_F64,
      gcn_opcodes_pkg::OP_V_RNDNE_F64, gcn_opcodes_pkg::OP_V_FRACT_F64,
      gcn_opcodes_pkg::OP_V_FREXP_MANT_F64, gcn_opcodes_pkg::OP_V_LDEXP_F64:
        fsrc = 3'b001;
      gcn_opcodes_pkg::OP_V_FREXP_EXP_I32_F64, gcn_opcodes_pkg::OP_V_CVT_I32_F64,
      gcn_opcodes_pkg::OP_V_CVT_U32_F64:
        dbl_res = 1'b0;
      gcn_opcodes_pkg::OP_V_CVT_F32_F64: begin dbl_res = 1'b0; f32_o = 1'b1; end
      gcn_opcodes_pkg::OP_V_CVT_F64_F32, gcn_opcodes_pkg::OP_V_CVT_F64_I32,
      gcn_opcodes_pkg::OP_V_CVT_F64_U32:
        fsrc = 3'b000;
      default: begin
        arith = 1'b0;
        dbl_res = 1'b0;
        fsrc = is_cmp ? 3'b011 : 3'b000;
      end
    endcase
  end
  assign valid_o = arith || ar_valid || is_cmp || is_class;
  assign cmp_o = is_cmp || is_class;

  // Input modifiers: abs/neg on the sign, then flushing unless MODE keeps FP64 input denormals.
  function automatic logic [63:0] f64_in(input logic [63:0] v, input logic fl, input logic abs,
                                         input logic neg, input logic keep_den);
    logic [63:0] m;
    m = {(v[63] & !abs) ^ neg, v[62:0]};
    f64_in = !fl ? v : keep_den ? m : gcn_fp64_pkg::ftz(m);
  endfunction
  logic [63:0] a, b, c;
  logic [31:0] af;  // v_cvt_f64_f32's binary32 source (FP32 modifiers and flushing)
  always_comb begin
    a = '0;
    b = '0;
    c = '0;
    af = '0;
    if (en_i && valid_o) begin
      a = f64_in(a_i, fsrc[0], abs_i[0], neg_i[0], dn_in);
      b = f64_in(b_i, fsrc[1], abs_i[1], neg_i[1], dn_in);
      c = f64_in(c_i, fsrc[2], abs_i[2], neg_i[2], dn_in);
      // The class of SRC0 comes from its raw bits: abs/neg only (golden class_op).
      if (is_class) a = {(a_i[63] & !abs_i[0]) ^ neg_i[0], a_i[62:0]};
      af = {(a_i[31] & !abs_i[0]) ^ neg_i[0], a_i[30:0]};
      if (!mode_i[4]) af = gcn_fp32_pkg::ftz(af);
    end
  end

  // add, mul, fma, the f64 division steps, rcp/rsq/sqrt, trig_preop (gcn_fp64_arith).
  // They run on the group's shared units (op_i, MODE round and IEEE are the group's too).
  logic        ar_vcc;
  logic [63:0] ar_res;
  assign ar_valid = gcn_fp64_pkg::is_arith(op_i);
  assign ar_req_o = en_i && ar_valid;
  assign ar_opnd_o = {vcc_i, b_i[31:0], c, b, a};
  assign {ar_vcc, ar_res} = ar_res_i;

  logic        a_nan, a_inf, a_zero;
  logic [52:0] sa;  // significand of a; |a| = sa * 2^ea
  logic signed [13:0] ea;
  assign a_nan = gcn_fp64_pkg::is_nan(a);
  assign a_inf = gcn_fp64_pkg::is_inf(a);
  assign a_zero = gcn_fp64_pkg::is_zero(a);
  assign sa = gcn_fp64_pkg::sig_of(a);
  assign ea = gcn_fp64_pkg::exp_of(a);

  // Integer and fraction parts of |a| (finite): ip = trunc(|a|) (big: >= 2^63), fr = the
  // fraction in units of 2^-54 (below 2^-54 it reads as 1: nonzero, under one half), fb = the
  // fraction bits of sa (|a| - ip = fb * 2^ea).
  logic [63:0]  ip;
  logic [53:0]  fr;
  logic [52:0]  fb;
  logic         big;
  logic [106:0] ifx;
  logic [10:0]  s;  // -ea when ea < 0 (clamped)
  always_comb begin
    ip = '0;
    fr = '0;
    fb = '0;
    big = 1'b0;
    ifx = '0;
    s = '0;
    if (en_i && arith && !a_nan && !a_inf) begin
      if (ea >= 14'sd0) begin
        big = ea > 14'sd10;
        ip = big ? 64'd0 : ({11'd0, sa} << ea[3:0]);
      end else begin
        s = (ea < -14'sd1100) ? 11'd1100 : 11'(-ea);
        if (s <= 11'd54) begin
          ifx = {sa, 54'd0} >> s;
          ip = {11'd0, ifx[106:54]};
          fr = ifx[53:0];
        end else begin
          fr = 54'd1;
        end
        fb = (s >= 11'd53) ? sa : (sa & ((53'd1 << s) - 53'd1));
      end
    end
  end

  // fract of a negative a: 1 - fb * 2^ea, as 2^56 - x with x = fb in units of 2^-56 (bits
  // below them are sticky: the difference is then one unit less plus a nonzero remainder).
  logic [56:0] fx;
  logic        flost;
  logic [10:0] fd;
  always_comb begin
    fx = '0;
    flost = 1'b0;
    fd = '0;
    if (en_i && op_i == gcn_opcodes_pkg::OP_V_FRACT_F64 && fb != 53'd0) begin
      if (s <= 11'd56) begin
        fx = {4'd0, fb} << (11'd56 - s);
      end else begin
        fd = s - 11'd56;
        if (fd >= 11'd53) flost = 1'b1;
        else begin
          fx = {4'd0, fb >> fd};
          flost = (fb & ((53'd1 << fd) - 53'd1)) != 53'd0;
        end
      end
    end
  end

  // Leading zeros of sa (frexp).
  logic [5:0] lz;
  always_comb begin
    lz = '0;
    if (en_i && arith) for (int i = 0; i < 53; i++) begin
      if (sa[i]) lz = 6'(52 - i);
    end
  end

  // Everything that goes through the rounder (or is a special value): integer rounding, fract,
  // ldexp, int -> f64, f32 -> f64.
  logic         r_sgn, r_special, r_st;
  logic [63:0]  r_special_v;
  logic [127:0] r_sig;
  logic signed [13:0] r_ex;
  logic [53:0]  rn;
  logic signed [31:0] e32;
  logic signed [13:0] eclamp;
  logic [31:0]  imag;
  always_comb begin
    r_sgn = a[63];
    r_special = 1'b1;
    r_special_v = '0;
    r_sig = 128'd1;
    r_ex = '0;
    r_st = 1'b0;
    rn = '0;
    e32 = $signed(b_i[31:0]);
    eclamp = (e32 > 32'sd2300) ? 14'sd2300 : (e32 < -32'sd2300) ? -14'sd2300 : 14'(e32);
    imag = '0;
    if (en_i && arith) begin
    unique case (op_i)
      gcn_opcodes_pkg::OP_V_TRUNC_F64, gcn_opcodes_pkg::OP_V_CEIL_F64, gcn_opcodes_pkg::OP_V_FLOOR_F64,
      gcn_opcodes_pkg::OP_V_RNDNE_F64: begin
        unique case (op_i)
          gcn_opcodes_pkg::OP_V_FLOOR_F64: rn = ip[53:0] + {53'd0, a[63] && fr != 54'd0};
          gcn_opcodes_pkg::OP_V_CEIL_F64: rn = ip[53:0] + {53'd0, !a[63] && fr != 54'd0};
          gcn_opcodes_pkg::OP_V_RNDNE_F64:
            rn = ip[53:0] + {53'd0, fr > 54'h20000000000000 || (fr == 54'h20000000000000 && ip[0])};
          default: rn = ip[53:0];
        endcase
        if (a_nan) r_special_v = gcn_fp64_pkg::quiet(a, ieee);
        else if (a_inf || a_zero || ea >= 14'sd0) r_special_v = a;
        else if (rn == 54'd0) r_special_v = {a[63], 63'd0};
        else begin
          r_special = 1'b0;
          r_sig = {74'd0, rn};
        end
      end
      // x - floor(x) rounded under MODE, kept below 1.0; an exact zero is -0 under round
      // toward -inf (x - x), +0 otherwise; inf gives the default NaN.
      gcn_opcodes_pkg::OP_V_FRACT_F64: begin
        r_sgn = 1'b0;
        if (a_nan) r_special_v = gcn_fp64_pkg::quiet(a, ieee);
        else if (a_inf) r_special_v = gcn_fp64_pkg::QNAN;
        else if (fb == 53'd0) r_special_v = {rm == 2'd2, 63'd0};
        else if (!a[63]) begin
          r_special = 1'b0;
          r_sig = {75'd0, fb};
          r_ex = ea;
        end else begin
          r_special = 1'b0;
          r_sig = {71'd0, 57'h100000000000000 - fx - {56'd0, flost}};
          r_ex = -14'sd56;
          r_st = flost;
        end
      end
      gcn_opcodes_pkg::OP_V_LDEXP_F64: begin
        if (a_nan) r_special_v = gcn_fp64_pkg::quiet(a, ieee);
        else if (a_inf || a_zero) r_special_v = a;
        else begin
          r_special = 1'b0;
          r_sig = {75'd0, sa};
          r_ex = ea + eclamp;
        end
      end
      // frexp: NaN/inf/zero unchanged; otherwise the significand scaled to [0.5, 1).
      gcn_opcodes_pkg::OP_V_FREXP_MANT_F64: begin
        if (a_nan || a_inf || a_zero) r_special_v = a;
        else r_special_v = {a[63], 11'd1022, 52'(sa << lz)};
      end
      gcn_opcodes_pkg::OP_V_CVT_F64_I32, gcn_opcodes_pkg::OP_V_CVT_F64_U32: begin
        r_sgn = op_i == gcn_opcodes_pkg::OP_V_CVT_F64_I32 && a_i[31];
        imag = r_sgn ? (32'd0 - a_i[31:0]) : a_i[31:0];
        if (a_i[31:0] == 32'd0) r_special_v = 64'd0;
        else begin
          r_special = 1'b0;
          r_sig = {96'd0, imag};
        end
      end
      // Widening is exact; a NaN comes out quiet (the host conversion quiets it).
      gcn_opcodes_pkg::OP_V_CVT_F64_F32: begin
        r_sgn = af[31];
        if (gcn_fp32_pkg::is_nan(af)) r_special_v = {af[31], 12'hfff, af[21:0], 29'd0};
        else if (gcn_fp32_pkg::is_inf(af)) r_special_v = {af[31], 63'h7ff0000000000000};
        else if (gcn_fp32_pkg::is_zero(af)) r_special_v = {af[31], 63'd0};
        else begin
          r_special = 1'b0;
          r_sig = {104'd0, gcn_fp32_pkg::sig_of(af)};
          r_ex = 14'(gcn_fp32_pkg::exp_of(af));
        end
      end
      default: ;
    endcase
    end
  end
  logic [63:0] rounded;
  always_comb begin
    rounded = '0;
    if (en_i && arith) begin
      rounded = r_special ? r_special_v : gcn_fp64_pkg::round(r_sgn, r_sig, r_ex, r_st, rm);
    end
  end

  // f64 -> f32 under the FP32 round mode (a NaN keeps its sign and top payload bits, quieted,
  // as the host conversion does); f64 -> i32/u32 toward zero, saturating, NaN -> 0; frexp's
  // exponent (0 for NaN/inf/zero).
  logic [31:0] f32r, cvt_i, cvt_u, fexp;
  always_comb begin
    f32r = '0;
    cvt_i = '0;
    cvt_u = '0;
    fexp = '0;
    if (en_i && arith && !dbl_res) begin
      if (a_nan) f32r = {a[63], 9'h1ff, a[50:29]};
      else if (a_inf) f32r = {a[63], 31'h7f800000};
      else if (a_zero) f32r = {a[63], 31'd0};
      else f32r = gcn_fp32_pkg::round(a[63], {27'd0, sa}, 12'(ea), 1'b0, rm32);
      if (a_nan) cvt_i = 32'd0;
      else if (a[63]) cvt_i = (a_inf || big || ip >= 64'h80000000) ? 32'h80000000 : (32'd0 - ip[31:0]);
      else cvt_i = (a_inf || big || ip >= 64'h7fffffff) ? 32'h7fffffff : ip[31:0];
      if (a_nan || a[63]) cvt_u = 32'd0;
      else cvt_u = (a_inf || big || ip >= 64'hffffffff) ? 32'hffffffff : ip[31:0];
      if (!(a_nan || a_inf || a_zero)) begin
        fexp = 32'($signed(((a[62:52] == 11'd0) ? 14'sd1 : $signed({3'd0, a[62:52]})) -
                           14'sd1022 - $signed({8'd0, lz})));
      end
    end
  end

  // min/max (golden fp::max/min): in IEEE mode an sNaN source returns quieted; otherwise a NaN
  // source returns the other one; -0 < +0.
  logic [63:0] mm;
  logic        a_lt_b;
  always_comb begin
    mm = '0;
    a_lt_b = 1'b0;
    if (en_i && (op_i == gcn_opcodes_pkg::OP_V_MAX_F64 || op_i == gcn_opcodes_pkg::OP_V_MIN_F64)) begin
      a_lt_b = gcn_fp64_pkg::num_lt(a, b) || (a_zero && gcn_fp64_pkg::is_zero(b) && a[63] && !b[63]);
      if (ieee && gcn_fp64_pkg::is_snan(a)) mm = gcn_fp64_pkg::quiet(a, 1'b1);
      else if (ieee && gcn_fp64_pkg::is_snan(b)) mm = gcn_fp64_pkg::quiet(b, 1'b1);
      else if (a_nan) mm = b;
      else if (gcn_fp64_pkg::is_nan(b)) mm = a;
      else if (op_i == gcn_opcodes_pkg::OP_V_MAX_F64) mm = (a_lt_b || a == b) ? b : a;
      else mm = a_lt_b ? a : b;
    end
  end

  // Compares: the 16 predicates F LT EQ LE GT LG GE O U NGE NLG NGT NLE NEQ NLT TRU (v_cmp and
  // v_cmpx share them by id offset); class: bit class_bit(a) of the mask in SRC1.
  logic [9:0] coff;
  logic [3:0] pred;
  logic       un, lt, eq, gt, cres;
  logic [3:0] cls;
  assign coff = op_i - gcn_opcodes_pkg::OP_V_CMP_F_F64;
  assign pred = coff[3:0];
  always_comb begin
    un = 1'b0;
    eq = 1'b0;
    lt = 1'b0;
    gt = 1'b0;
    cres = 1'b0;
    cls = '0;
    if (en_i && cmp_o) begin
      un = a_nan || gcn_fp64_pkg::is_nan(b);
      eq = !un && (a == b || (a_zero && gcn_fp64_pkg::is_zero(b)));
      lt = !un && gcn_fp64_pkg::num_lt(a, b);
      gt = !un && !lt && !eq;
      unique case (pred)
        4'd0: cres = 1'b0;
        4'd1: cres = lt;
        4'd2: cres = eq;
        4'd3: cres = lt | eq;
        4'd4: cres = gt;
        4'd5: cres = lt | gt;
        4'd6: cres = gt | eq;
        4'd7: cres = !un;
        4'd8: cres = un;
        4'd9: cres = !(gt | eq);
        4'd10: cres = !(lt | gt);
        4'd11: cres = !gt;
        4'd12: cres = !(lt | eq);
        4'd13: cres = !eq;
        4'd14: cres = !lt;
        default: cres = 1'b1;
      endcase
      if (a_nan) cls = a[51] ? 4'd1 : 4'd0;
      else if (a_inf) cls = a[63] ? 4'd2 : 4'd9;
      else if (a_zero) cls = a[63] ? 4'd5 : 4'd6;
      else if (a[62:52] == 11'd0) cls = a[63] ? 4'd4 : 4'd7;
      else cls = a[63] ? 4'd3 : 4'd8;
    end
  end

  // Output stage of a binary64 result (golden valu.h OutputMods<double>): OMOD (ignored when
  // MODE keeps FP64 output denormals) and CLAMP computed as the host multiply does (a NaN scaled
  // by OMOD comes out quiet, with CLAMP alone golden's x * 1.0 is folded away and keeps it; x0.5
  // rounds under MODE), CLAMP to [0, 1] (-0 -> +0, NaN -> 0 under DX10_CLAMP), then output
  // flushing.
  function automatic logic [63:0] f64_out(input logic [63:0] v, input logic [1:0] omod,
                                          input logic clamp, input logic keep_den,
                                          input logic dx10c, input logic [1:0] rmd);
    logic [1:0]  om;
    logic [63:0] x;
    logic signed [13:0] k;
    om = keep_den ? 2'd0 : omod;
    k = (om == 2'd1) ? 14'sd1 : (om == 2'd2) ? 14'sd2 : -14'sd1;
    x = v;
    if (om != 2'd0 || clamp) begin
      if (gcn_fp64_pkg::is_nan(v)) x = (om != 2'd0) ? (v | 64'h0008000000000000) : v;
      else if (om != 2'd0 && !gcn_fp64_pkg::is_zero(v) && !gcn_fp64_pkg::is_inf(v)) begin
        x = gcn_fp64_pkg::round(v[63], {75'd0, gcn_fp64_pkg::sig_of(v)},
                                gcn_fp64_pkg::exp_of(v) + k, 1'b0, rmd);
      end
      if (clamp) begin
        if (gcn_fp64_pkg::is_nan(x)) x = dx10c ? 64'd0 : x;
        else if (x[63]) x = 64'd0;
        else if (x[62:0] > gcn_fp64_pkg::ONE[62:0]) x = gcn_fp64_pkg::ONE;
      end
    end
    f64_out = keep_den ? x : gcn_fp64_pkg::ftz(x);
  endfunction

  logic [63:0] dres;
  always_comb begin
    result_o = '0;
    mask_o = 1'b0;
    dres = '0;
    if (en_i && valid_o) begin
      unique case (op_i)
        gcn_opcodes_pkg::OP_V_MAX_F64, gcn_opcodes_pkg::OP_V_MIN_F64: dres = mm;
        gcn_opcodes_pkg::OP_V_FRACT_F64:
          dres = (!r_special && rounded[62:0] >= gcn_fp64_pkg::ONE[62:0]) ? gcn_fp64_pkg::BELOW_ONE : rounded;
        default: dres = ar_valid ? ar_res : rounded;
      endcase
      if (is_class) mask_o = b[{2'd0, cls}];
      else if (is_cmp) mask_o = cres;
      else begin
        mask_o = ar_vcc;
        if (dbl_res) result_o = f64_out(dres, omod_i, clamp_i, dn_out, dx10, rm);
        else if (f32_o) result_o = {32'd0, f32r};
        else if (op_i == gcn_opcodes_pkg::OP_V_CVT_I32_F64) result_o = {32'd0, cvt_i};
        else if (op_i == gcn_opcodes_pkg::OP_V_CVT_U32_F64) result_o = {32'd0, cvt_u};
        else result_o = {32'd0, fexp};
      end
    end
  end

  logic unused_bits;
  assign unused_bits = ^{coff[9:4], mode_i[5]};

endmodule
