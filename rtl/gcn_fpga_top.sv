// gcn_fpga_top: what an FPGA shell instantiates (docs/fpga.md). The compute unit, its control
// block (AXI4-Lite slave: gcn_ctrl) and the retire-trace encoder (gcn_trace_enc), with one
// AXI4 master to memory. The CU's traffic keeps its IDs with the top ID bit 0; the encoder
// writes 64-byte bursts with the top ID bit 1 (B responses are routed by that bit; reads are
// the CU's only). The write channels are granted to one master per transaction (AW and all W
// beats), round-robin between the CU and the encoder. Data bus: 64 bits.
//
// Back-pressure: the retire port has none, so when the encoder's entry FIFO is nearly full the
// CU is stalled by gating its clock (a latch-based clock gate; on an FPGA, a BUFGCE). Every CU
// handshake is qualified with the enable of the edge: launch beats, retire beats and R/B
// responses count only at edges where the CU is clocked, and the CU's AW/W/AR go through
// two-entry register slices (gcn_axi_slice) so the bus side stays AXI-correct while it is stalled.
module gcn_fpga_top #(
  parameter int unsigned NumWaves = 8,
  parameter int unsigned LanesPerCycle = 16,
  parameter int unsigned AxiIdWidth = 5,       // the CU uses AxiIdWidth-1 bits
  parameter int unsigned TraceFifoDepth = 256
) (
  input  logic                  clk_i,
  input  logic                  rst_ni,
  input  gcn_pkg::mut_id_t      mutant_i,  // to the CU: checker self-test only, tie to gcn_pkg::MutNone

  // AXI4-Lite slave: the register map.
  input  logic [11:0]           s_awaddr_i,
  input  logic                  s_awvalid_i,
  output logic                  s_awready_o,
  input  logic [31:0]           s_wdata_i,
  input  logic [3:0]            s_wstrb_i,
  input  logic                  s_wvalid_i,
  output logic                  s_wready_o,
  output logic [1:0]            s_bresp_o,
  output logic                  s_bvalid_o,
  input  logic                  s_bready_i,
  input  logic [11:0]           s_araddr_i,
  input  logic                  s_arvalid_i,
  output logic                  s_arready_o,
  output logic [31:0]           s_rdata_o,
  output logic [1:0]            s_rresp_o,
  output logic                  s_rvalid_o,
  input  logic                  s_rready_i,
  output logic                  irq_o,

  // AXI4 master: memory.
  output logic [AxiIdWidth-1:0] m_awid_o,
  output logic [63:0]           m_awaddr_o,
  output logic [7:0]            m_awlen_o,
  output logic [2:0]            m_awsize_o,
  output logic [1:0]            m_awburst_o,
  output logic                  m_awvalid_o,
  input  logic                  m_awready_i,
  output logic [63:0]           m_wdata_o,
  output logic [7:0]            m_wstrb_o,
  output logic                  m_wlast_o,
  output logic                  m_wvalid_o,
  input  logic                  m_wready_i,
  input  logic [AxiIdWidth-1:0] m_bid_i,
  input  logic [1:0]            m_bresp_i,
  input  logic                  m_bvalid_i,
  output logic                  m_bready_o,
  output logic [AxiIdWidth-1:0] m_arid_o,
  output logic [63:0]           m_araddr_o,
  output logic [7:0]            m_arlen_o,
  output logic [2:0]            m_arsize_o,
  output logic [1:0]            m_arburst_o,
  output logic                  m_arvalid_o,
  input  logic                  m_arready_i,
  input  logic [AxiIdWidth-1:0] m_rid_i,
  input  logic [63:0]           m_rdata_i,
  input  logic [1:0]            m_rresp_i,
  input  logic                  m_rlast_i,
  input  logic                  m_rvalid_i,
  output logic                  m_rready_o
);

  localparam int unsigned L = LanesPerCycle;
  localparam int unsigned CuIdW = AxiIdWidth - 1;

  // CU <-> control block.
  logic            launch_valid, launch_ready;
  logic [2:0]      launch_kind;
  logic [7:0]      launch_slot /*verilator public_flat_rd*/;
  logic [15:0]     launch_idx;
  logic [L*32-1:0] launch_data /*verilator public_flat_rd*/;
  logic [NumWaves-1:0] slot_busy;
  logic [15:0]     vgpr_free;
  logic            cu_error;
  logic [63:0]     scratch_base;
  // The CU's retire port. Its signals, the clock enable and the START handshake are also a
  // simulation-only debug tap (Verilator public, no ports): the SystemC engine decodes the retire
  // stream from them for its lockstep check (docs/systemc.md). Synthesis ignores the metacomments.
  logic            rv_valid /*verilator public_flat_rd*/;
  logic            rv_last /*verilator public_flat_rd*/;
  logic [3:0]      rv_kind /*verilator public_flat_rd*/;
  logic [7:0]      rv_slot /*verilator public_flat_rd*/;
  logic [15:0]     rv_idx /*verilator public_flat_rd*/;
  logic [63:0]     rv_a /*verilator public_flat_rd*/;
  logic [63:0]     rv_b /*verilator public_flat_rd*/;
  logic [L*32-1:0] rv_data /*verilator public_flat_rd*/;
  // Control block <-> trace encoder.
  logic            t_start, t_en, t_ovf, t_flush, t_flushed;
  logic [63:0]     t_base;
  logic [31:0]     t_size, t_rptr, t_wptr;

  // CU AXI master.
  logic [CuIdW-1:0] c_awid, c_bid, c_arid, c_rid;
  logic [63:0]     c_awaddr, c_araddr, c_wdata;
  logic [7:0]      c_awlen, c_arlen, c_wstrb;
  logic [2:0]      c_awsize, c_arsize;
  logic [1:0]      c_awburst, c_arburst;
  logic            c_awvalid, c_awready, c_wlast, c_wvalid, c_wready, c_bvalid, c_bready;
  logic            c_arvalid, c_arready, c_rvalid, c_rready, c_rlast;
  logic [1:0]      c_bresp, c_rresp;
  logic [63:0]     c_rdata;
  // Encoder AXI write master.
  logic [AxiIdWidth-1:0] e_awid;
  logic [63:0]     e_awaddr, e_wdata;
  logic [7:0]      e_awlen, e_wstrb;
  logic [2:0]      e_awsize;
  logic [1:0]      e_awburst;
  logic            e_awvalid, e_awready, e_wlast, e_wvalid, e_wready, e_bvalid, e_bready;

  // ---- CU clock gate ----
  logic t_room, en_l, cu_clk;
  logic cu_en /*verilator public_flat_rd*/;
  assign cu_en = t_room;
  always_latch begin
    if (!clk_i) en_l = cu_en;
  end
  assign cu_clk = clk_i & en_l;

  gcn_cu #(
    .NumWaves(NumWaves),
    .LanesPerCycle(L),
    .AxiAddrWidth(64),
    .AxiDataWidth(64),
    .AxiIdWidth(CuIdW)
  ) u_cu (
    .clk_i(cu_clk), .rst_ni, .mutant_i,
    .launch_valid_i(launch_valid), .launch_ready_o(launch_ready), .launch_kind_i(launch_kind),
    .launch_slot_i(launch_slot), .launch_idx_i(launch_idx), .launch_data_i(launch_data),
    .slot_busy_o(slot_busy), .vgpr_free_o(vgpr_free), .error_o(cu_error), .scratch_base_i(scratch_base),
    .rvfi_valid_o(rv_valid), .rvfi_last_o(rv_last), .rvfi_kind_o(rv_kind), .rvfi_slot_o(rv_slot),
    .rvfi_idx_o(rv_idx), .rvfi_a_o(rv_a), .rvfi_b_o(rv_b), .rvfi_data_o(rv_data),
    .axi_awid_o(c_awid), .axi_awaddr_o(c_awaddr), .axi_awlen_o(c_awlen), .axi_awsize_o(c_awsize),
    .axi_awburst_o(c_awburst), .axi_awvalid_o(c_awvalid), .axi_awready_i(c_awready),
    .axi_wdata_o(c_wdata), .axi_wstrb_o(c_wstrb), .axi_wlast_o(c_wlast), .axi_wvalid_o(c_wvalid),
    .axi_wready_i(c_wready), .axi_bid_i(c_bid), .axi_bresp_i(c_bresp), .axi_bvalid_i(c_bvalid),
    .axi_bready_o(c_bready), .axi_arid_o(c_arid), .axi_araddr_o(c_araddr), .axi_arlen_o(c_arlen),
    .axi_arsize_o(c_arsize), .axi_arburst_o(c_arburst), .axi_arvalid_o(c_arvalid),
    .axi_arready_i(c_arready), .axi_rid_i(c_rid), .axi_rdata_i(c_rdata), .axi_rresp_i(c_rresp),
    .axi_rlast_i(c_rlast), .axi_rvalid_i(c_rvalid), .axi_rready_o(c_rready)
  );

  gcn_ctrl #(
    .NumWaves(NumWaves),
    .LanesPerCycle(L)
  ) u_ctrl (
    .clk_i, .rst_ni,
    .s_awaddr_i, .s_awvalid_i, .s_awready_o, .s_wdata_i, .s_wstrb_i, .s_wvalid_i, .s_wready_o,
    .s_bresp_o, .s_bvalid_o, .s_bready_i, .s_araddr_i, .s_arvalid_i, .s_arready_o, .s_rdata_o,
    .s_rresp_o, .s_rvalid_o, .s_rready_i, .irq_o,
    .launch_valid_o(launch_valid), .launch_ready_i(launch_ready && cu_en), .launch_kind_o(launch_kind),
    .launch_slot_o(launch_slot), .launch_idx_o(launch_idx), .launch_data_o(launch_data),
    .slot_busy_i(slot_busy), .vgpr_free_i(vgpr_free), .cu_error_i(cu_error), .scratch_base_o(scratch_base),
    .rvfi_valid_i(rv_valid && cu_en), .rvfi_kind_i(rv_kind), .rvfi_idx_i(rv_idx), .rvfi_a_i(rv_a),
    .trace_start_o(t_start), .trace_en_o(t_en), .trace_base_o(t_base), .trace_size_o(t_size),
    .trace_rptr_o(t_rptr), .trace_wptr_i(t_wptr), .trace_overflow_i(t_ovf), .trace_flush_o(t_flush),
    .trace_flushed_i(t_flushed)
  );

  logic lch_fire /*verilator public_flat_rd*/;
  assign lch_fire = launch_valid && launch_ready && cu_en && launch_kind == gcn_pkg::LAUNCH_START;

  gcn_trace_enc #(
    .NumWaves(NumWaves),
    .LanesPerCycle(L),
    .AxiIdWidth(AxiIdWidth),
    .AxiId({1'b1, {CuIdW{1'b0}}}),
    .FifoDepth(TraceFifoDepth)
  ) u_trace (
    .clk_i, .rst_ni,
    .start_i(t_start), .en_i(t_en), .base_i(t_base), .size_i(t_size), .rptr_i(t_rptr), .wptr_o(t_wptr),
    .overflow_o(t_ovf), .room_o(t_room), .flush_i(t_flush), .flushed_o(t_flushed),
    .rvfi_valid_i(rv_valid && cu_en), .rvfi_last_i(rv_last), .rvfi_kind_i(rv_kind), .rvfi_slot_i(rv_slot),
    .rvfi_idx_i(rv_idx), .rvfi_a_i(rv_a), .rvfi_b_i(rv_b), .rvfi_data_i(rv_data),
    .lch_valid_i(lch_fire), .lch_slot_i(launch_slot), .lch_wave_i(launch_data[95:64]),
    .axi_awid_o(e_awid), .axi_awaddr_o(e_awaddr), .axi_awlen_o(e_awlen), .axi_awsize_o(e_awsize),
    .axi_awburst_o(e_awburst), .axi_awvalid_o(e_awvalid), .axi_awready_i(e_awready),
    .axi_wdata_o(e_wdata), .axi_wstrb_o(e_wstrb), .axi_wlast_o(e_wlast), .axi_wvalid_o(e_wvalid),
    .axi_wready_i(e_wready), .axi_bresp_i(m_bresp_i), .axi_bvalid_i(e_bvalid), .axi_bready_o(e_bready)
  );

  // ---- CU master channels through register slices ----
  localparam int unsigned AW = CuIdW + 64 + 8 + 3 + 2;
  logic [AW-1:0] sl_aw, sl_ar;
  logic [CuIdW-1:0] s_awid, s_arid;
  logic [63:0]   s_awaddr, s_araddr, s_wdata;
  logic [7:0]    s_awlen, s_arlen, s_wstrb;
  logic [2:0]    s_awsize, s_arsize;
  logic [1:0]    s_awburst, s_arburst;
  logic          s_awvalid, s_awready, s_wvalid, s_wready, s_wlast, s_arvalid;
  logic [72:0]   sl_w;

  gcn_axi_slice #(.Width(AW)) u_aw_slice (
    .clk_i, .rst_ni, .en_i(cu_en),
    .s_valid_i(c_awvalid), .s_ready_o(c_awready), .s_data_i({c_awid, c_awaddr, c_awlen, c_awsize, c_awburst}),
    .m_valid_o(s_awvalid), .m_ready_i(s_awready), .m_data_o(sl_aw)
  );
  assign {s_awid, s_awaddr, s_awlen, s_awsize, s_awburst} = sl_aw;
  gcn_axi_slice #(.Width(73)) u_w_slice (
    .clk_i, .rst_ni, .en_i(cu_en),
    .s_valid_i(c_wvalid), .s_ready_o(c_wready), .s_data_i({c_wdata, c_wstrb, c_wlast}),
    .m_valid_o(s_wvalid), .m_ready_i(s_wready), .m_data_o(sl_w)
  );
  assign {s_wdata, s_wstrb, s_wlast} = sl_w;
  gcn_axi_slice #(.Width(AW)) u_ar_slice (
    .clk_i, .rst_ni, .en_i(cu_en),
    .s_valid_i(c_arvalid), .s_ready_o(c_arready), .s_data_i({c_arid, c_araddr, c_arlen, c_arsize, c_arburst}),
    .m_valid_o(s_arvalid), .m_ready_i(m_arready_i), .m_data_o(sl_ar)
  );
  assign {s_arid, s_araddr, s_arlen, s_arsize, s_arburst} = sl_ar;

  // ---- Read channels: the CU's alone ----
  assign m_arid_o = {1'b0, s_arid};
  assign m_araddr_o = s_araddr;
  assign m_arlen_o = s_arlen;
  assign m_arsize_o = s_arsize;
  assign m_arburst_o = s_arburst;
  assign m_arvalid_o = s_arvalid;
  assign c_rid = m_rid_i[CuIdW-1:0];
  assign c_rdata = m_rdata_i;
  assign c_rresp = m_rresp_i;
  assign c_rlast = m_rlast_i;
  assign c_rvalid = m_rvalid_i;
  assign m_rready_o = c_rready && cu_en;

  // ---- Write channels: one master per transaction ----
  typedef enum logic [1:0] { G_NONE, G_CU, G_ENC } grant_e;
  grant_e grant_q, grant_d;
  logic   aw_done_q, aw_done_d, w_done_q, w_done_d, last_enc_q, last_enc_d;
  logic   to_cu, to_enc;

  assign to_cu = grant_q == G_CU;
  assign to_enc = grant_q == G_ENC;

  always_comb begin
    grant_d = grant_q;
    aw_done_d = aw_done_q;
    w_done_d = w_done_q;
    last_enc_d = last_enc_q;
    if (grant_q == G_NONE) begin
      if (e_awvalid && (!s_awvalid || !last_enc_q)) begin
        grant_d = G_ENC;
        last_enc_d = 1'b1;
      end else if (s_awvalid) begin
        grant_d = G_CU;
        last_enc_d = 1'b0;
      end
      aw_done_d = 1'b0;
      w_done_d = 1'b0;
    end else begin
      if (m_awvalid_o && m_awready_i) aw_done_d = 1'b1;
      if (m_wvalid_o && m_wready_i && m_wlast_o) w_done_d = 1'b1;
      if (aw_done_d && w_done_d) grant_d = G_NONE;
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      grant_q <= G_NONE;
      aw_done_q <= 1'b0;
      w_done_q <= 1'b0;
      last_enc_q <= 1'b0;
    end else begin
      grant_q <= grant_d;
      aw_done_q <= aw_done_d;
      w_done_q <= w_done_d;
      last_enc_q <= last_enc_d;
    end
  end

  assign m_awid_o = to_enc ? e_awid : {1'b0, s_awid};
  assign m_awaddr_o = to_enc ? e_awaddr : s_awaddr;
  assign m_awlen_o = to_enc ? e_awlen : s_awlen;
  assign m_awsize_o = to_enc ? e_awsize : s_awsize;
  assign m_awburst_o = to_enc ? e_awburst : s_awburst;
  assign m_awvalid_o = !aw_done_q && ((to_enc && e_awvalid) || (to_cu && s_awvalid));
  assign e_awready = to_enc && !aw_done_q && m_awready_i;
  assign s_awready = to_cu && !aw_done_q && m_awready_i;
  assign m_wdata_o = to_enc ? e_wdata : s_wdata;
  assign m_wstrb_o = to_enc ? e_wstrb : s_wstrb;
  assign m_wlast_o = to_enc ? e_wlast : s_wlast;
  assign m_wvalid_o = !w_done_q && ((to_enc && e_wvalid) || (to_cu && s_wvalid));
  assign e_wready = to_enc && !w_done_q && m_wready_i;
  assign s_wready = to_cu && !w_done_q && m_wready_i;

  // B responses by the top ID bit.
  assign e_bvalid = m_bvalid_i && m_bid_i[AxiIdWidth-1];
  assign c_bvalid = m_bvalid_i && !m_bid_i[AxiIdWidth-1];
  assign c_bid = m_bid_i[CuIdW-1:0];
  assign c_bresp = m_bresp_i;
  assign m_bready_o = m_bid_i[AxiIdWidth-1] ? e_bready : (c_bready && cu_en);

  // Read responses carry the CU's IDs (top bit 0): the encoder only writes.
  logic unused_top;
  assign unused_top = m_rid_i[AxiIdWidth-1];

endmodule
