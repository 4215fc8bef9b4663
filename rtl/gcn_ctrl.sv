// gcn_ctrl: the compute unit's control block, an AXI4-Lite slave register map (docs/fpga.md;
// offsets and bits from the generated gcn_fpga_pkg). The CP/SPI work stays in software: a driver
// (harness/fpga/driver.h) computes each wave's initial state and streams it through the launch
// registers (LAUNCH_DATA, then LAUNCH_CMD pushes one beat to the CU's launch port). The block
// counts retired records and halts from the retire port, reports completion (STATUS.DONE and
// irq_o), unimplemented-instruction stops (STATUS.ERROR, ERR_OP/ERR_PC), and owns the trace
// buffer registers gcn_trace_enc uses.
//
// AXI4-Lite: one transaction at a time; a write is accepted when AW and W are both valid. While
// a launch beat waits for the CU (STATUS.LAUNCH_PENDING), no further read or write is accepted,
// so a read after a LAUNCH_CMD write sees its effect. Writes are full words (WSTRB ignored).
// Unmapped offsets answer SLVERR (reads return 0).
module gcn_ctrl #(
  parameter int unsigned NumWaves = 8,
  parameter int unsigned LanesPerCycle = 16
) (
  input  logic                        clk_i,
  input  logic                        rst_ni,

  // AXI4-Lite slave.
  input  logic [11:0]                 s_awaddr_i,
  input  logic                        s_awvalid_i,
  output logic                        s_awready_o,
  input  logic [31:0]                 s_wdata_i,
  input  logic [3:0]                  s_wstrb_i,
  input  logic                        s_wvalid_i,
  output logic                        s_wready_o,
  output logic [1:0]                  s_bresp_o,
  output logic                        s_bvalid_o,
  input  logic                        s_bready_i,
  input  logic [11:0]                 s_araddr_i,
  input  logic                        s_arvalid_i,
  output logic                        s_arready_o,
  output logic [31:0]                 s_rdata_o,
  output logic [1:0]                  s_rresp_o,
  output logic                        s_rvalid_o,
  input  logic                        s_rready_i,
  output logic                        irq_o,

  // To the CU.
  output logic                        launch_valid_o,
  input  logic                        launch_ready_i,
  output logic [2:0]                  launch_kind_o,
  output logic [7:0]                  launch_slot_o,
  output logic [15:0]                 launch_idx_o,
  output logic [LanesPerCycle*32-1:0] launch_data_o,
  input  logic [NumWaves-1:0]         slot_busy_i,
  input  logic [15:0]                 vgpr_free_i,
  input  logic                        cu_error_i,
  output logic [63:0]                 scratch_base_o,

  // Retire port (observed).
  input  logic                        rvfi_valid_i,
  input  logic [3:0]                  rvfi_kind_i,
  input  logic [15:0]                 rvfi_idx_i,
  input  logic [63:0]                 rvfi_a_i,

  // To the trace encoder.
  output logic                        trace_start_o,   // doorbell pulse: encoder state reset
  output logic                        trace_en_o,
  output logic [63:0]                 trace_base_o,
  output logic [31:0]                 trace_size_o,
  output logic [31:0]                 trace_rptr_o,
  input  logic [31:0]                 trace_wptr_i,
  input  logic                        trace_overflow_i,
  output logic                        trace_flush_o,   // the dispatch stopped: write out the rest
  input  logic                        trace_flushed_i
);

  localparam int unsigned L = LanesPerCycle;
  localparam int unsigned TailCycles = 4;  // idle cycles before the last retire beat is surely out
  localparam logic [1:0] RESP_OKAY = 2'b00;
  localparam logic [1:0] RESP_SLVERR = 2'b10;

  // ---- Registers ----
  logic [31:0] reg_q [22];  // the plain RW registers, indexed by rw_index()
  logic [31:0] reg_d [22];
  logic [L*32-1:0] ldata_q, ldata_d;
  logic        hold_q, hold_d;           // launch beat pending
  logic [31:0] cmd_q, cmd_d;
  logic        busy_q, busy_d, done_q, done_d, error_q, error_d, irq_q, irq_d, irqen_q, irqen_d;
  logic [31:0] halted_q, halted_d, retired_q, retired_d, compl_q, compl_d;
  logic [31:0] errop_q, errop_d;
  logic [63:0] errpc_q, errpc_d;
  logic [63:0] cycle_q;
  logic [31:0] cyclehi_q, cyclehi_d;
  logic [2:0]  tail_q, tail_d;
  logic        start_q, start_d;
  logic        bvalid_q, bvalid_d, rvalid_q, rvalid_d;
  logic [1:0]  bresp_q, bresp_d, rresp_q, rresp_d;
  logic [31:0] rdata_q, rdata_d;

  // RW registers: their index in reg_q, or -1.
  function automatic int rw_index(logic [11:0] a);
    int r;
    r = -1;
    unique case (a)
      gcn_fpga_pkg::REG_TOTAL_WAVES:   r = 0;
      gcn_fpga_pkg::REG_KD_ADDR_LO:    r = 1;
      gcn_fpga_pkg::REG_KD_ADDR_HI:    r = 2;
      gcn_fpga_pkg::REG_KERNARG_LO:    r = 3;
      gcn_fpga_pkg::REG_KERNARG_HI:    r = 4;
      gcn_fpga_pkg::REG_GROUPS_X:        r = 5;
      gcn_fpga_pkg::REG_GROUPS_Y:        r = 6;
      gcn_fpga_pkg::REG_GROUPS_Z:        r = 7;
      gcn_fpga_pkg::REG_WG_WAVES:          r = 8;
      gcn_fpga_pkg::REG_WG_LDS:          r = 9;
      gcn_fpga_pkg::REG_SCRATCH_WAVE:          r = 10;
      gcn_fpga_pkg::REG_SCRATCH_LO:    r = 11;
      gcn_fpga_pkg::REG_SCRATCH_HI:    r = 12;
      gcn_fpga_pkg::REG_TRACE_BASE_LO: r = 13;
      gcn_fpga_pkg::REG_TRACE_BASE_HI: r = 14;
      gcn_fpga_pkg::REG_TRACE_SIZE:    r = 15;
      gcn_fpga_pkg::REG_TRACE_RPTR:    r = 16;
      gcn_fpga_pkg::REG_TRACE_CTRL:    r = 17;
      default:                         r = -1;
    endcase
    rw_index = r;
  endfunction

  // LAUNCH_DATA word index, or -1.
  function automatic int data_index(logic [11:0] a);
    int r;
    logic [9:0] off;
    r = -1;
    off = 10'((a - gcn_fpga_pkg::REG_LAUNCH_DATA) >> 2);
    if (a >= gcn_fpga_pkg::REG_LAUNCH_DATA && a < gcn_fpga_pkg::REG_LAUNCH_DATA + 12'(L * 4) && a[1:0] == 2'b00)
      r = 32'(off);
    data_index = r;
  endfunction

  logic [63:0] slot_busy64;
  assign slot_busy64 = 64'(slot_busy_i);
  logic stop_now;  // every wave halted and drained, or the CU stopped on an error
  assign stop_now = busy_q && ((halted_q == reg_q[0] && slot_busy_i == '0) || cu_error_i);

  logic wr_fire, rd_fire;
  assign wr_fire = s_awvalid_i && s_wvalid_i && !bvalid_q && !hold_q;
  assign rd_fire = s_arvalid_i && !rvalid_q && !hold_q && !wr_fire;
  assign s_awready_o = wr_fire;
  assign s_wready_o = wr_fire;
  assign s_arready_o = rd_fire;

  always_comb begin
    int wi, di, ri, rdi;
    for (int i = 0; i < 22; i++) reg_d[i] = reg_q[i];
    ldata_d = ldata_q;
    hold_d = hold_q && !launch_ready_i;
    cmd_d = cmd_q;
    busy_d = busy_q;
    done_d = done_q;
    error_d = error_q;
    irq_d = irq_q;
    irqen_d = irqen_q;
    halted_d = halted_q;
    retired_d = retired_q;
    compl_d = compl_q;
    errop_d = errop_q;
    errpc_d = errpc_q;
    cyclehi_d = cyclehi_q;
    tail_d = stop_now ? (tail_q == 3'(TailCycles) ? tail_q : tail_q + 3'd1) : 3'd0;
    start_d = 1'b0;
    bvalid_d = bvalid_q && !s_bready_i;
    bresp_d = bresp_q;
    rvalid_d = rvalid_q && !s_rready_i;
    rresp_d = rresp_q;
    rdata_d = rdata_q;

    // Retire-port counters.
    if (rvfi_valid_i && busy_q) begin
      if (rvfi_kind_i == gcn_pkg::RB_END) begin
        retired_d = retired_q + 32'd1;
        if (rvfi_idx_i == gcn_pkg::EVENT_HALT) halted_d = halted_q + 32'd1;
      end
      if (rvfi_kind_i == gcn_pkg::RB_DONE) compl_d = compl_q + 32'd1;
      if (rvfi_kind_i == gcn_pkg::RB_UNIMPL) begin
        errop_d = {16'd0, rvfi_idx_i};
        errpc_d = rvfi_a_i;
      end
    end
    // Completion: TailCycles after the stop condition, once the trace is written out.
    if (busy_q && tail_q == 3'(TailCycles) && (!reg_q[17][0] || trace_flushed_i)) begin
      busy_d = 1'b0;
      done_d = 1'b1;
      error_d = cu_error_i;
      irq_d = 1'b1;
    end

    // Writes.
    wi = rw_index(s_awaddr_i);
    di = data_index(s_awaddr_i);
    if (wr_fire) begin
      bvalid_d = 1'b1;
      bresp_d = RESP_OKAY;
      if (wi >= 0) begin
        reg_d[wi] = s_wdata_i;
      end else if (di >= 0) begin
        ldata_d[di*32 +: 32] = s_wdata_i;
      end else begin
        unique case (s_awaddr_i)
          gcn_fpga_pkg::REG_CONTROL: begin
            if (s_wdata_i[0]) begin
              busy_d = 1'b1;
              done_d = 1'b0;
              error_d = 1'b0;
              halted_d = '0;
              retired_d = '0;
              compl_d = '0;
              start_d = 1'b1;
            end
          end
          gcn_fpga_pkg::REG_IRQ_ENABLE: irqen_d = s_wdata_i[0];
          gcn_fpga_pkg::REG_IRQ_STATUS: if (s_wdata_i[0]) irq_d = 1'b0;
          gcn_fpga_pkg::REG_LAUNCH_CMD: begin
            cmd_d = s_wdata_i;
            hold_d = 1'b1;
          end
          default: bresp_d = RESP_SLVERR;
        endcase
      end
    end

    // Reads.
    ri = rw_index(s_araddr_i);
    rdi = data_index(s_araddr_i);
    if (rd_fire) begin
      rvalid_d = 1'b1;
      rresp_d = RESP_OKAY;
      rdata_d = '0;
      if (ri >= 0) begin
        rdata_d = reg_q[ri];
      end else if (rdi >= 0) begin
        rdata_d = ldata_q[rdi*32 +: 32];
      end else begin
        unique case (s_araddr_i)
          gcn_fpga_pkg::REG_ID:           rdata_d = gcn_fpga_pkg::CTRL_ID;
          gcn_fpga_pkg::REG_CONFIG:       rdata_d = {8'd0, gcn_fpga_pkg::TRACE_VERSION, 8'(L), 8'(NumWaves)};
          gcn_fpga_pkg::REG_STATUS: begin
            rdata_d[gcn_fpga_pkg::STATUS_BUSY] = busy_q;
            rdata_d[gcn_fpga_pkg::STATUS_DONE] = done_q;
            rdata_d[gcn_fpga_pkg::STATUS_ERROR] = error_q || cu_error_i;
            rdata_d[gcn_fpga_pkg::STATUS_OVERFLOW] = trace_overflow_i;
            rdata_d[gcn_fpga_pkg::STATUS_LAUNCH_PENDING] = hold_q;
            rdata_d[gcn_fpga_pkg::STATUS_IRQ] = irq_q;
          end
          gcn_fpga_pkg::REG_IRQ_ENABLE:   rdata_d = {31'd0, irqen_q};
          gcn_fpga_pkg::REG_IRQ_STATUS:   rdata_d = {31'd0, irq_q};
          gcn_fpga_pkg::REG_SLOT_BUSY_LO: rdata_d = slot_busy64[31:0];
          gcn_fpga_pkg::REG_SLOT_BUSY_HI: rdata_d = slot_busy64[63:32];
          gcn_fpga_pkg::REG_VGPR_FREE:    rdata_d = {16'd0, vgpr_free_i};
          gcn_fpga_pkg::REG_HALTED:       rdata_d = halted_q;
          gcn_fpga_pkg::REG_RETIRED:      rdata_d = retired_q;
          gcn_fpga_pkg::REG_COMPLETIONS:  rdata_d = compl_q;
          gcn_fpga_pkg::REG_ERR_OP:       rdata_d = errop_q;
          gcn_fpga_pkg::REG_ERR_PC_LO:    rdata_d = errpc_q[31:0];
          gcn_fpga_pkg::REG_ERR_PC_HI:    rdata_d = errpc_q[63:32];
          gcn_fpga_pkg::REG_TRACE_WPTR:   rdata_d = trace_wptr_i;
          gcn_fpga_pkg::REG_CYCLE_LO: begin
            rdata_d = cycle_q[31:0];
            cyclehi_d = cycle_q[63:32];
          end
          gcn_fpga_pkg::REG_CYCLE_HI:     rdata_d = cyclehi_q;
          default:                        rresp_d = RESP_SLVERR;
        endcase
      end
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      for (int i = 0; i < 22; i++) reg_q[i] <= '0;
      ldata_q <= '0;
      hold_q <= 1'b0;
      cmd_q <= '0;
      busy_q <= 1'b0;
      done_q <= 1'b0;
      error_q <= 1'b0;
      irq_q <= 1'b0;
      irqen_q <= 1'b0;
      halted_q <= '0;
      retired_q <= '0;
      compl_q <= '0;
      errop_q <= '0;
      errpc_q <= '0;
      cycle_q <= '0;
      cyclehi_q <= '0;
      tail_q <= '0;
      start_q <= 1'b0;
      bvalid_q <= 1'b0;
      bresp_q <= '0;
      rvalid_q <= 1'b0;
      rresp_q <= '0;
      rdata_q <= '0;
    end else begin
      for (int i = 0; i < 22; i++) reg_q[i] <= reg_d[i];
      ldata_q <= ldata_d;
      hold_q <= hold_d;
      cmd_q <= cmd_d;
      busy_q <= busy_d;
      done_q <= done_d;
      error_q <= error_d;
      irq_q <= irq_d;
      irqen_q <= irqen_d;
      halted_q <= halted_d;
      retired_q <= retired_d;
      compl_q <= compl_d;
      errop_q <= errop_d;
      errpc_q <= errpc_d;
      cycle_q <= cycle_q + 64'd1;
      cyclehi_q <= cyclehi_d;
      tail_q <= tail_d;
      start_q <= start_d;
      bvalid_q <= bvalid_d;
      bresp_q <= bresp_d;
      rvalid_q <= rvalid_d;
      rresp_q <= rresp_d;
      rdata_q <= rdata_d;
    end
  end

  assign s_bvalid_o = bvalid_q;
  assign s_bresp_o = bresp_q;
  assign s_rvalid_o = rvalid_q;
  assign s_rresp_o = rresp_q;
  assign s_rdata_o = rdata_q;
  assign irq_o = irq_q && irqen_q;

  assign launch_valid_o = hold_q;
  assign launch_kind_o = cmd_q[2:0];
  assign launch_slot_o = cmd_q[15:8];
  assign launch_idx_o = cmd_q[31:16];
  assign launch_data_o = ldata_q;
  assign scratch_base_o = {reg_q[12], reg_q[11]};

  assign trace_start_o = start_q;
  assign trace_en_o = reg_q[17][0];
  assign trace_base_o = {reg_q[14], reg_q[13][31:6], 6'd0};
  assign trace_size_o = {reg_q[15][31:6], 6'd0};
  assign trace_rptr_o = reg_q[16];
  assign trace_flush_o = busy_q && tail_q == 3'(TailCycles);

  logic unused_ctrl;
  assign unused_ctrl = ^{s_wstrb_i, cmd_q[7:3], reg_q[13][5:0], reg_q[15][5:0], reg_q[17][31:1]};

endmodule
