// gcn_salu: scalar ALU (SOP2, SOPK, SOP1, SOPC), purely combinational. Operands arrive already
// fetched (inline constants and literals resolved); SOPK's SIMM16 comes separately.
// s_getreg_b32 / s_setreg_b32 / s_setreg_imm32_b32 reach the wave's MODE register only (the
// decoder reports every other hardware register as not implemented, as golden models no other
// s_setreg target; s_setreg_imm32's value arrives as SSRC0, the literal).
module gcn_salu (
  input  logic [9:0]  op_i,
  input  logic [63:0] a_i,       // SSRC0 (SOPK: SDST's old value)
  input  logic [63:0] b_i,       // SSRC1
  input  logic [15:0] simm16_i,
  input  logic        scc_i,
  input  logic [63:0] exec_i,
  input  logic [63:0] pc_i,
  input  logic [31:0] mode_i,
  output logic [63:0] result_o,
  output logic        write_o,   // SDST is written (conditional moves may decline)
  output logic        scc_we_o,
  output logic        scc_o,
  output logic        exec_we_o,
  output logic [63:0] exec_o,
  output logic        pc_we_o,
  output logic [63:0] pc_o,
  output logic        mode_we_o,
  output logic [31:0] mode_o
);

  logic [31:0] a32, b32;
  logic [32:0] sum33, dif33;
  logic [63:0] sk, zk;     // SIMM16 sign- and zero-extended
  logic [31:0] popc32;
  logic [31:0] popc64;
  logic [31:0] ff1_32, ff1_64, flbit32;
  logic [63:0] mul64;
  logic [4:0]  bfe_off;
  logic [6:0]  bfe_w;
  logic [31:0] bfe_mask, bfe_u, bfe_s;
  logic [31:0] rev32;
  // Session 7 (issue 10): the remaining SOP1/SOP2/SOPC integer operations.
  logic [31:0] nota32;
  logic [63:0] nota64;
  logic [31:0] popc0_32, popc0_64, ff0_32, ff0_64, flbit64, flbit_i32, flbit_i64;
  logic [31:0] sgn32;      // S_FLBIT_I32: leading bits equal to the sign, counted on ~a if a < 0
  logic [63:0] sgn64;
  logic [63:0] rev64, wqm64;
  logic [15:0] qmask16;
  logic [5:0]  bfe64_off;
  logic [5:0]  bfe64_up;  // 64 - width, for widths 1..63
  logic [63:0] bfe64_u, bfe64_s, bfe64_us, bfe64_ss;
  logic [31:0] adiff;

  // Hardware register field SIMM16 = {SIZE-1, OFFSET, ID}: bits [OFFSET+SIZE-1:OFFSET] of MODE.
  logic [4:0]  hw_off;
  logic [5:0]  hw_size;
  logic [31:0] hw_mask;
  assign hw_off = simm16_i[10:6];
  assign hw_size = {1'b0, simm16_i[15:11]} + 6'd1;
  assign hw_mask = 32'(((33'h1_0000_0000 >> (6'd32 - hw_size)) - 33'd1) << hw_off);

  assign a32 = a_i[31:0];
  assign b32 = b_i[31:0];
  assign sk = {{48{simm16_i[15]}}, simm16_i};
  assign zk = {48'd0, simm16_i};
  assign mul64 = 64'($signed(a32) * $signed(b32));
  logic unused_hi;
  assign unused_hi = ^{sk[63:32], zk[63:32], mul64[63:32]};

  always_comb begin
    popc32 = '0;
    popc64 = '0;
    ff1_32 = 32'hffffffff;
    ff1_64 = 32'hffffffff;
    flbit32 = 32'hffffffff;
    for (int i = 0; i < 32; i++) begin
      popc32 = popc32 + {31'd0, a_i[i]};
      if (a_i[31 - i] && flbit32 == 32'hffffffff) flbit32 = 32'(i);
      if (a_i[i] && ff1_32 == 32'hffffffff) ff1_32 = 32'(i);
    end
    for (int i = 0; i < 64; i++) begin
      popc64 = popc64 + {31'd0, a_i[i]};
      if (a_i[i] && ff1_64 == 32'hffffffff) ff1_64 = 32'(i);
    end
    for (int i = 0; i < 32; i++) rev32[i] = a_i[31 - i];
  end

  assign nota32 = ~a32;
  assign nota64 = ~a_i;
  assign sgn32 = a32[31] ? ~a32 : a32;
  assign sgn64 = a_i[63] ? ~a_i : a_i;
  always_comb begin
    popc0_32 = '0;
    popc0_64 = '0;
    ff0_32 = 32'hffffffff;
    ff0_64 = 32'hffffffff;
    flbit64 = 32'hffffffff;
    flbit_i32 = 32'hffffffff;
    flbit_i64 = 32'hffffffff;
    for (int i = 0; i < 32; i++) begin
      popc0_32 = popc0_32 + {31'd0, nota32[i]};
      if (nota32[i] && ff0_32 == 32'hffffffff) ff0_32 = 32'(i);
      if (sgn32[31 - i] && flbit_i32 == 32'hffffffff) flbit_i32 = 32'(i);
    end
    for (int i = 0; i < 64; i++) begin
      popc0_64 = popc0_64 + {31'd0, nota64[i]};
      if (nota64[i] && ff0_64 == 32'hffffffff) ff0_64 = 32'(i);
      if (a_i[63 - i] && flbit64 == 32'hffffffff) flbit64 = 32'(i);
      if (sgn64[63 - i] && flbit_i64 == 32'hffffffff) flbit_i64 = 32'(i);
      rev64[i] = a_i[63 - i];
    end
    // Whole quad mode: every 4-bit group with a bit set becomes all ones; quadmask: bit q of
    // the result says group q has a bit set.
    for (int q = 0; q < 16; q++) begin
      wqm64[4*q +: 4] = {4{|a_i[4*q +: 4]}};
      qmask16[q] = |a_i[4*q +: 4];
    end
  end

  // 64-bit bit-field extract: offset S1[5:0], width S1[22:16]; width 0 gives 0, width >= 64 the
  // shifted value (golden sop2.cpp bfe<T>).
  assign bfe64_off = b32[5:0];
  assign bfe64_up = 6'(7'd64 - bfe_w);
  assign bfe64_us = a_i >> bfe64_off;
  assign bfe64_ss = 64'($signed(a_i) >>> bfe64_off);
  assign bfe64_u = (bfe_w == 7'd0) ? 64'd0 : (bfe_w >= 7'd64) ? bfe64_us :
                   ((bfe64_us << bfe64_up) >> bfe64_up);
  assign bfe64_s = (bfe_w == 7'd0) ? 64'd0 : (bfe_w >= 7'd64) ? bfe64_ss :
                   64'($signed(bfe64_ss << bfe64_up) >>> bfe64_up);
  logic [31:0] dif32;
  assign dif32 = a32 - b32;
  assign adiff = dif32[31] ? (32'd0 - dif32) : dif32;

  assign bfe_off = b32[4:0];
  assign bfe_w = b32[22:16];
  assign bfe_mask = (bfe_w >= 7'd32) ? 32'hffffffff : ((32'd1 << bfe_w[4:0]) - 32'd1);
  assign bfe_u = (a32 >> bfe_off) & bfe_mask;
  // s_bfe_i32 shifts arithmetically: field bits above bit 31 of S0 read as its sign (as golden
  // and LLVM's constant folding of BFE_I32).
  assign bfe_s = 32'($signed(a32) >>> bfe_off);

  always_comb begin
    result_o = '0;
    write_o = 1'b1;
    scc_we_o = 1'b0;
    scc_o = 1'b0;
    exec_we_o = 1'b0;
    exec_o = exec_i;
    pc_we_o = 1'b0;
    pc_o = pc_i;
    sum33 = {1'b0, a32} + {1'b0, b32};
    dif33 = {1'b0, a32} - {1'b0, b32};

    unique case (op_i)
      gcn_opcodes_pkg::OP_S_ADD_U32: begin
        result_o = {32'd0, sum33[31:0]};
        scc_we_o = 1'b1; scc_o = sum33[32];
      end
      gcn_opcodes_pkg::OP_S_SUB_U32: begin
        result_o = {32'd0, dif33[31:0]};
        scc_we_o = 1'b1; scc_o = dif33[32];
      end
      gcn_opcodes_pkg::OP_S_ADD_I32: begin
        result_o = {32'd0, sum33[31:0]};
        scc_we_o = 1'b1; scc_o = (a32[31] == b32[31]) && (sum33[31] != a32[31]);
      end
      gcn_opcodes_pkg::OP_S_SUB_I32: begin
        result_o = {32'd0, dif33[31:0]};
        scc_we_o = 1'b1; scc_o = (a32[31] != b32[31]) && (dif33[31] != a32[31]);
      end
      gcn_opcodes_pkg::OP_S_ADDC_U32: begin
        sum33 = {1'b0, a32} + {1'b0, b32} + {32'd0, scc_i};
        result_o = {32'd0, sum33[31:0]};
        scc_we_o = 1'b1; scc_o = sum33[32];
      end
      gcn_opcodes_pkg::OP_S_SUBB_U32: begin
        dif33 = {1'b0, a32} - {1'b0, b32} - {32'd0, scc_i};
        result_o = {32'd0, dif33[31:0]};
        scc_we_o = 1'b1; scc_o = dif33[32];
      end
      gcn_opcodes_pkg::OP_S_MIN_I32: begin
        scc_we_o = 1'b1; scc_o = $signed(a32) < $signed(b32);
        result_o = {32'd0, scc_o ? a32 : b32};
      end
      gcn_opcodes_pkg::OP_S_MIN_U32: begin
        scc_we_o = 1'b1; scc_o = a32 < b32;
        result_o = {32'd0, scc_o ? a32 : b32};
      end
      gcn_opcodes_pkg::OP_S_MAX_I32: begin
        scc_we_o = 1'b1; scc_o = $signed(a32) > $signed(b32);
        result_o = {32'd0, scc_o ? a32 : b32};
      end
      gcn_opcodes_pkg::OP_S_MAX_U32: begin
        scc_we_o = 1'b1; scc_o = a32 > b32;
        result_o = {32'd0, scc_o ? a32 : b32};
      end
      gcn_opcodes_pkg::OP_S_CSELECT_B32, gcn_opcodes_pkg::OP_S_CSELECT_B64:
        result_o = scc_i ? a_i : b_i;
      gcn_opcodes_pkg::OP_S_AND_B32, gcn_opcodes_pkg::OP_S_AND_B64: result_o = a_i & b_i;
      gcn_opcodes_pkg::OP_S_OR_B32, gcn_opcodes_pkg::OP_S_OR_B64: result_o = a_i | b_i;
      gcn_opcodes_pkg::OP_S_XOR_B32, gcn_opcodes_pkg::OP_S_XOR_B64: result_o = a_i ^ b_i;
      gcn_opcodes_pkg::OP_S_ANDN2_B32, gcn_opcodes_pkg::OP_S_ANDN2_B64: result_o = a_i & ~b_i;
      gcn_opcodes_pkg::OP_S_ORN2_B32, gcn_opcodes_pkg::OP_S_ORN2_B64: result_o = a_i | ~b_i;
      gcn_opcodes_pkg::OP_S_NAND_B32, gcn_opcodes_pkg::OP_S_NAND_B64: result_o = ~(a_i & b_i);
      gcn_opcodes_pkg::OP_S_NOR_B32, gcn_opcodes_pkg::OP_S_NOR_B64: result_o = ~(a_i | b_i);
      gcn_opcodes_pkg::OP_S_XNOR_B32, gcn_opcodes_pkg::OP_S_XNOR_B64: result_o = ~(a_i ^ b_i);
      gcn_opcodes_pkg::OP_S_LSHL_B32: result_o = {32'd0, a32 << b32[4:0]};
      gcn_opcodes_pkg::OP_S_LSHL_B64: result_o = a_i << b32[5:0];
      gcn_opcodes_pkg::OP_S_LSHR_B32: result_o = {32'd0, a32 >> b32[4:0]};
      gcn_opcodes_pkg::OP_S_LSHR_B64: result_o = a_i >> b32[5:0];
      gcn_opcodes_pkg::OP_S_ASHR_I32: result_o = {32'd0, 32'($signed(a32) >>> b32[4:0])};
      gcn_opcodes_pkg::OP_S_ASHR_I64: result_o = 64'($signed(a_i) >>> b32[5:0]);
      gcn_opcodes_pkg::OP_S_BFM_B32:
        result_o = {32'd0, ((32'd1 << a32[4:0]) - 32'd1) << b32[4:0]};
      gcn_opcodes_pkg::OP_S_MUL_I32: result_o = {32'd0, mul64[31:0]};
      gcn_opcodes_pkg::OP_S_BFE_U32: result_o = {32'd0, bfe_u};
      gcn_opcodes_pkg::OP_S_BFE_I32: begin
        if (bfe_w == 7'd0) result_o = '0;
        else if (bfe_w >= 7'd32) result_o = {32'd0, bfe_s};
        else result_o = {32'd0, 32'($signed(bfe_s << (6'd32 - {1'b0, bfe_w[4:0]})) >>>
                                      (6'd32 - {1'b0, bfe_w[4:0]}))};
      end
      gcn_opcodes_pkg::OP_S_BFE_U64: result_o = bfe64_u;
      gcn_opcodes_pkg::OP_S_BFE_I64: result_o = bfe64_s;
      gcn_opcodes_pkg::OP_S_BFM_B64: result_o = ((64'd1 << a32[5:0]) - 64'd1) << b32[5:0];
      gcn_opcodes_pkg::OP_S_ABSDIFF_I32: result_o = {32'd0, adiff};
      // SOPK
      gcn_opcodes_pkg::OP_S_MOVK_I32: result_o = {32'd0, sk[31:0]};
      gcn_opcodes_pkg::OP_S_CMOVK_I32: begin
        result_o = {32'd0, sk[31:0]};
        write_o = scc_i;
      end
      gcn_opcodes_pkg::OP_S_CMPK_EQ_I32: begin scc_we_o = 1'b1; scc_o = a32 == sk[31:0]; end
      gcn_opcodes_pkg::OP_S_CMPK_LG_I32: begin scc_we_o = 1'b1; scc_o = a32 != sk[31:0]; end
      gcn_opcodes_pkg::OP_S_CMPK_GT_I32: begin scc_we_o = 1'b1; scc_o = $signed(a32) > $signed(sk[31:0]); end
      gcn_opcodes_pkg::OP_S_CMPK_GE_I32: begin scc_we_o = 1'b1; scc_o = $signed(a32) >= $signed(sk[31:0]); end
      gcn_opcodes_pkg::OP_S_CMPK_LT_I32: begin scc_we_o = 1'b1; scc_o = $signed(a32) < $signed(sk[31:0]); end
      gcn_opcodes_pkg::OP_S_CMPK_LE_I32: begin scc_we_o = 1'b1; scc_o = $signed(a32) <= $signed(sk[31:0]); end
      gcn_opcodes_pkg::OP_S_CMPK_EQ_U32: begin scc_we_o = 1'b1; scc_o = a32 == zk[31:0]; end
      gcn_opcodes_pkg::OP_S_CMPK_LG_U32: begin scc_we_o = 1'b1; scc_o = a32 != zk[31:0]; end
      gcn_opcodes_pkg::OP_S_CMPK_GT_U32: begin scc_we_o = 1'b1; scc_o = a32 > zk[31:0]; end
      gcn_opcodes_pkg::OP_S_CMPK_GE_U32: begin scc_we_o = 1'b1; scc_o = a32 >= zk[31:0]; end
      gcn_opcodes_pkg::OP_S_CMPK_LT_U32: begin scc_we_o = 1'b1; scc_o = a32 < zk[31:0]; end
      gcn_opcodes_pkg::OP_S_CMPK_LE_U32: begin scc_we_o = 1'b1; scc_o = a32 <= zk[31:0]; end
      gcn_opcodes_pkg::OP_S_ADDK_I32: begin
        sum33 = {1'b0, a32} + {1'b0, sk[31:0]};
        result_o = {32'd0, sum33[31:0]};
        scc_we_o = 1'b1; scc_o = (a32[31] == sk[31]) && (sum33[31] != a32[31]);
      end
      gcn_opcodes_pkg::OP_S_MULK_I32:
        result_o = {32'd0, 32'($signed(a32) * $signed(sk[31:0]))};
      gcn_opcodes_pkg::OP_S_GETREG_B32: result_o = {32'd0, (mode_i & hw_mask) >> hw_off};
      // SOP1
      gcn_opcodes_pkg::OP_S_MOV_B32, gcn_opcodes_pkg::OP_S_MOV_B64: result_o = a_i;
      gcn_opcodes_pkg::OP_S_CMOV_B32, gcn_opcodes_pkg::OP_S_CMOV_B64: begin
        result_o = a_i;
        write_o = scc_i;
      end
      gcn_opcodes_pkg::OP_S_NOT_B32: result_o = {32'd0, ~a32};
      gcn_opcodes_pkg::OP_S_NOT_B64: result_o = ~a_i;
      gcn_opcodes_pkg::OP_S_BREV_B32: result_o = {32'd0, rev32};
      gcn_opcodes_pkg::OP_S_BCNT1_I32_B32: result_o = {32'd0, popc32};
      gcn_opcodes_pkg::OP_S_BCNT1_I32_B64: result_o = {32'd0, popc64};
      gcn_opcodes_pkg::OP_S_FF1_I32_B32: result_o = {32'd0, ff1_32};
      gcn_opcodes_pkg::OP_S_FF1_I32_B64: result_o = {32'd0, ff1_64};
      gcn_opcodes_pkg::OP_S_FLBIT_I32_B32: result_o = {32'd0, flbit32};
      gcn_opcodes_pkg::OP_S_SEXT_I32_I8: result_o = {32'd0, {24{a32[7]}}, a32[7:0]};
      gcn_opcodes_pkg::OP_S_SEXT_I32_I16: result_o = {32'd0, {16{a32[15]}}, a32[15:0]};
      gcn_opcodes_pkg::OP_S_BITSET0_B32: result_o = {32'd0, b32 & ~(32'd1 << a32[4:0])};
      gcn_opcodes_pkg::OP_S_BITSET1_B32: result_o = {32'd0, b32 | (32'd1 << a32[4:0])};
      gcn_opcodes_pkg::OP_S_ABS_I32: result_o = {32'd0, a32[31] ? (32'd0 - a32) : a32};
      gcn_opcodes_pkg::OP_S_WQM_B32: result_o = {32'd0, wqm64[31:0]};
      gcn_opcodes_pkg::OP_S_WQM_B64: result_o = wqm64;
      gcn_opcodes_pkg::OP_S_QUADMASK_B32: result_o = {56'd0, qmask16[7:0]};
      gcn_opcodes_pkg::OP_S_QUADMASK_B64: result_o = {48'd0, qmask16};
      gcn_opcodes_pkg::OP_S_BREV_B64: result_o = rev64;
      gcn_opcodes_pkg::OP_S_BCNT0_I32_B32: result_o = {32'd0, popc0_32};
      gcn_opcodes_pkg::OP_S_BCNT0_I32_B64: result_o = {32'd0, popc0_64};
      gcn_opcodes_pkg::OP_S_FF0_I32_B32: result_o = {32'd0, ff0_32};
      gcn_opcodes_pkg::OP_S_FF0_I32_B64: result_o = {32'd0, ff0_64};
      gcn_opcodes_pkg::OP_S_FLBIT_I32_B64: result_o = {32'd0, flbit64};
      gcn_opcodes_pkg::OP_S_FLBIT_I32: result_o = {32'd0, flbit_i32};
      gcn_opcodes_pkg::OP_S_FLBIT_I32_I64: result_o = {32'd0, flbit_i64};
      gcn_opcodes_pkg::OP_S_BITSET0_B64: result_o = b_i & ~(64'd1 << a32[5:0]);
      gcn_opcodes_pkg::OP_S_BITSET1_B64: result_o = b_i | (64'd1 << a32[5:0]);
      gcn_opcodes_pkg::OP_S_GETPC_B64: result_o = pc_i + 64'd4;
      gcn_opcodes_pkg::OP_S_SETPC_B64: begin
        write_o = 1'b0;
        pc_we_o = 1'b1; pc_o = a_i;
      end
      gcn_opcodes_pkg::OP_S_SWAPPC_B64: begin
        result_o = pc_i + 64'd4;
        pc_we_o = 1'b1; pc_o = a_i;
      end
      gcn_opcodes_pkg::OP_S_AND_SAVEEXEC_B64: begin exec_we_o = 1'b1; exec_o = a_i & exec_i; end
      gcn_opcodes_pkg::OP_S_OR_SAVEEXEC_B64: begin exec_we_o = 1'b1; exec_o = a_i | exec_i; end
      gcn_opcodes_pkg::OP_S_XOR_SAVEEXEC_B64: begin exec_we_o = 1'b1; exec_o = a_i ^ exec_i; end
      gcn_opcodes_pkg::OP_S_ANDN2_SAVEEXEC_B64: begin exec_we_o = 1'b1; exec_o = a_i & ~exec_i; end
      gcn_opcodes_pkg::OP_S_ORN2_SAVEEXEC_B64: begin exec_we_o = 1'b1; exec_o = a_i | ~exec_i; end
      gcn_opcodes_pkg::OP_S_NAND_SAVEEXEC_B64: begin exec_we_o = 1'b1; exec_o = ~(a_i & exec_i); end
      gcn_opcodes_pkg::OP_S_NOR_SAVEEXEC_B64: begin exec_we_o = 1'b1; exec_o = ~(a_i | exec_i); end
      gcn_opcodes_pkg::OP_S_XNOR_SAVEEXEC_B64: begin exec_we_o = 1'b1; exec_o = ~(a_i ^ exec_i); end
      // SOPC
      gcn_opcodes_pkg::OP_S_CMP_EQ_I32, gcn_opcodes_pkg::OP_S_CMP_EQ_U32: begin
        scc_we_o = 1'b1; scc_o = a32 == b32;
      end
      gcn_opcodes_pkg::OP_S_CMP_LG_I32, gcn_opcodes_pkg::OP_S_CMP_LG_U32: begin
        scc_we_o = 1'b1; scc_o = a32 != b32;
      end
      gcn_opcodes_pkg::OP_S_CMP_GT_I32: begin scc_we_o = 1'b1; scc_o = $signed(a32) > $signed(b32); end
      gcn_opcodes_pkg::OP_S_CMP_GE_I32: begin scc_we_o = 1'b1; scc_o = $signed(a32) >= $signed(b32); end
      gcn_opcodes_pkg::OP_S_CMP_LT_I32: begin scc_we_o = 1'b1; scc_o = $signed(a32) < $signed(b32); end
      gcn_opcodes_pkg::OP_S_CMP_LE_I32: begin scc_we_o = 1'b1; scc_o = $signed(a32) <= $signed(b32); end
      gcn_opcodes_pkg::OP_S_CMP_GT_U32: begin scc_we_o = 1'b1; scc_o = a32 > b32; end
      gcn_opcodes_pkg::OP_S_CMP_GE_U32: begin scc_we_o = 1'b1; scc_o = a32 >= b32; end
      gcn_opcodes_pkg::OP_S_CMP_LT_U32: begin scc_we_o = 1'b1; scc_o = a32 < b32; end
      gcn_opcodes_pkg::OP_S_CMP_LE_U32: begin scc_we_o = 1'b1; scc_o = a32 <= b32; end
      gcn_opcodes_pkg::OP_S_CMP_EQ_U64: begin scc_we_o = 1'b1; scc_o = a_i == b_i; end
      gcn_opcodes_pkg::OP_S_CMP_LG_U64: begin scc_we_o = 1'b1; scc_o = a_i != b_i; end
      gcn_opcodes_pkg::OP_S_BITCMP0_B32: begin scc_we_o = 1'b1; scc_o = !a32[b32[4:0]]; end
      gcn_opcodes_pkg::OP_S_BITCMP1_B32: begin scc_we_o = 1'b1; scc_o = a32[b32[4:0]]; end
      gcn_opcodes_pkg::OP_S_BITCMP0_B64: begin scc_we_o = 1'b1; scc_o = !a_i[b32[5:0]]; end
      gcn_opcodes_pkg::OP_S_BITCMP1_B64: begin scc_we_o = 1'b1; scc_o = a_i[b32[5:0]]; end
      default: write_o = 1'b0;
    endcase

    // Operations whose SCC is "result != 0".
    unique case (op_i)
      gcn_opcodes_pkg::OP_S_AND_B32, gcn_opcodes_pkg::OP_S_OR_B32, gcn_opcodes_pkg::OP_S_XOR_B32,
      gcn_opcodes_pkg::OP_S_ANDN2_B32, gcn_opcodes_pkg::OP_S_ORN2_B32, gcn_opcodes_pkg::OP_S_NAND_B32,
      gcn_opcodes_pkg::OP_S_NOR_B32, gcn_opcodes_pkg::OP_S_XNOR_B32, gcn_opcodes_pkg::OP_S_LSHL_B32,
      gcn_opcodes_pkg::OP_S_LSHR_B32, gcn_opcodes_pkg::OP_S_ASHR_I32, gcn_opcodes_pkg::OP_S_BFE_U32,
      gcn_opcodes_pkg::OP_S_BFE_I32, gcn_opcodes_pkg::OP_S_NOT_B32, gcn_opcodes_pkg::OP_S_BCNT1_I32_B32,
      gcn_opcodes_pkg::OP_S_BCNT1_I32_B64, gcn_opcodes_pkg::OP_S_ABS_I32,
      gcn_opcodes_pkg::OP_S_WQM_B32, gcn_opcodes_pkg::OP_S_QUADMASK_B32,
      gcn_opcodes_pkg::OP_S_BCNT0_I32_B32, gcn_opcodes_pkg::OP_S_BCNT0_I32_B64,
      gcn_opcodes_pkg::OP_S_ABSDIFF_I32: begin
        scc_we_o = 1'b1; scc_o = result_o[31:0] != 32'd0;
      end
      gcn_opcodes_pkg::OP_S_AND_B64, gcn_opcodes_pkg::OP_S_OR_B64, gcn_opcodes_pkg::OP_S_XOR_B64,
      gcn_opcodes_pkg::OP_S_ANDN2_B64, gcn_opcodes_pkg::OP_S_ORN2_B64, gcn_opcodes_pkg::OP_S_NAND_B64,
      gcn_opcodes_pkg::OP_S_NOR_B64, gcn_opcodes_pkg::OP_S_XNOR_B64, gcn_opcodes_pkg::OP_S_LSHL_B64,
      gcn_opcodes_pkg::OP_S_LSHR_B64, gcn_opcodes_pkg::OP_S_ASHR_I64, gcn_opcodes_pkg::OP_S_NOT_B64,
      gcn_opcodes_pkg::OP_S_BFE_U64, gcn_opcodes_pkg::OP_S_BFE_I64, gcn_opcodes_pkg::OP_S_WQM_B64,
      gcn_opcodes_pkg::OP_S_QUADMASK_B64: begin
        scc_we_o = 1'b1; scc_o = result_o != 64'd0;
      end
      default: ;
    endcase
    if (exec_we_o) begin
      result_o = exec_i;  // saveexec: SDST gets the old EXEC
      scc_we_o = 1'b1;
      scc_o = exec_o != 64'd0;
    end
  end

  always_comb begin
    mode_we_o = op_i == gcn_opcodes_pkg::OP_S_SETREG_B32 || op_i == gcn_opcodes_pkg::OP_S_SETREG_IMM32_B32;
    mode_o = (mode_i & ~hw_mask) | ((a32 << hw_off) & hw_mask);
  end

endmodule
