// gcn_lds: the local data share storage. LdsBytes of RAM in NumBanks banks of dwords, as on
// GCN: dword address a lives in bank a % NumBanks, row a / NumBanks. Every bank is its own
// single-port RAM (one access per cycle: a read with a registered read port, or a write with
// per-byte enables) with no reset on the array, so FPGA tools infer one block RAM per bank.
// Banks have independent request ports, so a scheduler may serve up to NumBanks lanes per
// cycle; gcn_ds_unit (this cut) issues one access per cycle.
module gcn_lds #(
  parameter int unsigned LdsBytes = 65536,
  parameter int unsigned NumBanks = 32
) (
  input  logic                     clk_i,
  input  logic [NumBanks-1:0]      req_i,     // bank b is accessed this cycle
  input  logic [NumBanks-1:0]      we_i,      // ... and it is a write
  input  logic [NumBanks*$clog2(LdsBytes/(4*NumBanks))-1:0] row_i,  // bank b: [b*RowW +: RowW]
  input  logic [NumBanks*4-1:0]    be_i,      // write byte enables
  input  logic [NumBanks*32-1:0]   wdata_i,
  output logic [NumBanks*32-1:0]   rdata_o    // read data, the cycle after the request
);

  localparam int unsigned Rows = LdsBytes / (4 * NumBanks);
  localparam int unsigned RowW = $clog2(Rows);

  for (genvar b = 0; b < NumBanks; b++) begin : g_bank
    logic [31:0]     mem [Rows];
    logic [31:0]     rdata_q;
    logic [RowW-1:0] row;
    assign row = row_i[b*RowW +: RowW];

    always_ff @(posedge clk_i) begin
      if (req_i[b] && we_i[b]) begin
        for (int i = 0; i < 4; i++) begin
          if (be_i[b*4 + i]) mem[row][i*8 +: 8] <= wdata_i[b*32 + i*8 +: 8];
        end
      end
    end

    always_ff @(posedge clk_i) begin
      if (req_i[b] && !we_i[b]) rdata_q <= mem[row];
    end

    assign rdata_o[b*32 +: 32] = rdata_q;
  end

endmodule
