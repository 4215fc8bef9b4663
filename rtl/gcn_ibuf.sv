// gcn_ibuf: the per-wave instruction buffers. Each wave slot owns one window of LineBytes bytes
// of code, filled by one instruction fetch (gcn_mem_unit) that starts at the bus-aligned address
// at or below the PC that missed. An instruction is served from the window when all 8 bytes an
// instruction can have (GFX8 has no longer encoding) lie inside it, so straight-line code costs
// one AXI fetch per window instead of one per instruction. Loops whose body spans one window
// run from it without fetching at all.
//
// The windows are not coherent with stores, like the hardware's instruction cache (kernels that
// write code must invalidate); a slot's window is dropped when a new wave starts in the slot.
// Tags (base, valid) are flops for the single-cycle hit check; the lines are one RAM with a
// registered read (block or distributed RAM).
module gcn_ibuf #(
  parameter int unsigned NumWaves = 8,
  parameter int unsigned LineBytes = 64
) (
  input  logic                         clk_i,
  input  logic                         rst_ni,
  input  gcn_pkg::mut_id_t             mutant_i,  // checker self-test only: gcn_pkg::MutNone in a real design

  // Lookup: hit_o is combinational; rd_i latches the 8 bytes at pc_i for words_o next cycle.
  input  logic [$clog2(NumWaves)-1:0]  slot_i,
  input  logic [63:0]                  pc_i,
  output logic                         hit_o,
  input  logic                         rd_i,
  output logic [63:0]                  words_o,

  // Fill the window of slot_i from a completed fetch.
  input  logic                         fill_i,
  input  logic [63:0]                  fill_base_i,
  input  logic [LineBytes*8-1:0]       fill_line_i,

  // Drop the window of inval_slot_i (a wave starts in that slot).
  input  logic                         inval_i,
  input  logic [$clog2(NumWaves)-1:0]  inval_slot_i
);

  // Checker self-test: the selected bug (gcn_pkg::Mut*); synthesis sees MutNone (mut_live).
  gcn_pkg::mut_id_t mut;
  assign mut = gcn_pkg::mut_live(mutant_i);

  localparam int unsigned OffW = $clog2(LineBytes);
  // An instruction is served only when both its dwords lie in the window (MutIbufWindow also
  // accepts one starting in the last dword).
  logic [63:0] max_off;
  localparam int unsigned MaxOff = LineBytes - 8, MutMaxOff = LineBytes - 4;
  assign max_off = (mut == gcn_pkg::MutIbufWindow) ? 64'(MutMaxOff) : 64'(MaxOff);

  logic [63:0]          base_q [NumWaves];
  logic [NumWaves-1:0]  valid_q;
  logic [LineBytes*8-1:0] line_mem [NumWaves];
  logic [LineBytes*8-1:0] line_q;
  logic [OffW-1:0]      off_q;
  logic [63:0]          delta;

  // pc below the base wraps to a large delta, so one unsigned compare covers both ends.
  assign delta = pc_i - base_q[slot_i];
  assign hit_o = valid_q[slot_i] && (delta <= max_off);

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      valid_q <= '0;
      for (int w = 0; w < NumWaves; w++) base_q[w] <= '0;
    end else begin
      if (fill_i) begin
        valid_q[slot_i] <= 1'b1;
        base_q[slot_i] <= fill_base_i;
      end
      if (inval_i) valid_q[inval_slot_i] <= 1'b0;
    end
  end

  // Lines: one write port, one registered read port, no reset (RAM inference).
  always_ff @(posedge clk_i) begin
    if (fill_i) line_mem[slot_i] <= fill_line_i;
  end

  always_ff @(posedge clk_i) begin
    if (rd_i) begin
      line_q <= line_mem[slot_i];
      off_q <= delta[OffW-1:0];
    end
  end

  logic [LineBytes*8-1:0] shifted;
  assign shifted = line_q >> {off_q, 3'b000};
  assign words_o = shifted[63:0];

  logic unused_shifted;
  assign unused_shifted = ^shifted[LineBytes*8-1:64];

endmodule
