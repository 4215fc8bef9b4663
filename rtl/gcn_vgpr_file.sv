// gcn_vgpr_file: vector register file. One row holds one VGPR for one group of Lanes lanes; a
// wave's VGPR r, lane group g lives at row (base + r) * (64 / Lanes) + g, base being the wave's
// allocation. One write port with a per-lane enable (32-bit column enables), one read port with
// a registered read, no reset on the array: block-RAM inference with byte-enable columns.
module gcn_vgpr_file #(
  parameter int unsigned Lanes = 16,
  parameter int unsigned Rows = 2048
) (
  input  logic                    clk_i,
  input  logic [Lanes-1:0]        we_i,
  input  logic [$clog2(Rows)-1:0] waddr_i,
  input  logic [Lanes*32-1:0]     wdata_i,
  input  logic                    re_i,
  input  logic [$clog2(Rows)-1:0] raddr_i,
  output logic [Lanes*32-1:0]     rdata_o
);

  logic [Lanes*32-1:0] mem [Rows];
  logic [Lanes*32-1:0] rdata_q;

  always_ff @(posedge clk_i) begin
    for (int l = 0; l < Lanes; l++) begin
      if (we_i[l]) mem[waddr_i][l*32 +: 32] <= wdata_i[l*32 +: 32];
    end
  end

  always_ff @(posedge clk_i) begin
    if (re_i) rdata_q <= mem[raddr_i];
  end

  assign rdata_o = rdata_q;

endmodule
