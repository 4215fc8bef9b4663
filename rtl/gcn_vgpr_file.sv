// gcn_vgpr_file: vector register file. One row holds one VGPR for one group of Lanes lanes; a
// wave's VGPR r, lane group g lives at row (base + r) * (64 / Lanes) + g, base being the wave's
// allocation. One write port with a per-lane enable (32-bit column enables) and ReadPorts read
// ports with a registered read, no reset on the arrays: block-RAM inference with byte-enable
// columns. Each read port has its own copy of the array, all written together (a simple-dual-port
// block RAM per port): the VALU reads src0, src1 and src2 of a lane group in the same cycle
// (port k serves srcK), which GCN gets from VGPR banks instead.
module gcn_vgpr_file #(
  parameter int unsigned Lanes = 16,
  parameter int unsigned Rows = 2048,
  parameter int unsigned ReadPorts = 3
) (
  input  logic                                  clk_i,
  input  logic [Lanes-1:0]                      we_i,
  input  logic [$clog2(Rows)-1:0]               waddr_i,
  input  logic [Lanes*32-1:0]                   wdata_i,
  input  logic [ReadPorts-1:0]                  re_i,
  input  logic [ReadPorts*$clog2(Rows)-1:0]     raddr_i,
  output logic [ReadPorts*Lanes*32-1:0]         rdata_o
);

  localparam int unsigned AW = $clog2(Rows);

  for (genvar p = 0; p < ReadPorts; p++) begin : g_copy
    logic [Lanes*32-1:0] mem [Rows];
    logic [Lanes*32-1:0] rdata_q;

    always_ff @(posedge clk_i) begin
      for (int l = 0; l < Lanes; l++) begin
        if (we_i[l]) mem[waddr_i][l*32 +: 32] <= wdata_i[l*32 +: 32];
      end
    end

    always_ff @(posedge clk_i) begin
      if (re_i[p]) rdata_q <= mem[raddr_i[p*AW +: AW]];
    end

    assign rdata_o[p*Lanes*32 +: Lanes*32] = rdata_q;
  end

endmodule
