// gcn_scalar_opnd: the scalar operands of the instruction in the sequencer, as six dword slots:
// src0 lo/hi, src1 lo/hi, src2 lo/hi (SMEM: the SBASE pair and the offset SGPR; s_buffer_load
// and MUBUF: the V# in slots 0..3, the offset in slot 4). Slot k's SGPR-RAM read goes to read
// port k (re_o/raddr_o, issued in S_DECODE from the instruction-buffer decode); the cycle after,
// val_o[k] is the slot's dword: the RAM data of port k, or for VCC/EXEC/M0, SCC, VCCZ/EXECZ,
// inline constants and the literal the value computed here; VGPR operands and unused slots give
// 0 (the VALU reads VGPRs per lane group, gcn_simd ST_READ). any_o: the instruction has a scalar
// slot at all (else the sequencer skips S_SREAD). Combinational.
module gcn_scalar_opnd #(
  parameter int unsigned SlotW = 3,   // wave slot index width
  parameter int unsigned RowW = 10    // SGPR RAM address width ({slot, 7-bit register})
) (
  input  gcn_pkg::dec_t    dec_i,
  input  logic [SlotW-1:0] slot_i,
  input  logic [63:0]      vcc_i,
  input  logic [63:0]      exec_i,
  input  logic [31:0]      m0_i,
  input  logic             scc_i,
  input  logic [6*32-1:0]  rdata_i,     // SGPR RAM read data of ports 0..5 (read issued last cycle)
  output logic [5:0]       re_o,
  output logic [6*RowW-1:0] raddr_o,
  output logic [6*32-1:0]  val_o,       // slot k's dword at [k*32 +: 32]
  output logic             any_o
);

  // Operand slot k (0..5) of the current instruction: operand number and whether it is the
  // high dword of a 64-bit operand.
  logic [8:0] sl_opnd [8];
  assign sl_opnd[0] = dec_i.src0;
  assign sl_opnd[1] = dec_i.src0_64 ? dec_i.src0 : gcn_pkg::OPND_NONE;
  assign sl_opnd[2] = dec_i.src1;
  assign sl_opnd[3] = dec_i.src1_64 ? dec_i.src1 : gcn_pkg::OPND_NONE;
  assign sl_opnd[4] = dec_i.src2;
  assign sl_opnd[5] = dec_i.src2_64 ? dec_i.src2 : gcn_pkg::OPND_NONE;
  assign sl_opnd[6] = gcn_pkg::OPND_NONE;
  assign sl_opnd[7] = gcn_pkg::OPND_NONE;
  // Slot k belongs to a 64-bit operand.
  logic [7:0] sl_64;
  assign sl_64 = {2'b00, {2{dec_i.src2_64}}, {2{dec_i.src1_64}}, {2{dec_i.src0_64}}};

  // A scalar register lives in the SGPR RAM unless it is VCC, M0 or EXEC (flops).
  function automatic logic in_ram(input logic [8:0] idx);
    in_ram = (idx < 9'd128) && idx != gcn_pkg::OPND_VCC_LO && idx != gcn_pkg::OPND_VCC_HI &&
             idx != gcn_pkg::OPND_M0 && idx != gcn_pkg::OPND_EXEC_LO &&
             idx != gcn_pkg::OPND_EXEC_HI;
  endfunction

  // Value of scalar operand c (dword hi of a 64-bit operand when hi), for non-RAM sources.
  // Inline float constants take the operand's format: binary16 for 16-bit operands (ty16, per
  // source from the opcode table's gcn_opcodes_pkg::op_src16: v_cvt_f32_f16's source is
  // binary16, v_ldexp_f16's exponent binary32), binary64 for 64-bit ones (is64), binary32
  // otherwise; a literal feeding a 64-bit operand is its high dword when that operand is
  // binary64 (lit_hi), else sign-extended when lit_sext (golden Ctx::scalar32/scalar64).
  function automatic logic [31:0] const_val(input logic [8:0] c, input logic hi,
                                            input logic [63:0] vcc, input logic [63:0] exec,
                                            input logic [31:0] m0, input logic scc,
                                            input logic [31:0] lit, input logic ty16,
                                            input logic is64, input logic lit_sext,
                                            input logic lit_hi);
    logic [8:0] i;
    logic [31:0] v;
    logic [31:0] f32v, f64h;
    logic [15:0] f16v;
    unique case (c)
      9'd240: begin f32v = 32'h3f000000; f16v = 16'h3800; f64h = 32'h3fe00000; end
      9'd241: begin f32v = 32'hbf000000; f16v = 16'hb800; f64h = 32'hbfe00000; end
      9'd242: begin f32v = 32'h3f800000; f16v = 16'h3c00; f64h = 32'h3ff00000; end
      9'd243: begin f32v = 32'hbf800000; f16v = 16'hbc00; f64h = 32'hbff00000; end
      9'd244: begin f32v = 32'h40000000; f16v = 16'h4000; f64h = 32'h40000000; end
      9'd245: begin f32v = 32'hc0000000; f16v = 16'hc000; f64h = 32'hc0000000; end
      9'd246: begin f32v = 32'h40800000; f16v = 16'h4400; f64h = 32'h40100000; end
      9'd247: begin f32v = 32'hc0800000; f16v = 16'hc400; f64h = 32'hc0100000; end
      default: begin f32v = 32'h3e22f983; f16v = 16'h3118; f64h = 32'h3fc45f30; end  // 1/(2 pi)
    endcase
    i = c + {8'd0, hi};
    v = 32'd0;
    if (c < 9'd128) begin
      unique case (i)
        gcn_pkg::OPND_VCC_LO: v = vcc[31:0];
        gcn_pkg::OPND_VCC_HI: v = vcc[63:32];
        gcn_pkg::OPND_M0: v = m0;
        gcn_pkg::OPND_EXEC_LO: v = exec[31:0];
        gcn_pkg::OPND_EXEC_HI: v = exec[63:32];
        default: v = 32'd0;
      endcase
    end else if (c <= 9'd192) begin
      v = hi ? 32'd0 : {23'd0, c - 9'd128};
    end else if (c <= 9'd208) begin
      v = hi ? 32'hffffffff : (32'd0 - {23'd0, c - 9'd192});
    end else begin
      unique case (c)
        9'd240, 9'd241, 9'd242, 9'd243, 9'd244, 9'd245, 9'd246, 9'd247, 9'd248: begin
          if (is64) v = hi ? f64h : ((c == 9'd248) ? 32'h6dc9c882 : 32'd0);
          else if (ty16) v = hi ? 32'd0 : {16'd0, f16v};
          else v = hi ? 32'd0 : f32v;
        end
        gcn_pkg::OPND_VCCZ: v = hi ? 32'd0 : {31'd0, vcc == 64'd0};
        gcn_pkg::OPND_EXECZ: v = hi ? 32'd0 : {31'd0, exec == 64'd0};
        gcn_pkg::OPND_SCC: v = hi ? 32'd0 : {31'd0, scc};
        gcn_pkg::OPND_LITERAL: begin
          if (is64 && lit_hi) v = hi ? lit : 32'd0;
          else v = hi ? {32{lit_sext & lit[31]}} : lit;
        end
        default: v = 32'd0;
      endcase
    end
    const_val = v;
  endfunction

  logic smem_buf;  // s_buffer_load_*: SBASE names a V# (four SGPRs)
  assign smem_buf = dec_i.op >= gcn_opcodes_pkg::OP_S_BUFFER_LOAD_DWORD &&
                    dec_i.op <= gcn_opcodes_pkg::OP_S_BUFFER_LOAD_DWORDX16;

  // Operand of slot k, SMEM's address operands included.
  function automatic logic [8:0] slot_opnd(input logic [3:0] k, input logic [8:0] vop);
    logic [8:0] o;
    o = vop;
    if (dec_i.cls == gcn_pkg::CLS_SMEM && !smem_buf) begin
      unique case (k)
        4'd0, 4'd1: o = {2'b00, dec_i.sbase};
        4'd2: o = dec_i.smem_imm ? gcn_pkg::OPND_NONE : {2'b00, dec_i.smem_offset[6:0]};
        default: o = gcn_pkg::OPND_NONE;
      endcase
    end
    // s_buffer_load (mem2, session 8): the V# SBASE..SBASE+3 in slots 0..3 (as MUBUF's src0/
    // src1 pairs), the offset SGPR in slot 4 (MUBUF's SOFFSET slot).
    if (dec_i.cls == gcn_pkg::CLS_SMEM && smem_buf) begin
      unique case (k)
        4'd0, 4'd1: o = {2'b00, dec_i.sbase};
        4'd2, 4'd3: o = {2'b00, dec_i.sbase + 7'd2};
        4'd4: o = dec_i.smem_imm ? gcn_pkg::OPND_NONE : {2'b00, dec_i.smem_offset[6:0]};
        default: o = gcn_pkg::OPND_NONE;
      endcase
    end
    slot_opnd = o;
  endfunction

  // Per slot: its operand (with SMEM's address operands), whether it is a scalar operand at all
  // (not NONE, not a VGPR), the register it names (the high dword of a pair: +1), its RAM read.
  always_comb begin
    logic [8:0] o, r;
    any_o = 1'b0;
    for (int k = 0; k < 6; k++) begin
      o = slot_opnd(4'(k), sl_opnd[k]);
      r = o + 9'(k % 2);
      re_o[k] = o != gcn_pkg::OPND_NONE && in_ram(r);
      raddr_o[k*RowW +: RowW] = RowW'({slot_i, r[6:0]});
      if (o == gcn_pkg::OPND_NONE || gcn_pkg::is_vgpr(o)) begin
        val_o[k*32 +: 32] = '0;
      end else begin
        any_o = 1'b1;
        val_o[k*32 +: 32] = in_ram(r) ? rdata_i[k*32 +: 32]
                          : const_val(o, k % 2 == 1, vcc_i, exec_i, m0_i, scc_i, dec_i.literal,
                                      dec_i.ty16[k/2], sl_64[k], dec_i.lit_sext, dec_i.tyf64[k/2]);
      end
    end
  end

  // The operand fields used are a subset of the decoded instruction.
  logic unused_dec;
  assign unused_dec = ^dec_i;

endmodule
