// gcn_sgpr_file: scalar register file, one 32-bit word per (wave slot, unified scalar number).
// One write port and ReadPorts read ports with a registered read, no reset on the arrays, so FPGA
// tools infer block RAM. Each read port has its own copy of the array, all written together (a
// simple-dual-port block RAM per port): the sequencer reads all six scalar operand dwords of an
// instruction (src0/src1/src2, low and high) in one cycle. VCC, M0 and EXEC live in flops in
// gcn_cu, not here.
module gcn_sgpr_file #(
  parameter int unsigned Depth = 1024,
  parameter int unsigned ReadPorts = 6
) (
  input  logic                               clk_i,
  input  logic                               we_i,
  input  logic [$clog2(Depth)-1:0]           waddr_i,
  input  logic [31:0]                        wdata_i,
  input  logic [ReadPorts-1:0]               re_i,
  input  logic [ReadPorts*$clog2(Depth)-1:0] raddr_i,
  output logic [ReadPorts*32-1:0]            rdata_o
);

  localparam int unsigned AW = $clog2(Depth);

  for (genvar p = 0; p < ReadPorts; p++) begin : g_copy
    logic [31:0] mem [Depth];
    logic [31:0] rdata_q;

    always_ff @(posedge clk_i) begin
      if (we_i) mem[waddr_i] <= wdata_i;
    end

    always_ff @(posedge clk_i) begin
      if (re_i[p]) rdata_q <= mem[raddr_i[p*AW +: AW]];
    end

    assign rdata_o[p*32 +: 32] = rdata_q;
  end

endmodule
