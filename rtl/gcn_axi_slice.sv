// gcn_axi_slice: a two-entry register slice for one AXI valid/ready channel whose source runs on
// a gated clock (gcn_fpga_top stalls the CU by gating its clock). A beat is taken from the source
// only at an edge where the source is clocked (en_i), so the source sees exactly the handshakes
// that happened; the sink side is an ordinary AXI channel (VALID held until READY).
module gcn_axi_slice #(
  parameter int unsigned Width = 8
) (
  input  logic             clk_i,
  input  logic             rst_ni,
  input  logic             en_i,       // the source is clocked at this edge
  input  logic             s_valid_i,
  output logic             s_ready_o,
  input  logic [Width-1:0] s_data_i,
  output logic             m_valid_o,
  input  logic             m_ready_i,
  output logic [Width-1:0] m_data_o
);

  logic [Width-1:0] data_q [2];
  logic [1:0]       count_q;
  logic             head_q, tail_q;
  logic             take, give;

  assign s_ready_o = count_q != 2'd2;
  assign take = en_i && s_valid_i && s_ready_o;
  assign give = m_valid_o && m_ready_i;
  assign m_valid_o = count_q != 2'd0;
  assign m_data_o = data_q[head_q];

  always_ff @(posedge clk_i) begin
    if (take) data_q[tail_q] <= s_data_i;
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      count_q <= '0;
      head_q <= 1'b0;
      tail_q <= 1'b0;
    end else begin
      count_q <= count_q + 2'(take) - 2'(give);
      if (take) tail_q <= !tail_q;
      if (give) head_q <= !head_q;
    end
  end

endmodule
