// gcn_fp16: the binary16 unit of one lane (combinational, latency 0: its result is written in
// gcn_simd's ST_EXEC cycle, as any integer result). It takes the raw source dwords and
// applies the binary16 input modifiers itself (VOP3 abs/neg on bit 15, MODE FP16/FP64 input flushing,
// MODE[6]), computes, and applies the binary16 output stage (OMOD unless MODE keeps FP16
// output denormals, CLAMP, output flushing by MODE[7]); binary16 results are zero-extended to
// the dword as golden writes them. The rules are the golden model's (golden/exec/fp_util.h).
//
// Arithmetic is exact, then rounded once: every binary16 value is a multiple of 2^-24 below
// 2^16, so a*b + c is an integer multiple of 2^-48 below 2^81 and an 82-bit fixed-point sum
// holds it exactly (add/sub/subrev = a*1 + b, mul = a*b, fma = a*b + c); gcn_fp16_pkg::round
// rounds it to binary16 under the MODE FP16 round mode with gradual underflow. The non-fused
// mad/mac/madmk/madak round (and flush) the product first, as golden fp::mad, so they take a
// second pass through the same core. Operations: add sub subrev mul mac madmk madak mad fma
// max min ldexp, trunc ceil floor rndne, cvt_f16_{u16,i16}, cvt_{u16,i16}_f16, the 32 compares
// v_cmp/v_cmpx_<pred>_f16 and v_cmp/v_cmpx_class_f16. Evaluated only when en_i is set and op_i
// is one of its operations (outputs 0 otherwise); valid_o decodes op_i alone.
module gcn_fp16 (
  input  logic        en_i,
  input  logic [9:0]  op_i,
  input  logic [15:0] a_i,
  input  logic [15:0] b_i,
  input  logic [15:0] c_i,
  input  logic [2:0]  abs_i,
  input  logic [2:0]  neg_i,
  input  logic        clamp_i,
  input  logic [1:0]  omod_i,
  input  logic [9:0]  mode_i,   // MODE[9:0]: [3:2] FP16/FP64 round, [7:6] FP16/FP64 denorm
  output logic        valid_o,  // op_i is one of this unit's operations
  output logic        cmp_o,    // ... and a compare (mask_o is its result)
  output logic        mask_o,
  output logic [31:0] result_o
);

  localparam logic [15:0] ONE = gcn_fp16_pkg::ONE;

  logic [1:0] rm;
  logic       ieee, dn_in, dn_out, dx10;
  assign rm = mode_i[3:2];
  assign dn_in = mode_i[6];
  assign dn_out = mode_i[7];
  assign dx10 = mode_i[8];
  assign ieee = mode_i[9];

  // Operation decode (op_i alone).
  logic is_cmp, is_class, arith, half_res;
  logic [2:0] fsrc;  // binary16-typed sources (modifiers and input flushing)
  assign is_cmp = op_i >= gcn_opcodes_pkg::OP_V_CMP_F_F16 && op_i <= gcn_opcodes_pkg::OP_V_CMPX_TRU_F16;
  assign is_class = op_i == gcn_opcodes_pkg::OP_V_CMP_CLASS_F16 ||
                    op_i == gcn_opcodes_pkg::OP_V_CMPX_CLASS_F16;
  always_comb begin
    arith = 1'b1;
    half_res = 1'b1;
    fsrc = 3'b001;
    unique case (op_i)
      gcn_opcodes_pkg::OP_V_ADD_F16, gcn_opcodes_pkg::OP_V_SUB_F16, gcn_opcodes_pkg::OP_V_SUBREV_F16,
      gcn_opcodes_pkg::OP_V_MUL_F16, gcn_opcodes_pkg::OP_V_MAX_F16, gcn_opcodes_pkg::OP_V_MIN_F16:
        fsrc = 3'b011;
      gcn_opcodes_pkg::OP_V_MAC_F16, gcn_opcodes_pkg::OP_V_MADMK_F16, gcn_opcodes_pkg::OP_V_MADAK_F16,
      gcn_opcodes_pkg::OP_V_MAD_F16, gcn_opcodes_pkg::OP_V_FMA_F16:
        fsrc = 3'b111;
      gcn_opcodes_pkg::OP_V_LDEXP_F16, gcn_opcodes_pkg::OP_V_TRUNC_F16, gcn_opcodes_pkg::OP_V_CEIL_F16,
      gcn_opcodes_pkg::OP_V_FLOOR_F16, gcn_opcodes_pkg::OP_V_RNDNE_F16:
        fsrc = 3'b001;
      gcn_opcodes_pkg::OP_V_CVT_F16_U16, gcn_opcodes_pkg::OP_V_CVT_F16_I16: fsrc = 3'b000;
      gcn_opcodes_pkg::OP_V_CVT_U16_F16, gcn_opcodes_pkg::OP_V_CVT_I16_F16: half_res = 1'b0;
      default: begin
        arith = 1'b0;
        half_res = 1'b0;
        fsrc = is_cmp ? 3'b011 : 3'b000;
      end
    endcase
  end
  assign valid_o = arith || is_cmp || is_class;
  assign cmp_o = is_cmp || is_class;

  // Input modifiers: gcn_fp16_pkg::f16_in.
  logic [15:0] a, b, c;
  always_comb begin
    a = '0;
    b = '0;
    c = '0;
    if (en_i && valid_o) begin
      a = gcn_fp16_pkg::f16_in(a_i, fsrc[0], abs_i[0], neg_i[0], dn_in);
      b = gcn_fp16_pkg::f16_in(b_i, fsrc[1], abs_i[1], neg_i[1], dn_in);
      c = gcn_fp16_pkg::f16_in(c_i, fsrc[2], abs_i[2], neg_i[2], dn_in);
      // The class of SRC0 comes from its raw bits: abs/neg only (golden class_op).
      if (is_class) a = {(a_i[15] & !abs_i[0]) ^ neg_i[0], a_i[14:0]};
    end
  end

  // The fused core: (x * y + z) for the operation, or a special value; then one rounding.
  // Non-fused mad: the first pass is the product (rounded and flushed).
  logic        mad;
  logic [15:0] fx, fy, fz, prod, mad_p;
  logic        fuse_c;
  always_comb begin
    fx = a;
    fy = b;
    fz = c;
    fuse_c = 1'b1;
    mad = 1'b0;
    unique case (op_i)
      gcn_opcodes_pkg::OP_V_ADD_F16: begin fy = ONE; fz = b; end
      gcn_opcodes_pkg::OP_V_SUB_F16: begin fy = ONE; fz = b ^ 16'h8000; end
      gcn_opcodes_pkg::OP_V_SUBREV_F16: begin fx = b; fy = ONE; fz = a ^ 16'h8000; end
      gcn_opcodes_pkg::OP_V_MUL_F16: fuse_c = 1'b0;
      gcn_opcodes_pkg::OP_V_MAC_F16, gcn_opcodes_pkg::OP_V_MADMK_F16, gcn_opcodes_pkg::OP_V_MADAK_F16,
      gcn_opcodes_pkg::OP_V_MAD_F16: mad = 1'b1;
      default: ;
    endcase
  end
  // golden fp::mad: ftz(add(ftz(mul(ftz(a), ftz(b))), ftz(c))) whatever MODE says.
  always_comb begin
    prod = '0;
    mad_p = '0;
    if (en_i && mad) begin
      prod = gcn_fp16_pkg::fma(gcn_fp16_pkg::ftz(a), gcn_fp16_pkg::ftz(b), 16'd0, 1'b0, ieee, rm);
      mad_p = gcn_fp16_pkg::ftz(prod);
    end
  end
  logic [15:0] fused;
  always_comb begin
    fused = '0;
    if (en_i && arith) begin
      if (mad) fused = gcn_fp16_pkg::ftz(gcn_fp16_pkg::fma(mad_p, ONE, gcn_fp16_pkg::ftz(c), 1'b1, ieee, rm));
      else fused = gcn_fp16_pkg::fma(fx, fy, fz, fuse_c, ieee, rm);
    end
  end

  // min/max (golden fp::max/min): in IEEE mode an sNaN source returns quieted; otherwise a NaN
  // source returns the other one; -0 < +0.
  logic [15:0] mm;
  logic        a_lt_b;
  always_comb begin
    a_lt_b = gcn_fp16_pkg::num_lt(a, b) ||
             (gcn_fp16_pkg::is_zero(a) && gcn_fp16_pkg::is_zero(b) && a[15] && !b[15]);
    if (ieee && gcn_fp16_pkg::is_snan(a)) mm = gcn_fp16_pkg::quiet(a, 1'b1);
    else if (ieee && gcn_fp16_pkg::is_snan(b)) mm = gcn_fp16_pkg::quiet(b, 1'b1);
    else if (gcn_fp16_pkg::is_nan(a)) mm = b;
    else if (gcn_fp16_pkg::is_nan(b)) mm = a;
    else if (op_i == gcn_opcodes_pkg::OP_V_MAX_F16) mm = (a_lt_b || a == b) ? b : a;
    else mm = a_lt_b ? a : b;
  end

  // Integer part of |a| (a * 2^24 as an integer, 40 bits: the fraction is its low 24 bits).
  logic [39:0] fixa;
  logic [15:0] ipart;
  logic [23:0] frac;
  logic [16:0] rn;
  logic        a_nan, a_inf, a_zero;
  assign a_nan = gcn_fp16_pkg::is_nan(a);
  assign a_inf = gcn_fp16_pkg::is_inf(a);
  assign a_zero = gcn_fp16_pkg::is_zero(a);
  always_comb begin
    fixa = '0;
    rn = '0;
    if (en_i && arith && !a_nan && !a_inf) fixa = {29'd0, gcn_fp16_pkg::sig_of(a)} << gcn_fp16_pkg::lsb_of(a);
    ipart = fixa[39:24];
    frac = fixa[23:0];
    unique case (op_i)
      gcn_opcodes_pkg::OP_V_FLOOR_F16: rn = {1'b0, ipart} + {16'd0, a[15] && frac != 24'd0};
      gcn_opcodes_pkg::OP_V_CEIL_F16: rn = {1'b0, ipart} + {16'd0, !a[15] && frac != 24'd0};
      gcn_opcodes_pkg::OP_V_RNDNE_F16:
        rn = {1'b0, ipart} + {16'd0, frac > 24'h800000 || (frac == 24'h800000 && ipart[0])};
      default: rn = {1'b0, ipart};
    endcase
  end

  // Everything else that goes through the rounder: ldexp, integer rounding, int -> f16.
  logic        r_sgn, r_special;
  logic [15:0] r_special_v;
  logic [16:0] r_sig;
  logic signed [11:0] r_ex;
  logic signed [15:0] e16;
  logic signed [11:0] eclamp;
  logic [15:0] cvt_i;
  always_comb begin
    r_sgn = 1'b0;
    r_special = 1'b1;
    r_special_v = '0;
    r_sig = 17'd1;
    r_ex = '0;
    e16 = $signed(b_i);
    eclamp = (e16 > 16'sd64) ? 12'sd64 : (e16 < -16'sd64) ? -12'sd64 : 12'(e16);
    cvt_i = '0;
    unique case (op_i)
      gcn_opcodes_pkg::OP_V_LDEXP_F16: begin
        if (a_nan) r_special_v = gcn_fp16_pkg::quiet(a, ieee);
        else if (a_inf || a_zero) r_special_v = a;
        else begin
          r_special = 1'b0;
          r_sgn = a[15];
          r_sig = {6'd0, gcn_fp16_pkg::sig_of(a)};
          r_ex = gcn_fp16_pkg::exp_of(a) + eclamp;
        end
      end
      gcn_opcodes_pkg::OP_V_TRUNC_F16, gcn_opcodes_pkg::OP_V_CEIL_F16, gcn_opcodes_pkg::OP_V_FLOOR_F16,
      gcn_opcodes_pkg::OP_V_RNDNE_F16: begin
        if (a_nan) r_special_v = gcn_fp16_pkg::quiet(a, ieee);
        else if (a_inf) r_special_v = a;
        else if (rn == 17'd0) r_special_v = {a[15], 15'd0};
        else begin
          r_special = 1'b0;
          r_sgn = a[15];
          r_sig = rn;
        end
      end
      gcn_opcodes_pkg::OP_V_CVT_F16_U16, gcn_opcodes_pkg::OP_V_CVT_F16_I16: begin
        r_sgn = op_i == gcn_opcodes_pkg::OP_V_CVT_F16_I16 && a_i[15];
        if (a_i == 16'd0) r_special_v = 16'd0;
        else begin
          r_special = 1'b0;
          r_sig = {1'b0, r_sgn ? (16'd0 - a_i) : a_i};
        end
      end
      // f16 -> u16/i16: toward zero, saturating, NaN -> 0 (golden fp::to_int).
      gcn_opcodes_pkg::OP_V_CVT_U16_F16:
        r_special_v = (a_nan || a[15]) ? 16'd0 : a_inf ? 16'hffff : ipart;
      gcn_opcodes_pkg::OP_V_CVT_I16_F16: begin
        if (a_nan) cvt_i = 16'd0;
        else if (a_inf || ipart > 16'h7fff) cvt_i = a[15] ? 16'h8000 : 16'h7fff;
        else cvt_i = a[15] ? (16'd0 - ipart) : ipart;
        r_special_v = cvt_i;
      end
      default: ;
    endcase
  end
  logic [15:0] rounded;
  always_comb begin
    rounded = '0;
    if (en_i && arith) begin
      rounded = r_special ? r_special_v
              : gcn_fp16_pkg::round(r_sgn, {65'd0, r_sig}, r_ex, 1'b0, rm);
    end
  end

  // Compares: the 16 predicates F LT EQ LE GT LG GE O U NGE NLG NGT NLE NEQ NLT TRU (v_cmp and
  // v_cmpx share them by id offset); class: bit class_bit(a) of the mask in SRC1.
  logic [9:0] coff;
  logic [3:0] pred;
  logic       un, lt, eq, gt, cres;
  logic [3:0] cls;
  assign coff = op_i - gcn_opcodes_pkg::OP_V_CMP_F_F16;
  assign pred = coff[3:0];
  always_comb begin
    un = gcn_fp16_pkg::is_nan(a) || gcn_fp16_pkg::is_nan(b);
    eq = !un && (a == b || (gcn_fp16_pkg::is_zero(a) && gcn_fp16_pkg::is_zero(b)));
    lt = !un && gcn_fp16_pkg::num_lt(a, b);
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
    if (gcn_fp16_pkg::is_nan(a)) cls = a[9] ? 4'd1 : 4'd0;
    else if (gcn_fp16_pkg::is_inf(a)) cls = a[15] ? 4'd2 : 4'd9;
    else if (gcn_fp16_pkg::is_zero(a)) cls = a[15] ? 4'd5 : 4'd6;
    else if (a[14:10] == 5'd0) cls = a[15] ? 4'd4 : 4'd7;
    else cls = a[15] ? 4'd3 : 4'd8;
  end

  // Output stage: gcn_fp16_pkg::f16_out.
  logic [15:0] hres;
  always_comb begin
    result_o = '0;
    mask_o = 1'b0;
    hres = '0;
    if (en_i && valid_o) begin
      unique case (op_i)
        gcn_opcodes_pkg::OP_V_ADD_F16, gcn_opcodes_pkg::OP_V_SUB_F16, gcn_opcodes_pkg::OP_V_SUBREV_F16,
        gcn_opcodes_pkg::OP_V_MUL_F16, gcn_opcodes_pkg::OP_V_MAC_F16, gcn_opcodes_pkg::OP_V_MADMK_F16,
        gcn_opcodes_pkg::OP_V_MADAK_F16, gcn_opcodes_pkg::OP_V_MAD_F16, gcn_opcodes_pkg::OP_V_FMA_F16:
          hres = fused;
        gcn_opcodes_pkg::OP_V_MAX_F16, gcn_opcodes_pkg::OP_V_MIN_F16: hres = mm;
        default: hres = rounded;
      endcase
      if (is_class) mask_o = b[cls];
      else if (is_cmp) mask_o = cres;
      else if (half_res) result_o = {16'd0, gcn_fp16_pkg::f16_out(hres, omod_i, clamp_i, dn_out, dx10)};
      else result_o = {16'd0, hres};
    end
  end

  logic unused_bits;
  assign unused_bits = ^{coff[9:4], mode_i[5:4], mode_i[1:0]};

endmodule
