// gcn_sgpr_file: scalar register file, one 32-bit word per (wave slot, unified scalar number).
// One write port, one read port with a registered read and no reset on the array, so FPGA tools
// infer block RAM. VCC, M0 and EXEC live in flops in gcn_cu, not here.
module gcn_sgpr_file #(
  parameter int unsigned Depth = 1024
) (
  input  logic                     clk_i,
  input  logic                     we_i,
  input  logic [$clog2(Depth)-1:0] waddr_i,
  input  logic [31:0]              wdata_i,
  input  logic                     re_i,
  input  logic [$clog2(Depth)-1:0] raddr_i,
  output logic [31:0]              rdata_o
);

  logic [31:0] mem [Depth];
  logic [31:0] rdata_q;

  always_ff @(posedge clk_i) begin
    if (we_i) mem[waddr_i] <= wdata_i;
  end

  always_ff @(posedge clk_i) begin
    if (re_i) rdata_q <= mem[raddr_i];
  end

  assign rdata_o = rdata_q;

endmodule
