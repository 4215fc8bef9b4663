// gcn_simd: the VALU engine of the compute unit. It runs one wave64 VALU instruction, lane group
// by lane group (LanesPerCycle lanes per pass, gcn_valu_group): read the VGPR operands on the
// three VGPR read ports (the low dwords, then the high dwords of VGPR pairs), step the v_rcp
// divider, compute, write the result (and the high dwords of a 64-bit result) with one RB_VGPR
// retire beat per write. The sequencer in gcn_cu starts it beside the instruction's INST beat
// and, in the cycle fin_o rises, takes the scalar results (lane mask, v_readlane's value) into
// its scalar write queue. The next lane group's low-dword reads go out beside a group's write.
module gcn_simd #(
  parameter int unsigned Lanes = 16,
  parameter int unsigned VgprPool = 512
) (
  input  logic                  clk_i,
  input  logic                  rst_ni,
  input  gcn_pkg::mut_id_t      mutant_i,  // checker self-test only: gcn_pkg::MutNone in a real design

  // The instruction: held from start_i until fin_o by the sequencer.
  input  logic                  start_i,   // the INST beat's cycle: issue lane group 0's reads
  input  gcn_pkg::dec_t         dec_i,
  input  logic [6*32-1:0]       sv_i,      // scalar operand dwords (src0 lo/hi, src1 lo/hi, src2 lo/hi)
  input  logic [63:0]           exec_i,    // EXEC in effect for the instruction
  input  logic [63:0]           vcc_i,
  input  logic [9:0]            mode_i,
  input  logic [$clog2(VgprPool+1)-1:0] vbase_i,  // the wave's first VGPR in the pool
  output logic                  fin_o,     // last lane group written (its scalar results below)
  output logic [63:0]           mask_o,    // per-lane carry/compare bits (with fin_o)
  output logic [31:0]           lane_val_o,// v_readlane/v_readfirstlane's value (with fin_o)

  // VGPR file: read ports 0..2 (src0..src2) and the write port.
  output logic [2:0]            re_o,
  output logic [3*$clog2(VgprPool*64/Lanes)-1:0] raddr_o,
  input  logic [3*Lanes*32-1:0] rdata_i,
  output logic [Lanes-1:0]      we_o,
  output logic [$clog2(VgprPool*64/Lanes)-1:0] waddr_o,
  output logic [Lanes*32-1:0]   wdata_o,

  // Retire beat (RB_VGPR) of this cycle's write.
  output logic                  rb_valid_o,
  output logic [15:0]           rb_idx_o,
  output logic [63:0]           rb_a_o,
  output logic [63:0]           rb_b_o
);

  // Checker self-test: the selected bug (gcn_pkg::Mut*); synthesis sees MutNone (mut_live).
  gcn_pkg::mut_id_t mut;
  assign mut = gcn_pkg::mut_live(mutant_i);

  localparam int unsigned L = Lanes;
  localparam int unsigned Groups = 64 / L;
  localparam int unsigned GW = $clog2(Groups + 1);
  localparam int unsigned VRegW = $clog2(VgprPool + 1);
  localparam int unsigned VRowW = $clog2(VgprPool * Groups);
  // The reciprocal's divider runs RCP_CYCLES cycles per lane group (ST_DIV) before ST_EXEC.
  localparam int unsigned RCP_STEPS = 3;
  localparam int unsigned RCP_CYCLES = 27 / RCP_STEPS;

  typedef enum logic [2:0] {ST_IDLE, ST_READ, ST_DIV, ST_EXEC, ST_EXEC_HI} state_e;
  state_e          state_q, state_d;
  logic [3:0]      step_q, step_d;
  logic [GW-1:0]   grp_q, grp_d;
  logic [4:0]      cnt_q, cnt_d;     // divider cycles
  logic [L*32-1:0] vs_q [6];         // this lane group's VGPR operand dwords
  logic [L*32-1:0] vs_d [6];
  logic [63:0]     cmask_q, cmask_d;
  logic [31:0]     rfl_q, rfl_d;
  logic [L*32-1:0] reshi_q, reshi_d; // high dwords of a 64-bit result

  // VGPR file row of (absolute VGPR r, lane group g).
  function automatic logic [VRowW-1:0] vrow(input logic [VRegW-1:0] r, input logic [GW-1:0] g);
    vrow = VRowW'(32'(r) * Groups + 32'(g));
  endfunction

  // One lane group per pass: operand select, SDWA, the lanes.
  logic            div_step, div_first, is_div, vl_stall;
  logic [L*64-1:0] vl_res;
  logic [L-1:0]    vl_mask;
  assign is_div = dec_i.op == gcn_opcodes_pkg::OP_V_RCP_F32 ||
                  dec_i.op == gcn_opcodes_pkg::OP_V_RCP_IFLAG_F32;
  gcn_valu_group #(.Lanes(L), .RcpStepsPerCycle(RCP_STEPS)) u_valu (
    .clk_i, .rst_ni, .mutant_i, .dec_i, .grp_i(grp_q), .sv_i,
    .vs_i({vs_q[5], vs_q[4], vs_q[3], vs_q[2], vs_q[1], vs_q[0]}),
    .vcc_i, .mode_i, .div_step_i(div_step), .div_first_i(div_first),
    .en_i(state_q == ST_EXEC || div_step),
    .res_o(vl_res), .mask_o(vl_mask), .stall_o(vl_stall)
  );

  // Lanes the instruction writes: EXEC, narrowed by DPP's row/bank masks and missing source
  // lanes (gcn_dpp_pkg::lane_writes).
  logic [63:0] vwmask;
  for (genvar i = 0; i < 64; i++) begin : g_vwmask
    assign vwmask[i] = exec_i[i] &&
        (!dec_i.dpp || gcn_dpp_pkg::lane_writes(dec_i.dpp_ctrl, dec_i.dpp_bound, dec_i.dpp_row_mask,
                                                dec_i.dpp_bank_mask, 6'(i), mut == gcn_pkg::MutDppRowShrReversed));
  end

  // Lane of v_readlane/v_writelane (SRC1 mod 64) or v_readfirstlane (first active lane).
  logic [5:0] first_lane, sel_lane;
  always_comb begin
    first_lane = '0;
    for (int i = 63; i >= 0; i--) begin
      if (exec_i[i]) first_lane = 6'(i);
    end
  end
  assign sel_lane = dec_i.lane_sel ? sv_i[2*32 +: 6] : first_lane;

  // Operand reads: port k reads srcK of lane group rd_grp, the low dwords (step 0 of ST_READ,
  // or beside start_i / the previous group's write) then, when an operand is a VGPR pair, the
  // high dwords (step 1). rd_last is the ST_READ step that captures the last.
  logic [8:0]    vsrc [3];
  logic [2:0]    vsrc_v, vsrc_v64;   // srcK is a VGPR / a VGPR pair
  logic [3:0]    rd_last;
  logic          rd_en, rd_hi;
  logic [GW-1:0] rd_grp;
  assign vsrc[0] = dec_i.src0;
  assign vsrc[1] = dec_i.src1;
  assign vsrc[2] = dec_i.src2;
  assign vsrc_v64 = {dec_i.src2_64, dec_i.src1_64, dec_i.src0_64} & vsrc_v;
  for (genvar k = 0; k < 3; k++) begin : g_vsrc
    assign vsrc_v[k] = gcn_pkg::is_vgpr(vsrc[k]);
    assign re_o[k] = rd_en && (rd_hi ? vsrc_v64[k] : vsrc_v[k]);
    assign raddr_o[k*VRowW +: VRowW] = vrow(vbase_i + VRegW'(vsrc[k][7:0]) + VRegW'(rd_hi), rd_grp);
  end
  assign rd_last = (vsrc_v == '0) ? 4'd0 : (vsrc_v64 != '0) ? 4'd2 : 4'd1;

  // The write of a lane group (ST_EXEC: the result's low dwords; ST_EXEC_HI: the high dwords).
  logic [VRegW-1:0] wreg;
  logic             last_grp;
  logic [L*32-1:0]  vl_wdata;
  assign last_grp = 32'(grp_q) == Groups - 1;
  assign waddr_o = vrow(wreg, grp_q);
  assign rb_idx_o = {8'd0, dec_i.vdst + ((state_q == ST_EXEC_HI) ? 8'd1 : 8'd0)};
  assign rb_b_o = 64'(grp_q * L);
  assign wdata_o = (state_q == ST_EXEC_HI) ? reshi_q : vl_wdata;
  assign mask_o = cmask_d;
  assign lane_val_o = rfl_d;

  always_comb begin
    for (int l = 0; l < L; l++) vl_wdata[l*32 +: 32] = vl_res[l*64 +: 32];
    if (mut == gcn_pkg::MutVxorResult && dec_i.op == gcn_opcodes_pkg::OP_V_XOR_B32 && grp_q == GW'(5 / L))
      vl_wdata[(5 % L) * 32] = !vl_wdata[(5 % L) * 32];
  end

  always_comb begin
    state_d = state_q;
    step_d = step_q;
    grp_d = grp_q;
    cnt_d = cnt_q;
    for (int i = 0; i < 6; i++) vs_d[i] = vs_q[i];
    cmask_d = cmask_q;
    rfl_d = rfl_q;
    reshi_d = reshi_q;
    rd_en = 1'b0;
    rd_hi = 1'b0;
    rd_grp = grp_q;
    div_step = 1'b0;
    div_first = 1'b0;
    we_o = '0;
    wreg = vbase_i + VRegW'(dec_i.vdst);
    rb_valid_o = 1'b0;
    rb_a_o = vwmask;
    fin_o = 1'b0;

    // After a lane group's write the next group's low-dword reads go out beside it (other rows
    // than this write's); the last group finishes.
    unique case (state_q)
      ST_IDLE: ;

      // Step 0 issues the low dwords (skipped: start_i or the previous write issued them),
      // step 1 captures them and issues the high dwords of VGPR pairs, step 2 captures those.
      ST_READ: begin
        rd_en = step_q == 4'd0 || (step_q == 4'd1 && rd_last == 4'd2);
        rd_hi = step_q == 4'd1;
        if (step_q == 4'd1) begin
          vs_d[0] = rdata_i[0 +: L*32];
          vs_d[2] = rdata_i[L*32 +: L*32];
          vs_d[4] = rdata_i[2*L*32 +: L*32];
        end
        if (step_q == 4'd2) begin
          vs_d[1] = rdata_i[0 +: L*32];
          vs_d[3] = rdata_i[L*32 +: L*32];
          vs_d[5] = rdata_i[2*L*32 +: L*32];
        end
        step_d = step_q + 4'd1;
        if (step_q == rd_last) begin
          state_d = is_div ? ST_DIV : ST_EXEC;
          cnt_d = '0;
        end
      end

      // Reciprocal: step the lanes' dividers, then compute as usual.
      ST_DIV: begin
        div_step = 1'b1;
        div_first = cnt_q == '0;
        cnt_d = cnt_q + 5'd1;
        if (32'(cnt_q) == RCP_CYCLES - 1) state_d = ST_EXEC;
      end

      ST_EXEC: if (!vl_stall) begin
        // v_writelane writes (v_readlane reads) the lane SRC1 selects, whatever EXEC says.
        for (int l = 0; l < L; l++) begin
          we_o[l] = dec_i.vdst_we && (dec_i.lane_sel ? (6'(grp_q * L + l) == sel_lane)
                                                     : (vwmask[grp_q * L + l] ||
                                                        mut == gcn_pkg::MutValuIgnoresExec));
          if (!(mut == gcn_pkg::MutHiDwordGroup0 && grp_q != '0)) reshi_d[l*32 +: 32] = vl_res[l*64 + 32 +: 32];
          cmask_d[grp_q * L + l] = vwmask[grp_q * L + l] && vl_mask[l];
          if (6'(grp_q * L + l) == sel_lane) rfl_d = vl_res[l*64 +: 32];
        end
        if (mut == gcn_pkg::MutVccLaneFlip && grp_q == GW'(13 / L)) cmask_d[13] = !cmask_d[13];
        rb_valid_o = dec_i.vdst_we;
        if (dec_i.lane_sel) rb_a_o = 64'd1 << sel_lane;
        if (dec_i.dst_64) begin
          state_d = ST_EXEC_HI;
        end else if (last_grp) begin
          fin_o = 1'b1;
          state_d = ST_IDLE;
        end else begin
          grp_d = grp_q + 1'b1;
          rd_en = 1'b1;
          rd_grp = grp_d;
          step_d = (rd_last == 4'd0) ? 4'd0 : 4'd1;
          state_d = ST_READ;
        end
      end

      ST_EXEC_HI: begin
        wreg = vbase_i + VRegW'(dec_i.vdst) + 1'b1;
        we_o = vwmask[grp_q * L +: L];
        rb_valid_o = 1'b1;
        if (last_grp) begin
          fin_o = 1'b1;
          state_d = ST_IDLE;
        end else begin
          grp_d = grp_q + 1'b1;
          rd_en = 1'b1;
          rd_grp = grp_d;
          step_d = (rd_last == 4'd0) ? 4'd0 : 4'd1;
          state_d = ST_READ;
        end
      end

      default: state_d = ST_IDLE;
    endcase

    // Start: lane group 0's low-dword reads go out beside the INST beat.
    if (start_i) begin
      grp_d = '0;
      cnt_d = '0;
      cmask_d = '0;
      rfl_d = '0;
      rd_en = 1'b1;
      rd_grp = '0;
      step_d = (rd_last == 4'd0) ? 4'd0 : 4'd1;
      state_d = ST_READ;
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      state_q <= ST_IDLE;
      step_q <= '0;
      grp_q <= '0;
      cnt_q <= '0;
      cmask_q <= '0;
      rfl_q <= '0;
      reshi_q <= '0;
      for (int i = 0; i < 6; i++) vs_q[i] <= '0;
    end else begin
      state_q <= state_d;
      step_q <= step_d;
      grp_q <= grp_d;
      cnt_q <= cnt_d;
      cmask_q <= cmask_d;
      rfl_q <= rfl_d;
      reshi_q <= reshi_d;
      for (int i = 0; i < 6; i++) vs_q[i] <= vs_d[i];
    end
  end

`ifndef SYNTHESIS
  // The sequencer starts an instruction only when the previous one has finished.
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
    end else if (start_i && state_q != ST_IDLE) begin
      $fatal(1, "gcn_simd: start while busy (state %0d)", state_q);
    end
  end
`endif

endmodule
