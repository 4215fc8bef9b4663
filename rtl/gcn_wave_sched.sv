// gcn_wave_sched: the sequencer's wave pick. A slot is eligible when it is active, the CU has
// not stopped, and it is not parked: in s_waitcnt with a counter above its threshold, on a
// full memory-unit queue, at s_barrier, or on a busy DS unit. The pick is the first eligible
// slot after the last one picked (round robin). A slot is busy while active or with memory
// instructions outstanding. Combinational.
module gcn_wave_sched #(
  parameter int unsigned NumWaves = 8
) (
  input  logic [NumWaves-1:0]         active_i,
  input  logic [NumWaves-1:0]         wait_i,        // parked in s_waitcnt
  input  logic [NumWaves-1:0]         memblk_i,      // parked on the full memory-unit queue
  input  logic [NumWaves-1:0]         bar_i,         // arrived at s_barrier, not released
  input  logic [NumWaves-1:0]         dsblk_i,       // parked on the busy DS unit
  input  logic [NumWaves*4-1:0]       vmcnt_i,       // per wave, 4 bits each
  input  logic [NumWaves*4-1:0]       lgkmcnt_i,
  input  logic [NumWaves*4-1:0]       wait_vm_i,     // s_waitcnt thresholds while parked
  input  logic [NumWaves*4-1:0]       wait_lgkm_i,
  input  logic [3:0]                  wait_slack_i,  // 0 (mutant waitcnt_early: 1)
  input  logic                        wait_strict_i, // 0 (mutant waitcnt_lt: 1, pass only below)
  input  logic                        stopped_i,
  input  logic                        mem_full_i,
  input  logic                        ds_busy_i,
  input  logic [$clog2(NumWaves)-1:0] rr_i,          // the slot picked last
  output logic                        pick_valid_o,
  output logic [$clog2(NumWaves)-1:0] pick_o,
  output logic [NumWaves-1:0]         busy_o
);

  localparam int unsigned SW = $clog2(NumWaves);

  logic [NumWaves-1:0] elig;
  always_comb begin
    for (int w = 0; w < NumWaves; w++) begin
      elig[w] = active_i[w] && !stopped_i &&
                !(wait_i[w] && (vmcnt_i[w*4 +: 4] > wait_vm_i[w*4 +: 4] + wait_slack_i ||
                                lgkmcnt_i[w*4 +: 4] > wait_lgkm_i[w*4 +: 4] + wait_slack_i ||
                                (wait_strict_i && (vmcnt_i[w*4 +: 4] >= wait_vm_i[w*4 +: 4] ||
                                                   lgkmcnt_i[w*4 +: 4] >= wait_lgkm_i[w*4 +: 4])))) &&
                !(memblk_i[w] && mem_full_i) && !bar_i[w] && !(dsblk_i[w] && ds_busy_i);
      busy_o[w] = active_i[w] || vmcnt_i[w*4 +: 4] != 4'd0 || lgkmcnt_i[w*4 +: 4] != 4'd0;
    end
    pick_valid_o = 1'b0;
    pick_o = '0;
    for (int i = NumWaves; i >= 1; i--) begin
      if (elig[SW'((32'(rr_i) + i) % NumWaves)]) begin
        pick_valid_o = 1'b1;
        pick_o = SW'((32'(rr_i) + i) % NumWaves);
      end
    end
  end

endmodule
