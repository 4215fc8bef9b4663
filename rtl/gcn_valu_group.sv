// gcn_valu_group: one lane group of the VALU (LanesPerCycle lanes of a wave64 instruction per
// pass): operand selection (VGPR lane dword or scalar operand dword), DPP lane moves inside a
// row, SDWA operand select and destination placement, the carry-in / select bit of each lane,
// the lanes themselves (gcn_valu_lane, combinational except the v_rcp divider), and the units
// the lanes share (gcn_fp32_trans and gcn_fp64_arith, one of each per TransLanesPerUnit lanes,
// quarter rate by default as in GCN3: an instruction that uses them holds gcn_simd's ST_EXEC for
// TransLanesPerUnit extra cycles per lane group, stall_o). The VALU engine gcn_simd reads the
// operands, steps the divider and writes the results back.
module gcn_valu_group #(
  parameter int unsigned Lanes = 16,
  parameter int unsigned RcpStepsPerCycle = 3,
  parameter int unsigned TransLanesPerUnit = 4  // 1, 2, 4, ... up to Lanes
) (
  input  logic                 clk_i,
  input  logic                 rst_ni,
  input  gcn_pkg::mut_id_t     mutant_i,  // checker self-test only: gcn_pkg::MutNone in a real design
  input  gcn_pkg::dec_t        dec_i,
  input  logic [$clog2(64/Lanes+1)-1:0] grp_i,  // lane group (lanes grp*Lanes ..)
  input  logic [6*32-1:0]      sv_i,        // scalar operand dwords: src0 lo/hi, src1 lo/hi, src2 lo/hi
  input  logic [6*Lanes*32-1:0] vs_i,       // the same six slots as VGPR rows of this lane group
  input  logic [63:0]          vcc_i,       // the wave's VCC (carry-in when dec_i.mask_in_vcc)
  input  logic [9:0]           mode_i,      // the wave's MODE[9:0]
  input  logic                 div_step_i,
  input  logic                 div_first_i,
  input  logic                 en_i,        // the lanes compute (else their logic idles: see gcn_valu_lane)
  output logic [Lanes*64-1:0]  res_o,       // per lane: 64-bit result (SDWA placed)
  output logic [Lanes-1:0]     mask_o,      // per lane: carry-out / compare bit
  output logic                 stall_o      // en_i, and the shared units have lanes left to serve
);

  // Checker self-test: the selected bug (gcn_pkg::Mut*); synthesis sees MutNone (mut_live).
  gcn_pkg::mut_id_t mut;
  assign mut = gcn_pkg::mut_live(mutant_i);

  localparam int unsigned L = Lanes;

  // The lanes use a subset of the decoded fields.
  logic unused_dec;
  assign unused_dec = ^dec_i;

  logic [31:0] sv [6];
  for (genvar k = 0; k < 6; k++) begin : g_sv
    assign sv[k] = sv_i[k*32 +: 32];
  end
  logic [63:0] src2_pair;
  assign src2_pair = {sv[5], sv[4]};

  // SDWA operand select: byte 0-3, word 0-1 or the dword, zero- or sign-extended.
  function automatic logic [31:0] sdwa_select(input logic [31:0] v, input logic [2:0] sel,
                                              input logic sext);
    logic [31:0] r;
    unique case (sel)
      3'd0: r = {{24{sext & v[7]}}, v[7:0]};
      3'd1: r = {{24{sext & v[15]}}, v[15:8]};
      3'd2: r = {{24{sext & v[23]}}, v[23:16]};
      3'd3: r = {{24{sext & v[31]}}, v[31:24]};
      3'd4: r = {{16{sext & v[15]}}, v[15:0]};
      3'd5: r = {{16{sext & v[31]}}, v[31:16]};
      default: r = v;
    endcase
    sdwa_select = r;
  endfunction

  // SDWA destination: the low bits of v into field sel; the rest zero (unused 0), the field's
  // sign above it and zero below (1), or the old value (2).
  function automatic logic [31:0] sdwa_place(input logic [31:0] old, input logic [31:0] v,
                                             input logic [2:0] sel, input logic [1:0] unused);
    logic [31:0] fmask, placed, above;
    logic        neg;
    unique case (sel)
      3'd0: begin fmask = 32'h000000ff; placed = {24'd0, v[7:0]}; neg = v[7]; end
      3'd1: begin fmask = 32'h0000ff00; placed = {16'd0, v[7:0], 8'd0}; neg = v[7]; end
      3'd2: begin fmask = 32'h00ff0000; placed = {8'd0, v[7:0], 16'd0}; neg = v[7]; end
      3'd3: begin fmask = 32'hff000000; placed = {v[7:0], 24'd0}; neg = v[7]; end
      3'd4: begin fmask = 32'h0000ffff; placed = {16'd0, v[15:0]}; neg = v[15]; end
      3'd5: begin fmask = 32'hffff0000; placed = {v[15:0], 16'd0}; neg = v[15]; end
      default: begin fmask = 32'hffffffff; placed = v; neg = 1'b0; end
    endcase
    // Bits above the field: the complement of the field and everything below it.
    above = ~(fmask | (fmask - 32'd1)) & ~fmask;
    unique case (unused)
      2'd1: sdwa_place = placed | (neg ? above : 32'd0);
      2'd2: sdwa_place = (old & ~fmask) | placed;
      default: sdwa_place = placed;
    endcase
  endfunction

  // ---- shared units: binary32 transcendentals and binary64 arithmetic -------------------------
  // Unit k of a kind serves lanes k, k + NumSh, k + 2*NumSh, ...: at step s of an instruction's
  // ST_EXEC it computes lane k + s*NumSh, whose result is captured in that lane's register.
  // Steps 0..Share-1 capture (stall_o); at step Share every lane reads its register and the
  // sequencer writes the results. One unit per Share lanes instead of one per lane: the
  // unrolled transcendentals and the 53x53 fused datapath are most of a lane's logic
  // (docs/rtl.md, "Lint and synthesis").
  localparam int unsigned Share = TransLanesPerUnit;
  localparam int unsigned NumSh = L / Share;
  localparam int unsigned StepW = $clog2(Share + 1);
  logic [L-1:0]        tr_req, ar_req;
  logic [L*10-1:0]     tr_op;
  logic [L*32-1:0]     tr_a;
  logic [L*2-1:0]      tr_rm;
  logic [L*225-1:0]    ar_opnd;
  logic [NumSh*32-1:0] tr_res;
  logic [NumSh*65-1:0] ar_res;
  logic [StepW-1:0]    sh_step_q;
  logic                sh_need;
  assign sh_need = |tr_req || |ar_req;
  assign stall_o = sh_need && 32'(sh_step_q) != Share;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) sh_step_q <= '0;
    else if (!sh_need || 32'(sh_step_q) == Share) sh_step_q <= '0;
    else sh_step_q <= sh_step_q + 1'b1;
  end

  for (genvar k = 0; k < NumSh; k++) begin : g_sh
    logic         tr_en, ar_en, tr_valid, ar_valid;
    logic [9:0]   op;
    logic [31:0]  a;
    logic [1:0]   rm;
    logic [224:0] opnd;
    always_comb begin
      tr_en = 1'b0;
      ar_en = 1'b0;
      op = '0;
      a = '0;
      rm = '0;
      opnd = '0;
      for (int s = 0; s < Share; s++) begin
        if (32'(sh_step_q) == s) begin
          tr_en = tr_req[k + s * NumSh];
          op = tr_op[(k + s * NumSh) * 10 +: 10];
          a = tr_a[(k + s * NumSh) * 32 +: 32];
          rm = tr_rm[(k + s * NumSh) * 2 +: 2];
          ar_en = ar_req[k + s * NumSh];
          opnd = ar_opnd[(k + s * NumSh) * 225 +: 225];
        end
      end
    end
    gcn_fp32_trans u_trans (
      .en_i(tr_en), .op_i(op), .a_i(a), .rm_i(rm), .ieee_i(mode_i[9]), .valid_o(tr_valid),
      .result_o(tr_res[k*32 +: 32])
    );
    gcn_fp64_arith u_arith (
      .en_i(ar_en), .op_i(dec_i.op), .a_i(opnd[63:0]), .b_i(opnd[127:64]), .c_i(opnd[191:128]),
      .seg_i(opnd[223:192]), .vcc_i(opnd[224]), .rm_i(mode_i[3:2]), .ieee_i(mode_i[9]),
      .valid_o(ar_valid), .vcc_o(ar_res[k*65 + 64]), .result_o(ar_res[k*65 +: 64])
    );
    logic unused_valid;  // the lanes decode their own operation
    assign unused_valid = tr_valid ^ ar_valid;
  end

  for (genvar l = 0; l < L; l++) begin : g_lane
    logic [5:0]  lane;
    logic [63:0] a, b, c, res;
    logic [31:0] a_lo, b_lo;
    logic [6*32-1:0] v;  // the lane's dword of operand slots 0..5
    logic        min;
    logic [31:0] tr_q;  // this lane's results from the shared units, captured at its step
    logic [64:0] ar_q;
    for (genvar k = 0; k < 6; k++) begin : g_v
      assign v[k*32 +: 32] = vs_i[(k*L + l)*32 +: 32];
    end
    assign lane = 6'(32'(grp_i) * L + l);
    // DPP: SRC0 from lane `dsrc` of this lane's row (rows never span lane groups); a missing
    // source lane reads 0 (the lane is then written only under BOUND_CTRL: gcn_dpp_pkg).
    logic [4:0]  dsrc;
    logic [63:0] a_dpp;  // {hi, lo} of the source lane (a binary64 SRC0 moves as a pair)
    assign dsrc = gcn_dpp_pkg::src_in_row(dec_i.dpp_ctrl, 4'(l), mut == gcn_pkg::MutDppRowShrReversed);
    assign a_dpp = dsrc[4] ? {vs_i[(L + l / 16 * 16 + 32'(dsrc[3:0])) * 32 +: 32],
                              vs_i[(l / 16 * 16 + 32'(dsrc[3:0])) * 32 +: 32]} : 64'd0;
    assign a_lo = dec_i.dpp ? a_dpp[31:0] : gcn_pkg::is_vgpr(dec_i.src0) ? v[0*32 +: 32] : sv[0];
    assign b_lo = gcn_pkg::is_vgpr(dec_i.src1) ? v[2*32 +: 32] : sv[2];
    assign a = {dec_i.src0_64 ? (dec_i.dpp ? a_dpp[63:32] : gcn_pkg::is_vgpr(dec_i.src0) ? v[1*32 +: 32] : sv[1]) : 32'd0,
                dec_i.sdwa ? sdwa_select(a_lo, dec_i.sdwa_sel0, dec_i.sdwa_sext0) : a_lo};
    assign b = {dec_i.src1_64 ? (gcn_pkg::is_vgpr(dec_i.src1) ? v[3*32 +: 32] : sv[3]) : 32'd0,
                dec_i.sdwa ? sdwa_select(b_lo, dec_i.sdwa_sel1, dec_i.sdwa_sext1) : b_lo};
    assign c = {dec_i.src2_64 ? (gcn_pkg::is_vgpr(dec_i.src2) ? v[5*32 +: 32] : sv[5]) : 32'd0,
                gcn_pkg::is_vgpr(dec_i.src2) ? v[4*32 +: 32] : sv[4]};
    assign min = (mut == gcn_pkg::MutAddcNoCarry &&
                  (dec_i.op == gcn_opcodes_pkg::OP_V_ADDC_U32 || dec_i.op == gcn_opcodes_pkg::OP_V_SUBB_U32))
                 ? 1'b0 : dec_i.mask_in_vcc ? vcc_i[lane] : src2_pair[lane];
    // The lane datapath (functional units sit behind this one interface).
    gcn_valu_lane #(.RcpStepsPerCycle(RcpStepsPerCycle)) u_lane (
      .clk_i, .rst_ni, .mutant_i, .div_step_i, .div_first_i, .en_i, .op_i(dec_i.op),
      .lane_i(lane), .a_i(a), .b_i(b), .c_i(c), .mask_i(min),
      .clamp_i(dec_i.clamp), .abs_i(dec_i.fabs), .neg_i(dec_i.fneg), .omod_i(dec_i.omod), .mode_i,
      .result_o(res), .mask_o(mask_o[l]),
      .tr_req_o(tr_req[l]), .tr_op_o(tr_op[l*10 +: 10]), .tr_a_o(tr_a[l*32 +: 32]),
      .tr_rm_o(tr_rm[l*2 +: 2]), .tr_res_i(tr_q),
      .ar_req_o(ar_req[l]), .ar_opnd_o(ar_opnd[l*225 +: 225]), .ar_res_i(ar_q)
    );
    // no reset: datapath
    always_ff @(posedge clk_i) begin
      if (tr_req[l] && 32'(sh_step_q) == l / NumSh) tr_q <= tr_res[(l % NumSh) * 32 +: 32];
      if (ar_req[l] && 32'(sh_step_q) == l / NumSh) ar_q <= ar_res[(l % NumSh) * 65 +: 65];
    end
    assign res_o[l*64 +: 64] = dec_i.sdwa ? {32'd0, sdwa_place(c[31:0], res[31:0], dec_i.sdwa_dsel,
                                                            dec_i.sdwa_dunused)} : res;
  end

endmodule
