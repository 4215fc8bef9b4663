// gcn_fp32_cvt: binary32 unary operations, conversions and the fdiv helpers of one lane
// (combinational, latency 0), after golden/exec/vop1_fp.cpp, vop3_fp.cpp and fp_util.h:
//   v_trunc/ceil/floor/rndne_f32  integer rounding on the bits (exact); NaN quieted
//   v_fract_f32                   x - floor(x) rounded once, kept below 1.0; inf -> QNAN
//   v_frexp_mant_f32 / _exp_i32   mantissa in [0.5, 1) with the sign / exponent; inf, NaN, 0
//                                 return themselves / 0
//   v_ldexp_f32                   gcn_fp32_pkg::ldexp (SRC1 an integer)
//   v_sqrt_f32                    correctly rounded: a restoring square root of the normalised
//                                 significand (27 root bits, remainder as sticky) rounded by
//                                 gcn_fp32_pkg::round; golden rounds sqrt computed in double
//                                 once, which is the correctly rounded result
//   v_div_scale_f32               golden div_scale (scale_o: the VCC / SDST bit)
//   v_div_fixup_f32               golden div_fixup
//   v_cvt_f16_f32, v_cvt_f32_f16  with the f16/f64 MODE round field (MODE[3:2]); the f16
//                                 source arrives with its abs/neg and f16 input flushing done
// Sources arrive with abs/neg and MODE input flushing applied (gcn_valu_lane).
// Evaluated only when en_i is set and op_i is one of its operations (outputs 0 otherwise).
module gcn_fp32_cvt (
  input  logic        en_i,     // evaluate this cycle (gcn_valu_lane en_i)
  input  logic [9:0]  op_i,
  input  logic [31:0] a_i,
  input  logic [31:0] b_i,
  input  logic [31:0] c_i,
  input  logic [1:0]  rm_i,     // MODE FP_ROUND f32
  input  logic [1:0]  rm16_i,   // MODE FP_ROUND f16/f64
  input  logic        ieee_i,
  input  logic        f16_keep_den_i,  // MODE[7]: f16 output denormals kept (v_cvt_pkrtz)
  output logic        valid_o,  // op_i is one of this unit's operations
  output logic        float_o,  // ... with a binary32 result (output modifiers apply)
  output logic        half_o,   // ... with a binary16 result (f16 output flushing applies)
  output logic [31:0] result_o,
  output logic        mask_o    // v_div_scale_f32: VCC
);

  // ---- integer rounding: 0 trunc, 1 ceil, 2 floor, 3 nearest even, 4 floor(x + 0.5) ----
  function automatic logic [31:0] rint(input logic [31:0] v, input logic [2:0] k,
                                       input logic ie);
    logic [7:0]  e;
    logic [22:0] fmask, frac, half;
    logic [30:0] ip, one_ulp;
    logic        up, nz;
    e = v[30:23];
    nz = v[30:0] != 31'd0;
    fmask = '0;
    half = '0;
    one_ulp = '0;
    frac = '0;
    ip = '0;
    up = 1'b0;
    if (gcn_fp32_pkg::is_nan(v)) rint = gcn_fp32_pkg::quiet(v, ie);
    else if (e >= 8'd150) rint = v;              // integral, inf
    else if (e < 8'd127) begin                   // |v| < 1
      unique case (k)
        3'd1: up = !v[31] && nz;
        3'd2: up = v[31] && nz;
        3'd3: up = e == 8'd126 && v[22:0] != 23'd0;  // |v| > 0.5
        3'd4: up = e == 8'd126 && (!v[31] || v[22:0] != 23'd0);  // >= 0.5, or < -0.5
        default: up = 1'b0;
      endcase
      rint = {v[31], up ? 31'h3f800000 : 31'd0};
    end else begin
      fmask = 23'h7fffff >> (e - 8'd127);       // the fraction bits below the units bit
      frac = v[22:0] & fmask;
      ip = {v[30:23], v[22:0] & ~fmask};
      one_ulp = {8'd0, fmask} + 31'd1;
      half = (fmask >> 1) + 23'd1;
      unique case (k)
        3'd1: up = !v[31] && frac != 23'd0;
        3'd2: up = v[31] && frac != 23'd0;
        3'd3: up = frac > half || (frac == half && (ip & one_ulp) != 31'd0);
        3'd4: up = v[31] ? frac > half : frac >= half;
        default: up = 1'b0;
      endcase
      rint = {v[31], up ? ip + one_ulp : ip};
    end
  endfunction

  // An integral binary32 value (or inf) to int32, saturating (golden fp::to_int).
  function automatic logic [31:0] f2i(input logic [31:0] v);
    logic [31:0] ip;
    ip = 32'(({31'd0, gcn_fp32_pkg::sig_of(v)} <<
              ((v[30:23] >= 8'd127 && v[30:23] < 8'd158) ? v[30:23] - 8'd127 : 8'd0)) >> 23);
    if (v[30:23] < 8'd127) f2i = 32'd0;
    else if (v[30:23] >= 8'd158) f2i = v[31] ? 32'h80000000 : 32'h7fffffff;
    else f2i = v[31] ? (32'd0 - ip) : ip;
  endfunction

  // ---- fract ----
  function automatic logic [31:0] fract(input logic [31:0] v, input logic ie,
                                        input logic [1:0] rm);
    logic signed [11:0] ex;
    logic [6:0]  k;
    logic [23:0] m, f;
    logic [79:0] w;
    logic [31:0] r;
    ex = gcn_fp32_pkg::exp_of(v);
    m = gcn_fp32_pkg::sig_of(v);
    k = (ex < -12'sd100) ? 7'd100 : 7'(-ex);
    f = (ex >= 12'sd0) ? 24'd0 : (m & ((24'd1 << ((k > 7'd24) ? 7'd24 : k)) - 24'd1));
    if (ex < 12'sd0 && k > 7'd24) f = m;
    w = '0;
    r = '0;
    if (gcn_fp32_pkg::is_nan(v)) fract = gcn_fp32_pkg::quiet(v, ie);
    else if (gcn_fp32_pkg::is_inf(v)) fract = gcn_fp32_pkg::QNAN;
    else if (f == 24'd0) fract = {rm == 2'd2, 31'd0};  // integral: x + (-x)
    else if (!v[31]) fract = gcn_fp32_pkg::round(1'b0, {56'd0, f}, ex, 1'b0, rm);
    else if (k > 7'd50) fract = 32'h3f7fffff;           // 1 - tiny rounds to 1 or just below
    else begin
      w = (80'd1 << k) - {56'd0, f};
      r = gcn_fp32_pkg::round(1'b0, w, ex, 1'b0, rm);
      fract = (r[30:0] >= 31'h3f800000) ? 32'h3f7fffff : r;
    end
  endfunction

  // ---- square root ----
  function automatic logic [31:0] sqrt(input logic [31:0] v, input logic ie,
                                       input logic [1:0] rm);
    logic [4:0]  lz;
    logic [23:0] m;
    logic signed [11:0] e;
    logic [53:0] x;
    logic [29:0] rem, trial;
    logic [26:0] root;
    m = gcn_fp32_pkg::sig_of(v);
    lz = '0;
    for (int i3 = 0; i3 < 24; i3++) begin
      if (m[i3]) lz = 5'(23 - i3);
    end
    m = m << lz;
    e = gcn_fp32_pkg::exp_of(v) - $signed({7'd0, lz});       // |v| = m * 2^e
    // x = m * 2^s with e - s even, s = 29 or 30: |v| = x * 2^(e - s), sqrt = sqrt(x) * 2^((e-s)/2).
    x = e[0] ? {1'b0, m, 29'd0} : {m, 30'd0};
    if (e[0]) e = e - 12'sd29;
    else e = e - 12'sd30;
    rem = '0;
    root = '0;
    for (int i3 = 26; i3 >= 0; i3--) begin
      rem = {rem[27:0], x[2*i3+1], x[2*i3]};
      trial = {1'b0, root, 2'b01};
      if (rem >= trial) begin
        rem = rem - trial;
        root = {root[25:0], 1'b1};
      end else begin
        root = {root[25:0], 1'b0};
      end
    end
    if (gcn_fp32_pkg::is_nan(v)) sqrt = gcn_fp32_pkg::quiet(v, ie);
    else if (gcn_fp32_pkg::is_zero(v)) sqrt = v;
    else if (v[31]) sqrt = gcn_fp32_pkg::QNAN;
    else if (gcn_fp32_pkg::is_inf(v)) sqrt = v;
    else sqrt = gcn_fp32_pkg::round(1'b0, {53'd0, root}, e >>> 1, rem != 30'd0, rm);
  endfunction

  // ---- frexp ----
  logic [4:0]  fx_lz;
  logic [23:0] fx_m;
  logic signed [11:0] fx_e;   // exponent of the normalised value's MSB
  always_comb begin
    fx_lz = '0;
    fx_m = '0;
    fx_e = '0;
    if (en_i && (op_i == gcn_opcodes_pkg::OP_V_FREXP_MANT_F32 ||
                 op_i == gcn_opcodes_pkg::OP_V_FREXP_EXP_I32_F32)) begin
      for (int j = 0; j < 24; j++) begin
        if (gcn_fp32_pkg::sig_of(a_i) >> j == 24'd1) fx_lz = 5'(23 - j);
      end
      fx_m = gcn_fp32_pkg::sig_of(a_i) << fx_lz;
      fx_e = gcn_fp32_pkg::exp_of(a_i) - $signed({7'd0, fx_lz}) + 12'sd23;
    end
  end

  // ---- div_scale (S0 value to scale, S1 denominator, S2 numerator) ----
  logic        ds_vcc;
  logic [31:0] ds_res, ds_up, ds_dn;
  logic        ds_finite, ds_rcp_tiny, ds_quot_tiny;
  logic [4:0]  lz1, lz2;
  logic [23:0] m1, m2;
  logic signed [11:0] t1, t2;
  always_comb begin
    lz1 = '0;
    lz2 = '0;
    m1 = '0;
    m2 = '0;
    t1 = '0;
    t2 = '0;
    ds_up = '0;
    ds_dn = '0;
    ds_finite = 1'b0;
    ds_rcp_tiny = 1'b0;
    ds_quot_tiny = 1'b0;
    ds_vcc = 1'b0;
    ds_res = '0;
    if (en_i && op_i == gcn_opcodes_pkg::OP_V_DIV_SCALE_F32) begin
    for (int k = 0; k < 24; k++) begin
      if (gcn_fp32_pkg::sig_of(b_i) >> k == 24'd1) lz1 = 5'(23 - k);
      if (gcn_fp32_pkg::sig_of(c_i) >> k == 24'd1) lz2 = 5'(23 - k);
    end
    m1 = gcn_fp32_pkg::sig_of(b_i) << lz1;
    m2 = gcn_fp32_pkg::sig_of(c_i) << lz2;
    t1 = gcn_fp32_pkg::exp_of(b_i) - $signed({7'd0, lz1});
    t2 = gcn_fp32_pkg::exp_of(c_i) - $signed({7'd0, lz2});
    ds_up = gcn_fp32_pkg::ldexp(a_i, 32'd64, ieee_i, rm_i);
    ds_dn = gcn_fp32_pkg::ldexp(a_i, -32'sd64, ieee_i, rm_i);
    ds_finite = b_i[30:23] != 8'hff && c_i[30:23] != 8'hff;
    ds_rcp_tiny = ds_finite && b_i[30:0] > 31'h7e800000;            // |S1| > 2^126
    // |S2| < |S1| * 2^-126 (both nonzero, finite here)
    ds_quot_tiny = ds_finite && ((t2 + 12'sd126 < t1) || (t2 + 12'sd126 == t1 && m2 < m1));
    ds_vcc = 1'b0;
    if (gcn_fp32_pkg::is_zero(c_i) || gcn_fp32_pkg::is_zero(b_i)) ds_res = gcn_fp32_pkg::QNAN;
    else if ($signed({1'b0, c_i[30:23]}) - $signed({1'b0, b_i[30:23]}) >= 9'sd96) begin
      ds_vcc = 1'b1;
      ds_res = gcn_fp32_pkg::num_eq(a_i, b_i) ? ds_up : a_i;
    end else if (gcn_fp32_pkg::is_den(b_i)) ds_res = ds_up;
    else if (ds_rcp_tiny && ds_quot_tiny) begin
      ds_vcc = 1'b1;
      ds_res = gcn_fp32_pkg::num_eq(a_i, b_i) ? ds_dn : a_i;
    end else if (ds_rcp_tiny) ds_res = ds_dn;
    else if (ds_quot_tiny) begin
      ds_vcc = 1'b1;
      ds_res = gcn_fp32_pkg::num_eq(a_i, c_i) ? ds_up : a_i;
    end else if (c_i[30:23] <= 8'd23) ds_res = ds_up;
    else ds_res = a_i;
    end
  end

  // ---- div_fixup (S0 quotient, S1 denominator, S2 numerator) ----
  logic [31:0] fx_res;
  logic        fx_s;
  always_comb begin
    fx_s = b_i[31] ^ c_i[31];
    fx_res = '0;
    if (!en_i || op_i != gcn_opcodes_pkg::OP_V_DIV_FIXUP_F32) fx_res = '0;
    else if (gcn_fp32_pkg::is_nan(c_i)) fx_res = gcn_fp32_pkg::quiet(c_i, ieee_i);
    else if (gcn_fp32_pkg::is_nan(b_i)) fx_res = gcn_fp32_pkg::quiet(b_i, ieee_i);
    else if ((gcn_fp32_pkg::is_zero(b_i) && gcn_fp32_pkg::is_zero(c_i)) || (gcn_fp32_pkg::is_inf(b_i) && gcn_fp32_pkg::is_inf(c_i))) fx_res = 32'hffc00000;
    else if (gcn_fp32_pkg::is_zero(b_i) || gcn_fp32_pkg::is_inf(c_i)) fx_res = {fx_s, 31'h7f800000};
    else if (gcn_fp32_pkg::is_inf(b_i) || gcn_fp32_pkg::is_zero(c_i)) fx_res = {fx_s, 31'd0};
    else if ($signed({1'b0, c_i[30:23]}) - $signed({1'b0, b_i[30:23]}) < -9'sd150) fx_res = {fx_s, 31'd0};
    else if (a_i[30:23] == 8'hff) fx_res = {fx_s, 31'h7f800000};
    else fx_res = {fx_s, a_i[30:0]};
  end

  // ---- f32 -> f16 (golden round_half_bits; NaN: f32_to_f16_bits) ----
  function automatic logic [15:0] to_half(input logic [31:0] v, input logic [1:0] rm);
    logic [4:0]  lz;
    logic [23:0] m;
    logic signed [11:0] t;      // exponent of the MSB
    logic signed [11:0] q;      // exponent of the last kept bit
    logic [6:0]  sh;
    logic [47:0] w, wsh;
    logic [11:0] n;             // kept bits (n <= 2048)
    logic        rb, st, up;
    logic [15:0] r;
    m = gcn_fp32_pkg::sig_of(v);
    lz = '0;
    for (int i4 = 0; i4 < 24; i4++) begin
      if (m[i4]) lz = 5'(23 - i4);
    end
    m = m << lz;
    t = gcn_fp32_pkg::exp_of(v) - $signed({7'd0, lz}) + 12'sd23;
    q = (t - 12'sd10 < -12'sd24) ? -12'sd24 : t - 12'sd10;
    // m * 2^(t-23) / 2^q = m >> (t - 23 - q) ... keep 24 + 24 bits to shift right by up to 47.
    sh = ((q - t + 12'sd23) > 12'sd47) ? 7'd47 : 7'(q - t + 12'sd23);
    w = {m, 24'd0};
    wsh = w >> sh;
    n = {1'b0, wsh[34:24]};
    rb = wsh[23];
    st = (|wsh[22:0]) || ((wsh << sh) != w);
    unique case (rm)
      2'd0: up = rb && (st || n[0]);
      2'd1: up = !v[31] && (rb || st);
      2'd2: up = v[31] && (rb || st);
      default: up = 1'b0;
    endcase
    n = n + {11'd0, up};
    r = '0;
    if (v[30:23] == 8'hff) begin
      r = {v[31], 5'h1f, (v[22:0] != 23'd0), (v[22:0] != 23'd0) ? v[21:13] : 9'd0};
    end else if (gcn_fp32_pkg::is_zero(v)) r = {v[31], 15'd0};
    else if (q + 12'sd11 > 12'sd16 || (q + 12'sd11 == 12'sd16 && n[11])) begin
      // r = n * 2^q >= 65536
      r = {v[31], ((rm == 2'd0) || (rm == 2'd1 && !v[31]) || (rm == 2'd2 && v[31]))
                  ? 15'h7c00 : 15'h7bff};
    end else if (n == 12'd0) r = {v[31], 15'd0};
    else begin
      // n * 2^q as binary16: q = -24 covers the subnormals (n < 1024) and the smallest normals.
      if (n[11]) r = {v[31], 5'(q + 12'sd26), 10'd0};  // rounded up to the next binade
      else if (n[10]) r = {v[31], 5'(q + 12'sd25), n[9:0]};
      else r = {v[31], 5'd0, n[9:0]};
    end
    to_half = r;
  endfunction

  // ---- f16 -> f32 (exact; NaN payload kept and quieted per IEEE) ----
  function automatic logic [31:0] from_half(input logic [15:0] h, input logic ie);
    logic [3:0] lz;
    logic [9:0] mm;
    lz = '0;
    for (int i5 = 0; i5 < 10; i5++) begin
      if (h[i5]) lz = 4'(9 - i5);
    end
    mm = h[9:0] << (lz + 4'd1);
    if (h[14:10] == 5'h1f) begin
      from_half = {h[15], 8'hff, h[9:0], 13'd0};
      if (h[9:0] != 10'd0) from_half = gcn_fp32_pkg::quiet(from_half, ie);
    end else if (h[14:10] != 5'd0) from_half = {h[15], 8'(h[14:10]) + 8'd112, h[9:0], 13'd0};
    else if (h[9:0] == 10'd0) from_half = {h[15], 31'd0};
    else from_half = {h[15], 8'd112 - {4'd0, lz}, mm, 13'd0};
  endfunction

  logic [7:0]  ub;
  logic [1:0]  ub_n;
  logic [15:0] pk_lo, pk_hi;
  assign ub_n = 2'(op_i - gcn_opcodes_pkg::OP_V_CVT_F32_UBYTE0);

  // The unit's operations and their result types (op_i alone: cheap, always evaluated).
  always_comb begin
    valid_o = 1'b1;
    float_o = 1'b1;
    half_o = 1'b0;
    unique case (op_i)
      gcn_opcodes_pkg::OP_V_TRUNC_F32, gcn_opcodes_pkg::OP_V_CEIL_F32, gcn_opcodes_pkg::OP_V_FLOOR_F32,
      gcn_opcodes_pkg::OP_V_RNDNE_F32, gcn_opcodes_pkg::OP_V_CVT_F32_UBYTE0,
      gcn_opcodes_pkg::OP_V_CVT_F32_UBYTE1, gcn_opcodes_pkg::OP_V_CVT_F32_UBYTE2,
      gcn_opcodes_pkg::OP_V_CVT_F32_UBYTE3, gcn_opcodes_pkg::OP_V_CVT_OFF_F32_I4,
      gcn_opcodes_pkg::OP_V_FRACT_F32, gcn_opcodes_pkg::OP_V_SQRT_F32, gcn_opcodes_pkg::OP_V_LDEXP_F32,
      gcn_opcodes_pkg::OP_V_FREXP_MANT_F32, gcn_opcodes_pkg::OP_V_DIV_SCALE_F32,
      gcn_opcodes_pkg::OP_V_DIV_FIXUP_F32, gcn_opcodes_pkg::OP_V_CVT_F32_F16: ;
      gcn_opcodes_pkg::OP_V_CVT_RPI_I32_F32, gcn_opcodes_pkg::OP_V_CVT_FLR_I32_F32,
      gcn_opcodes_pkg::OP_V_CVT_PKRTZ_F16_F32, gcn_opcodes_pkg::OP_V_FREXP_EXP_I32_F32:
        float_o = 1'b0;
      gcn_opcodes_pkg::OP_V_CVT_F16_F32: begin
        float_o = 1'b0;
        half_o = 1'b1;
      end
      default: begin
        valid_o = 1'b0;
        float_o = 1'b0;
      end
    endcase
  end

  always_comb begin
    ub = '0;
    pk_lo = '0;
    pk_hi = '0;
    mask_o = 1'b0;
    result_o = '0;
    if (en_i && valid_o) begin
    unique case (op_i)
      gcn_opcodes_pkg::OP_V_TRUNC_F32: result_o = rint(a_i, 3'd0, ieee_i);
      gcn_opcodes_pkg::OP_V_CEIL_F32: result_o = rint(a_i, 3'd1, ieee_i);
      gcn_opcodes_pkg::OP_V_FLOOR_F32: result_o = rint(a_i, 3'd2, ieee_i);
      gcn_opcodes_pkg::OP_V_RNDNE_F32: result_o = rint(a_i, 3'd3, ieee_i);
      // float -> int32 after floor(x + 0.5) / floor(x); NaN -> 0
      gcn_opcodes_pkg::OP_V_CVT_RPI_I32_F32: begin
        result_o = gcn_fp32_pkg::is_nan(a_i) ? 32'd0 : f2i(rint(a_i, 3'd4, ieee_i));
      end
      gcn_opcodes_pkg::OP_V_CVT_FLR_I32_F32: begin
        result_o = gcn_fp32_pkg::is_nan(a_i) ? 32'd0 : f2i(rint(a_i, 3'd2, ieee_i));
      end
      // byte n of SRC0 as an unsigned integer (exact)
      gcn_opcodes_pkg::OP_V_CVT_F32_UBYTE0, gcn_opcodes_pkg::OP_V_CVT_F32_UBYTE1,
      gcn_opcodes_pkg::OP_V_CVT_F32_UBYTE2, gcn_opcodes_pkg::OP_V_CVT_F32_UBYTE3: begin
        ub = a_i[8 * ub_n +: 8];
        result_o = (ub == 8'd0) ? 32'd0 : gcn_fp32_pkg::round(1'b0, {72'd0, ub}, 12'sd0, 1'b0, rm_i);
      end
      // the signed 4-bit field SRC0[3:0] as n/16 (exact)
      gcn_opcodes_pkg::OP_V_CVT_OFF_F32_I4: begin
        // ((v & 0xF) ^ 8) - 8 is a_i[3:0] read as two's complement
        result_o = (a_i[3:0] == 4'd0) ? 32'd0
                 : gcn_fp32_pkg::round(a_i[3], {76'd0, a_i[3] ? (4'd0 - a_i[3:0]) : a_i[3:0]}, -12'sd4, 1'b0, rm_i);
      end
      // two f32 -> f16 rounding toward zero, each with the f16 output flush; packed lo | hi << 16
      gcn_opcodes_pkg::OP_V_CVT_PKRTZ_F16_F32: begin
        pk_lo = to_half(a_i, 2'd3);
        pk_hi = to_half(b_i, 2'd3);
        if (!f16_keep_den_i && !gcn_fp32_pkg::is_nan(a_i) && pk_lo[14:10] == 5'd0) pk_lo = {pk_lo[15], 15'd0};
        if (!f16_keep_den_i && !gcn_fp32_pkg::is_nan(b_i) && pk_hi[14:10] == 5'd0) pk_hi = {pk_hi[15], 15'd0};
        result_o = {pk_hi, pk_lo};
      end
      gcn_opcodes_pkg::OP_V_FRACT_F32: result_o = fract(a_i, ieee_i, rm_i);
      gcn_opcodes_pkg::OP_V_SQRT_F32: result_o = sqrt(a_i, ieee_i, rm_i);
      gcn_opcodes_pkg::OP_V_LDEXP_F32: result_o = gcn_fp32_pkg::ldexp(a_i, b_i, ieee_i, rm_i);
      gcn_opcodes_pkg::OP_V_FREXP_MANT_F32: begin
        if (gcn_fp32_pkg::is_nan(a_i) || gcn_fp32_pkg::is_inf(a_i) || gcn_fp32_pkg::is_zero(a_i)) result_o = a_i;
        else result_o = {a_i[31], 8'd126, fx_m[22:0]};
      end
      gcn_opcodes_pkg::OP_V_FREXP_EXP_I32_F32: begin
        if (gcn_fp32_pkg::is_nan(a_i) || gcn_fp32_pkg::is_inf(a_i) || gcn_fp32_pkg::is_zero(a_i)) result_o = '0;
        else result_o = 32'($signed(fx_e + 12'sd1));
      end
      gcn_opcodes_pkg::OP_V_DIV_SCALE_F32: begin
        result_o = ds_res;
        mask_o = ds_vcc;
      end
      gcn_opcodes_pkg::OP_V_DIV_FIXUP_F32: result_o = fx_res;
      gcn_opcodes_pkg::OP_V_CVT_F16_F32: result_o = {16'd0, to_half(a_i, rm16_i)};
      gcn_opcodes_pkg::OP_V_CVT_F32_F16: result_o = from_half(a_i[15:0], ieee_i);
      default: ;
    endcase
    end
  end

  logic unused;
  assign unused = ^{c_i[31], fx_m[23]};

endmodule
