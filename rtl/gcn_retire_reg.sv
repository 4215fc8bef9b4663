// gcn_retire_reg: the retire port's output register. gcn_cu's sequencer produces at most one
// beat per cycle (rb_*, docs/rtl.md "Retire port"); this registers it onto rvfi_*_o, or ties the
// port off when RetirePort is 0 (an FPGA build without the trace).
module gcn_retire_reg #(
  parameter int unsigned Lanes = 16,
  parameter bit          RetirePort = 1'b1
) (
  input  logic                clk_i,
  input  logic                rst_ni,
  input  logic                valid_i,
  input  logic                last_i,
  input  logic [3:0]          kind_i,
  input  logic [7:0]          slot_i,
  input  logic [15:0]         idx_i,
  input  logic [63:0]         a_i,
  input  logic [63:0]         b_i,
  input  logic [Lanes*32-1:0] data_i,
  output logic                rvfi_valid_o,
  output logic                rvfi_last_o,
  output logic [3:0]          rvfi_kind_o,
  output logic [7:0]          rvfi_slot_o,
  output logic [15:0]         rvfi_idx_o,
  output logic [63:0]         rvfi_a_o,
  output logic [63:0]         rvfi_b_o,
  output logic [Lanes*32-1:0] rvfi_data_o
);

  localparam int unsigned L = Lanes;

  if (RetirePort) begin : g_retire
    logic            valid_q, last_q;
    logic [3:0]      kind_q;
    logic [7:0]      slot_q;
    logic [15:0]     idx_q;
    logic [63:0]     a_q, b_q;
    logic [L*32-1:0] data_q;
    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        valid_q <= 1'b0;
        last_q <= 1'b0;
        kind_q <= '0;
        slot_q <= '0;
        idx_q <= '0;
        a_q <= '0;
        b_q <= '0;
        data_q <= '0;
      end else begin
        valid_q <= valid_i;
        last_q <= last_i;
        kind_q <= kind_i;
        slot_q <= slot_i;
        idx_q <= idx_i;
        a_q <= a_i;
        b_q <= b_i;
        data_q <= data_i;
      end
    end
    assign rvfi_valid_o = valid_q;
    assign rvfi_last_o = last_q;
    assign rvfi_kind_o = kind_q;
    assign rvfi_slot_o = slot_q;
    assign rvfi_idx_o = idx_q;
    assign rvfi_a_o = a_q;
    assign rvfi_b_o = b_q;
    assign rvfi_data_o = data_q;
  end else begin : g_no_retire
    assign rvfi_valid_o = 1'b0;
    assign rvfi_last_o = 1'b0;
    assign rvfi_kind_o = '0;
    assign rvfi_slot_o = '0;
    assign rvfi_idx_o = '0;
    assign rvfi_a_o = '0;
    assign rvfi_b_o = '0;
    assign rvfi_data_o = '0;
    logic unused_beat;
    assign unused_beat = ^{clk_i, rst_ni, valid_i, last_i, kind_i, slot_i, idx_i, a_i, b_i, data_i};
  end

endmodule
