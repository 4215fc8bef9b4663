// gcn_valu_lane: one lane of the integer VALU, purely combinational. The VALU instantiates
// LanesPerCycle of these and walks the wave in 64/LanesPerCycle passes.
module gcn_valu_lane (
  input  logic [9:0]  op_i,
  input  logic [5:0]  lane_i,     // lane number within the wave (v_mbcnt)
  input  logic [63:0] a_i,        // SRC0 (64-bit only where the operation says so)
  input  logic [63:0] b_i,        // SRC1
  input  logic [63:0] c_i,        // SRC2
  input  logic        mask_i,     // this lane's carry-in / select bit
  output logic [63:0] result_o,
  output logic        mask_o      // this lane's carry-out / compare bit
);

  logic [31:0] a, b, c;
  logic [32:0] s33;
  logic [63:0] mu, ms, m24u, m24s;
  logic [63:0] tmask;
  logic [31:0] popc_lo, popc_hi, popc_a;
  logic [4:0]  bfe_w;
  logic [31:0] bfe_m, bfe_v;
  logic [64:0] mad65;
  logic [63:0] align64;

  assign a = a_i[31:0];
  assign b = b_i[31:0];
  assign c = c_i[31:0];
  assign mu = {32'd0, a} * {32'd0, b};
  assign ms = 64'($signed(a) * $signed(b));
  assign m24u = {40'd0, a[23:0]} * {40'd0, b[23:0]};
  assign m24s = 64'($signed({{40{a[23]}}, a[23:0]}) * $signed({{40{b[23]}}, b[23:0]}));
  assign tmask = (64'd1 << lane_i) - 64'd1;
  assign bfe_w = c[4:0];
  assign bfe_m = (32'd1 << bfe_w) - 32'd1;
  assign bfe_v = (a >> b[4:0]) & bfe_m;
  assign mad65 = {1'b0, mu} + {1'b0, c_i};
  assign align64 = {a, b} >> c[4:0];
  logic unused_bits;
  assign unused_bits = ^{a_i[63:32], ms[31:0], align64[63:32]};

  always_comb begin
    popc_lo = '0;
    popc_hi = '0;
    popc_a = '0;
    for (int i = 0; i < 32; i++) begin
      popc_lo = popc_lo + {31'd0, a[i] & tmask[i]};
      popc_hi = popc_hi + {31'd0, a[i] & tmask[32 + i]};
      popc_a = popc_a + {31'd0, a[i]};
    end
  end

  always_comb begin
    result_o = '0;
    mask_o = 1'b0;
    s33 = '0;
    unique case (op_i)
      gcn_opcodes_pkg::OP_V_CNDMASK_B32: result_o = {32'd0, mask_i ? b : a};
      gcn_opcodes_pkg::OP_V_ADD_U32: begin
        s33 = {1'b0, a} + {1'b0, b};
        result_o = {32'd0, s33[31:0]}; mask_o = s33[32];
      end
      gcn_opcodes_pkg::OP_V_SUB_U32: begin
        s33 = {1'b0, a} - {1'b0, b};
        result_o = {32'd0, s33[31:0]}; mask_o = s33[32];
      end
      gcn_opcodes_pkg::OP_V_SUBREV_U32: begin
        s33 = {1'b0, b} - {1'b0, a};
        result_o = {32'd0, s33[31:0]}; mask_o = s33[32];
      end
      gcn_opcodes_pkg::OP_V_ADDC_U32: begin
        s33 = {1'b0, a} + {1'b0, b} + {32'd0, mask_i};
        result_o = {32'd0, s33[31:0]}; mask_o = s33[32];
      end
      gcn_opcodes_pkg::OP_V_SUBB_U32: begin
        s33 = {1'b0, a} - {1'b0, b} - {32'd0, mask_i};
        result_o = {32'd0, s33[31:0]}; mask_o = s33[32];
      end
      gcn_opcodes_pkg::OP_V_SUBBREV_U32: begin
        s33 = {1'b0, b} - {1'b0, a} - {32'd0, mask_i};
        result_o = {32'd0, s33[31:0]}; mask_o = s33[32];
      end
      gcn_opcodes_pkg::OP_V_AND_B32: result_o = {32'd0, a & b};
      gcn_opcodes_pkg::OP_V_OR_B32: result_o = {32'd0, a | b};
      gcn_opcodes_pkg::OP_V_XOR_B32: result_o = {32'd0, a ^ b};
      gcn_opcodes_pkg::OP_V_LSHLREV_B32: result_o = {32'd0, b << a[4:0]};
      gcn_opcodes_pkg::OP_V_LSHRREV_B32: result_o = {32'd0, b >> a[4:0]};
      gcn_opcodes_pkg::OP_V_LSHRREV_B16: result_o = {48'd0, b[15:0] >> a[3:0]};
      gcn_opcodes_pkg::OP_V_ASHRREV_I32: result_o = {32'd0, 32'($signed(b) >>> a[4:0])};
      gcn_opcodes_pkg::OP_V_LSHLREV_B64: result_o = b_i << a[5:0];
      gcn_opcodes_pkg::OP_V_LSHRREV_B64: result_o = b_i >> a[5:0];
      gcn_opcodes_pkg::OP_V_ASHRREV_I64: result_o = 64'($signed(b_i) >>> a[5:0]);
      gcn_opcodes_pkg::OP_V_MUL_U32_U24: result_o = {32'd0, m24u[31:0]};
      gcn_opcodes_pkg::OP_V_MUL_HI_U32_U24: result_o = {32'd0, m24u[63:32]};
      gcn_opcodes_pkg::OP_V_MUL_I32_I24: result_o = {32'd0, m24s[31:0]};
      gcn_opcodes_pkg::OP_V_MUL_HI_I32_I24: result_o = {32'd0, m24s[63:32]};
      gcn_opcodes_pkg::OP_V_MUL_LO_U32: result_o = {32'd0, mu[31:0]};
      gcn_opcodes_pkg::OP_V_MUL_HI_U32: result_o = {32'd0, mu[63:32]};
      gcn_opcodes_pkg::OP_V_MUL_HI_I32: result_o = {32'd0, ms[63:32]};
      gcn_opcodes_pkg::OP_V_MAD_U32_U24: result_o = {32'd0, m24u[31:0] + c};
      gcn_opcodes_pkg::OP_V_MAD_I32_I24: result_o = {32'd0, m24s[31:0] + c};
      gcn_opcodes_pkg::OP_V_MAD_U64_U32: begin
        result_o = mad65[63:0]; mask_o = mad65[64];
      end
      gcn_opcodes_pkg::OP_V_MIN_I32: result_o = {32'd0, ($signed(a) < $signed(b)) ? a : b};
      gcn_opcodes_pkg::OP_V_MAX_I32: result_o = {32'd0, ($signed(a) > $signed(b)) ? a : b};
      gcn_opcodes_pkg::OP_V_MIN_U32: result_o = {32'd0, (a < b) ? a : b};
      gcn_opcodes_pkg::OP_V_MAX_U32: result_o = {32'd0, (a > b) ? a : b};
      gcn_opcodes_pkg::OP_V_MOV_B32, gcn_opcodes_pkg::OP_V_READFIRSTLANE_B32,
      gcn_opcodes_pkg::OP_V_READLANE_B32, gcn_opcodes_pkg::OP_V_WRITELANE_B32:
        result_o = {32'd0, a};
      gcn_opcodes_pkg::OP_V_NOT_B32: result_o = {32'd0, ~a};
      gcn_opcodes_pkg::OP_V_BFREV_B32: begin
        for (int i = 0; i < 32; i++) result_o[i] = a[31 - i];
      end
      gcn_opcodes_pkg::OP_V_MBCNT_LO_U32_B32: result_o = {32'd0, popc_lo + b};
      gcn_opcodes_pkg::OP_V_MBCNT_HI_U32_B32: result_o = {32'd0, popc_hi + b};
      gcn_opcodes_pkg::OP_V_BCNT_U32_B32: result_o = {32'd0, popc_a + b};
      gcn_opcodes_pkg::OP_V_BFE_U32: result_o = {32'd0, bfe_v};
      gcn_opcodes_pkg::OP_V_BFE_I32: begin
        if (bfe_w == 5'd0) result_o = '0;
        else result_o = {32'd0, 32'($signed(bfe_v << (6'd32 - {1'b0, bfe_w})) >>>
                                    (6'd32 - {1'b0, bfe_w}))};
      end
      gcn_opcodes_pkg::OP_V_BFI_B32: result_o = {32'd0, (a & b) | (~a & c)};
      gcn_opcodes_pkg::OP_V_BFM_B32: result_o = {32'd0, ((32'd1 << a[4:0]) - 32'd1) << b[4:0]};
      gcn_opcodes_pkg::OP_V_ALIGNBIT_B32: result_o = {32'd0, align64[31:0]};
      gcn_opcodes_pkg::OP_V_CMP_F_I32, gcn_opcodes_pkg::OP_V_CMPX_F_I32,
      gcn_opcodes_pkg::OP_V_CMP_F_U32, gcn_opcodes_pkg::OP_V_CMPX_F_U32: mask_o = 1'b0;
      gcn_opcodes_pkg::OP_V_CMP_T_I32, gcn_opcodes_pkg::OP_V_CMPX_T_I32,
      gcn_opcodes_pkg::OP_V_CMP_T_U32, gcn_opcodes_pkg::OP_V_CMPX_T_U32: mask_o = 1'b1;
      gcn_opcodes_pkg::OP_V_CMP_LT_I32, gcn_opcodes_pkg::OP_V_CMPX_LT_I32: mask_o = $signed(a) < $signed(b);
      gcn_opcodes_pkg::OP_V_CMP_EQ_I32, gcn_opcodes_pkg::OP_V_CMPX_EQ_I32,
      gcn_opcodes_pkg::OP_V_CMP_EQ_U32, gcn_opcodes_pkg::OP_V_CMPX_EQ_U32: mask_o = a == b;
      gcn_opcodes_pkg::OP_V_CMP_LE_I32, gcn_opcodes_pkg::OP_V_CMPX_LE_I32: mask_o = $signed(a) <= $signed(b);
      gcn_opcodes_pkg::OP_V_CMP_GT_I32, gcn_opcodes_pkg::OP_V_CMPX_GT_I32: mask_o = $signed(a) > $signed(b);
      gcn_opcodes_pkg::OP_V_CMP_NE_I32, gcn_opcodes_pkg::OP_V_CMPX_NE_I32,
      gcn_opcodes_pkg::OP_V_CMP_NE_U32, gcn_opcodes_pkg::OP_V_CMPX_NE_U32: mask_o = a != b;
      gcn_opcodes_pkg::OP_V_CMP_GE_I32, gcn_opcodes_pkg::OP_V_CMPX_GE_I32: mask_o = $signed(a) >= $signed(b);
      gcn_opcodes_pkg::OP_V_CMP_LT_U32, gcn_opcodes_pkg::OP_V_CMPX_LT_U32: mask_o = a < b;
      gcn_opcodes_pkg::OP_V_CMP_LE_U32, gcn_opcodes_pkg::OP_V_CMPX_LE_U32: mask_o = a <= b;
      gcn_opcodes_pkg::OP_V_CMP_GT_U32, gcn_opcodes_pkg::OP_V_CMPX_GT_U32: mask_o = a > b;
      gcn_opcodes_pkg::OP_V_CMP_GE_U32, gcn_opcodes_pkg::OP_V_CMPX_GE_U32: mask_o = a >= b;
      default: ;
    endcase
  end

endmodule
