// gcn_wg_barrier: s_barrier for the resident work-groups. Per work-group slot it counts the
// group's waves (LAUNCH_GROUP), the waves arrived at the barrier and the waves halted; it
// releases the group when every live (not halted) wave has arrived. Per wave it holds the
// "parked at a barrier" flag the wave scheduler reads.
module gcn_wg_barrier #(
  parameter int unsigned NumWaves = 8
) (
  input  logic                           clk_i,
  input  logic                           rst_ni,
  input  gcn_pkg::mut_id_t               mutant_i,  // checker self-test only: gcn_pkg::MutNone in a real design

  input  logic                           start_i,        // a wave starts (LAUNCH_START)
  input  logic [$clog2(NumWaves)-1:0]    start_wave_i,
  input  logic                           group_i,        // LAUNCH_GROUP: a wave joins a group
  input  logic [$clog2(NumWaves)-1:0]    group_slot_i,
  input  logic [6:0]                     group_n_i,      // the group's waves
  input  logic                           group_reset_i,  // its first wave: counts start over
  input  logic                           arrive_i,       // a wave retires s_barrier ...
  input  logic                           halt_i,         // ... or s_endpgm
  input  logic [$clog2(NumWaves)-1:0]    wave_i,
  input  logic [$clog2(NumWaves)-1:0]    wave_group_i,   // ... in this work-group slot
  input  logic [NumWaves*$clog2(NumWaves)-1:0] groups_i, // every wave's work-group slot
  output logic [NumWaves-1:0]            bar_o           // parked at a barrier, not yet released
);

  // Checker self-test: the selected bug (gcn_pkg::Mut*); synthesis sees MutNone (mut_live).
  gcn_pkg::mut_id_t mut;
  assign mut = gcn_pkg::mut_live(mutant_i);

  localparam int unsigned SW = $clog2(NumWaves);

  logic [NumWaves-1:0] bar_q, bar_d;
  logic [6:0]          n_q [NumWaves];
  logic [6:0]          n_d [NumWaves];
  logic [6:0]          arr_q [NumWaves];
  logic [6:0]          arr_d [NumWaves];
  logic [6:0]          halt_q [NumWaves];
  logic [6:0]          halt_d [NumWaves];
  assign bar_o = bar_q;

  always_comb begin
    bar_d = bar_q;
    for (int i = 0; i < NumWaves; i++) begin
      n_d[i] = n_q[i];
      arr_d[i] = arr_q[i];
      halt_d[i] = halt_q[i];
    end
    if (start_i) bar_d[start_wave_i] = 1'b0;
    if (group_i) begin
      n_d[group_slot_i] = group_n_i;
      if (group_reset_i) begin
        arr_d[group_slot_i] = '0;
        halt_d[group_slot_i] = '0;
      end
    end
    if (halt_i) halt_d[wave_group_i] = halt_q[wave_group_i] + 7'd1;
    if (arrive_i) begin
      bar_d[wave_i] = 1'b1;
      arr_d[wave_group_i] = arr_q[wave_group_i] + 7'd1;
    end
    // Release: evaluated on the registered counts; while a group's live waves all wait at the
    // barrier none of them can be retiring.
    for (int g = 0; g < NumWaves; g++) begin
      if (arr_q[g] != 7'd0 &&
          arr_q[g] + halt_q[g] + ((mut == gcn_pkg::MutBarrierEarly) ? 7'd1 : 7'd0) >= n_q[g]) begin
        arr_d[g] = '0;
        for (int w = 0; w < NumWaves; w++) begin
          if (32'(groups_i[w*SW +: SW]) == g) bar_d[w] = 1'b0;
        end
      end
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      bar_q <= '0;
      for (int i = 0; i < NumWaves; i++) begin
        n_q[i] <= '0;
        arr_q[i] <= '0;
        halt_q[i] <= '0;
      end
    end else begin
      bar_q <= bar_d;
      for (int i = 0; i < NumWaves; i++) begin
        n_q[i] <= n_d[i];
        arr_q[i] <= arr_d[i];
        halt_q[i] <= halt_d[i];
      end
    end
  end

endmodule
