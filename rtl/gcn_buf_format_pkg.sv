// gcn_buf_format_pkg: the buffer data formats of buffer_{load,store}_format_* and
// tbuffer_{load,store}_format_* (their _d16_ forms included): which (data format, number format)
// pairs are executed, and the per-component conversions between memory and the 32-bit VGPR
// value. The rules are golden's (golden/exec/mem_util.cpp "buffer data formats"):
//   - uniform data formats only: DFMT 1 (8), 2 (16), 3 (8_8), 4 (32), 5 (16_16), 10 (8_8_8_8),
//     11 (32_32), 12 (16_16_16_16), 13 (32_32_32), 14 (32_32_32_32); no packed formats;
//   - loads: any NFMT but SNORM_OGL, FLOAT of 8 bits, UNORM/SNORM of 32 bits;
//     stores: UNORM/SNORM of 8 and 16 bits, FLOAT of 16 and 32, UINT/SINT of 32;
//   - load: UNORM x / (2^n - 1), SNORM max(x / (2^(n-1) - 1), -1), both correctly rounded to
//     binary32; USCALED/SSCALED the integer rounded to binary32 (nearest even); UINT zero- and
//     SINT sign-extended; FLOAT binary16 widened exactly (NaN payload kept) or binary32 as is;
//   - store: UNORM/SNORM: NaN -> 0, clamp to [0, 1] / [-1, 1], times 2^n - 1 / 2^(n-1) - 1,
//     rounded to the nearest integer (ties to even); FLOAT binary32 -> binary16 to nearest even
//     (NaN quieted, payload's top bits kept); 32-bit UINT/SINT as is;
//   - D16 (GFX8 unpacked: one component per VGPR, in its low 16 bits): a load narrows the
//     converted value (UINT/SINT: its low 16 bits; else binary32 -> binary16), a store widens
//     the VGPR's low half first (SINT sign-extends, UINT zero-extends, else binary16 -> binary32).
// All combinational; the functions run in gcn_mem_unit only for format entries.
package gcn_buf_format_pkg;

  localparam logic [2:0] NF_UNORM = 3'd0, NF_SNORM = 3'd1, NF_USCALED = 3'd2, NF_SSCALED = 3'd3,
                         NF_UINT = 3'd4, NF_SINT = 3'd5, NF_SNORM_OGL = 3'd6, NF_FLOAT = 3'd7;

  // Bytes per component of a data format (1, 2, 4); 0 for packed or reserved formats.
  function automatic logic [2:0] comp_bytes(input logic [3:0] dfmt);
    unique case (dfmt)
      4'd1, 4'd3, 4'd10: comp_bytes = 3'd1;
      4'd2, 4'd5, 4'd12: comp_bytes = 3'd2;
      4'd4, 4'd11, 4'd13, 4'd14: comp_bytes = 3'd4;
      default: comp_bytes = 3'd0;
    endcase
  endfunction

  // Components of a data format (0: not supported).
  function automatic logic [2:0] comp_count(input logic [3:0] dfmt);
    unique case (dfmt)
      4'd1, 4'd2, 4'd4: comp_count = 3'd1;
      4'd3, 4'd5, 4'd11: comp_count = 3'd2;
      4'd13: comp_count = 3'd3;
      4'd10, 4'd12, 4'd14: comp_count = 3'd4;
      default: comp_count = 3'd0;
    endcase
  endfunction

  // golden checked_format: `comps` components of (dfmt, nfmt) can be loaded / stored.
  function automatic logic supported(input logic [2:0] comps, input logic [3:0] dfmt,
                                     input logic [2:0] nfmt, input logic store);
    logic [2:0] b;
    logic       norm, ok;
    b = comp_bytes(dfmt);
    norm = nfmt == NF_UNORM || nfmt == NF_SNORM;
    if (store) begin
      ok = ((nfmt == NF_UINT || nfmt == NF_SINT) && b == 3'd4) || (nfmt == NF_FLOAT && b != 3'd1) ||
           (norm && b != 3'd4);
    end else begin
      ok = nfmt != NF_SNORM_OGL && !(nfmt == NF_FLOAT && b == 3'd1) && !(norm && b == 3'd4);
    end
    supported = b != 3'd0 && comps <= comp_count(dfmt) && ok;
  endfunction

  // The whole golden precondition of a format instruction: supported(); and a MUBUF format
  // load (not tbuffer) needs the V#'s DST_SEL_X..W (word 3 [11:0]) to be the identity for its
  // components (golden mubuf.cpp format: component swizzles are not modelled).
  function automatic logic executable(input logic [2:0] comps, input logic [3:0] dfmt,
                                      input logic [2:0] nfmt, input logic store,
                                      input logic tbuf, input logic [11:0] dst_sel);
    logic ident;
    ident = 1'b1;
    for (int i = 0; i < 4; i++) begin
      if (3'(i) < comps && dst_sel[3*i +: 3] != 3'(4 + i)) ident = 1'b0;
    end
    executable = supported(comps, dfmt, nfmt, store) && (tbuf || store || ident);
  endfunction

  // binary16 -> binary32, exact (subnormals normalised, inf/NaN payload kept).
  function automatic logic [31:0] f16_to_f32(input logic [15:0] h);
    if (h[14:10] == 5'h1f) f16_to_f32 = {h[15], 8'hff, h[9:0], 13'd0};
    else if (h[14:0] == 15'd0) f16_to_f32 = {h[15], 31'd0};
    else f16_to_f32 = gcn_fp32_pkg::round(h[15], {69'd0, gcn_fp16_pkg::sig_of(h)},
                                          gcn_fp16_pkg::exp_of(h), 1'b0, 2'd0);
  endfunction

  // binary32 -> binary16, nearest even (golden f32_to_f16_bits: binary32 subnormals -> zero).
  function automatic logic [15:0] f32_to_f16(input logic [31:0] f);
    if (f[30:23] == 8'hff) f32_to_f16 = {f[31], 5'h1f, f[22:0] != 23'd0, f[21:13]};
    else if (f[30:23] == 8'd0) f32_to_f16 = {f[31], 15'd0};
    else f32_to_f16 = gcn_fp16_pkg::round(f[31], {58'd0, gcn_fp32_pkg::sig_of(f)},
                                          gcn_fp32_pkg::exp_of(f), 1'b0, 2'd0);
  endfunction

  // m / (2^p - 1) for 0 < m < 2^p - 1, correctly rounded to binary32: the quotient's binary
  // expansion is m repeated every p bits, never exact (so the sticky bit is 1).
  function automatic logic [31:0] norm_div(input logic sgn, input logic [15:0] m, input logic [4:0] p);
    logic [79:0] rep;
    rep = '0;
    for (int k = 0; k < 5; k++) rep = (rep << p) | {64'd0, m};
    norm_div = gcn_fp32_pkg::round(sgn, rep, -$signed({7'd0, p}) * 12'sd5, 1'b1, 2'd0);
  endfunction

  // A 32-bit integer (magnitude, sign) rounded to binary32, nearest even.
  function automatic logic [31:0] int_to_f32(input logic sgn, input logic [31:0] mag);
    if (mag == 32'd0) int_to_f32 = 32'd0;
    else int_to_f32 = gcn_fp32_pkg::round(sgn, {48'd0, mag}, 12'sd0, 1'b0, 2'd0);
  endfunction

  // Memory component `raw` (zero-extended, `bytes` wide) -> the VGPR value.
  function automatic logic [31:0] load_cvt(input logic [31:0] raw, input logic [2:0] bytes,
                                           input logic [2:0] nfmt, input logic d16);
    logic [31:0] s, mag, v;
    logic [15:0] umax, smax;
    logic [4:0]  n;
    n = 5'({bytes, 3'b000});
    s = (bytes == 3'd1) ? {{24{raw[7]}}, raw[7:0]} : (bytes == 3'd2) ? {{16{raw[15]}}, raw[15:0]} : raw;
    mag = s[31] ? -s : s;
    umax = 16'((32'd1 << n) - 32'd1);
    smax = 16'((32'd1 << (n - 5'd1)) - 32'd1);
    unique case (nfmt)
      NF_UNORM: v = (raw == 32'd0) ? 32'd0 : (raw[15:0] == umax) ? 32'h3f800000 : norm_div(1'b0, raw[15:0], n);
      NF_SNORM: v = (mag == 32'd0) ? 32'd0 : (mag[15:0] >= smax) ? {s[31], 31'h3f800000} :
                                     norm_div(s[31], mag[15:0], n - 5'd1);
      NF_USCALED: v = int_to_f32(1'b0, raw);
      NF_SSCALED: v = int_to_f32(s[31], mag);
      NF_SINT: v = s;
      NF_FLOAT: v = (bytes == 3'd2) ? f16_to_f32(raw[15:0]) : raw;
      default: v = raw;  // UINT
    endcase
    if (d16) load_cvt = (nfmt == NF_UINT || nfmt == NF_SINT) ? {16'd0, v[15:0]} : {16'd0, f32_to_f16(v)};
    else load_cvt = v;
  endfunction

  // round-to-nearest-even integer of |f| * k for a finite binary32 |f| < 1 (k < 2^16).
  function automatic logic [15:0] scale_rne(input logic [30:0] f, input logic [15:0] k);
    logic [63:0] p;
    logic [15:0] q;
    logic [7:0]  sh;
    logic        half, rest;
    p = 64'({f[30:23] != 8'd0, f[22:0]}) * 64'(k);
    sh = 8'd150 - ((f[30:23] == 8'd0) ? 8'd1 : f[30:23]);  // >= 24, since |f| < 1
    if (sh > 8'd62) begin
      scale_rne = 16'd0;  // below 2^-22 * 2^16: rounds to 0
    end else begin
      q = 16'(p >> sh);
      half = p[6'(sh - 8'd1)];
      rest = (p & ((64'd1 << (sh - 8'd1)) - 64'd1)) != 64'd0;
      scale_rne = q + 16'(half && (rest || q[0]));
    end
  endfunction

  // The VGPR value `v` -> the memory component (`bytes` wide, zero-extended).
  function automatic logic [31:0] store_cvt(input logic [31:0] v, input logic [2:0] bytes,
                                            input logic [2:0] nfmt, input logic d16);
    logic [31:0] f, r;
    logic [15:0] umax, smax, m;
    logic [4:0]  n;
    logic        nan, ge1;
    if (!d16) f = v;
    else if (nfmt == NF_SINT) f = {{16{v[15]}}, v[15:0]};
    else if (nfmt == NF_UINT) f = {16'd0, v[15:0]};
    else f = f16_to_f32(v[15:0]);
    n = 5'({bytes, 3'b000});
    umax = 16'((32'd1 << n) - 32'd1);
    smax = 16'((32'd1 << (n - 5'd1)) - 32'd1);
    nan = f[30:23] == 8'hff && f[22:0] != 23'd0;
    ge1 = f[30:0] >= 31'h3f800000;  // |f| >= 1 (inf included)
    m = '0;
    unique case (nfmt)
      NF_UNORM: begin
        m = ge1 ? umax : scale_rne(f[30:0], umax);
        r = (nan || f[31]) ? 32'd0 : {16'd0, m};
      end
      NF_SNORM: begin
        m = ge1 ? smax : scale_rne(f[30:0], smax);
        r = nan ? 32'd0 : (f[31] ? ((32'd0 - {16'd0, m}) & {16'd0, umax}) : {16'd0, m});
      end
      NF_FLOAT: r = (bytes == 3'd2) ? {16'd0, f32_to_f16(f)} : f;
      default: r = f;  // 32-bit UINT/SINT
    endcase
    store_cvt = r;
  endfunction

endpackage
