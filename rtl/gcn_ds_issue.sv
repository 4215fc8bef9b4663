// gcn_ds_issue: the issue side of the DS unit (gcn_ds_unit). For one DS instruction it reads, per
// lane group, the ADDR, DATA0 and DATA1 VGPRs into the unit's buffers (step k reads field k and
// captures field k - 1; a group's last capture also reads the next group's ADDR), names the
// lanes whose memory effect goes out on the retire port (one RB_MEM beat per EXEC lane the unit
// reports a hit for, from its effect view), and starts the unit (issue_o). The sequencer in
// gcn_cu starts it beside the INST beat and ends the instruction in the cycle issue_o rises.
//
// ds_*_src2_* ops (shape late_i): the effect data exists only once the unit has walked the
// lanes, so the unit runs first (ST_PRE) and the beats follow; ST_ISSUE then finds it started.
module gcn_ds_issue #(
  parameter int unsigned Lanes = 16,
  parameter int unsigned VgprPool = 512
) (
  input  logic                  clk_i,
  input  logic                  rst_ni,

  // The instruction: held from start_i until issue_o by the sequencer.
  input  logic                  start_i,   // the INST beat's cycle
  input  logic [7:0]            vaddr_i,
  input  logic [7:0]            vdata0_i,
  input  logic [7:0]            vdata1_i,
  input  logic [63:0]           exec_i,
  input  logic [$clog2(VgprPool+1)-1:0] vbase_i,

  // VGPR file read port 0.
  output logic                  re_o,
  output logic [$clog2(VgprPool*64/Lanes)-1:0] raddr_o,

  // gcn_ds_unit: the op's shape, buffers, effect view, start.
  input  logic [2:0]            n0_i,      // DATA0 dwords
  input  logic [1:0]            n1_i,      // DATA1 dwords
  input  logic                  late_i,    // effects known only after the unit has run
  output logic                  buf_we_o,
  output logic [$clog2(64/Lanes+1)-1:0] buf_group_o,
  output logic [2:0]            buf_field_o,
  output logic [5:0]            eff_lane_o,
  input  logic                  eff_hit_i,
  input  logic                  busy_i,
  input  logic                  done_i,
  output logic                  start_o,
  output logic                  issue_o,   // the instruction is issued (the unit started)

  // Retire beat: RB_MEM of lane eff_lane_o (the unit's effect view gives a, b and data).
  output logic                  rb_valid_o
);

  localparam int unsigned L = Lanes;
  localparam int unsigned Groups = 64 / L;
  localparam int unsigned GW = $clog2(Groups + 1);
  localparam int unsigned VRegW = $clog2(VgprPool + 1);
  localparam int unsigned VRowW = $clog2(VgprPool * Groups);

  typedef enum logic [2:0] {ST_IDLE, ST_GATHER, ST_PRE, ST_BEATS, ST_ISSUE} state_e;
  state_e          state_q, state_d;
  logic [3:0]      step_q, step_d;
  logic [GW-1:0]   grp_q, grp_d;
  logic [6:0]      cnt_q, cnt_d;     // ST_BEATS: the lane (64: none left)

  // VGPR file row of (absolute VGPR r, lane group g).
  function automatic logic [VRowW-1:0] vrow(input logic [VRegW-1:0] r, input logic [GW-1:0] g);
    vrow = VRowW'(32'(r) * Groups + 32'(g));
  endfunction

  logic [3:0]      nfields;
  logic            next;             // a group's last step also reads the next group's ADDR
  assign nfields = 4'd1 + {1'b0, n0_i} + {2'b00, n1_i};
  assign next = step_q == nfields && 32'(grp_q) != Groups - 1;
  assign buf_group_o = grp_q;
  assign eff_lane_o = cnt_q[5:0];

  always_comb begin
    logic [VRegW-1:0] r;
    state_d = state_q;
    step_d = step_q;
    grp_d = grp_q;
    cnt_d = cnt_q;
    r = '0;
    re_o = 1'b0;
    raddr_o = '0;
    buf_we_o = 1'b0;
    buf_field_o = '0;
    start_o = 1'b0;
    issue_o = 1'b0;
    rb_valid_o = 1'b0;

    unique case (state_q)
      ST_IDLE: ;

      ST_GATHER: begin
        if (step_q < nfields || next) begin
          re_o = 1'b1;
          if (step_q == 4'd0 || next) begin
            r = vbase_i + VRegW'(vaddr_i);
          end else if (step_q <= {1'b0, n0_i}) begin
            r = vbase_i + VRegW'(vdata0_i) + VRegW'(3'(step_q - 4'd1));
          end else begin
            r = vbase_i + VRegW'(vdata1_i) + VRegW'(2'(step_q - 4'd1 - {1'b0, n0_i}));
          end
          raddr_o = vrow(r, next ? grp_q + 1'b1 : grp_q);
        end
        if (step_q >= 4'd1) begin
          buf_we_o = 1'b1;
          buf_field_o = (step_q - 4'd1 <= {1'b0, n0_i}) ? 3'(step_q - 4'd1)
                                                        : 3'(step_q - 4'd1 - {1'b0, n0_i} + 4'd4);
        end
        step_d = step_q + 4'd1;
        if (step_q == nfields) begin
          step_d = '0;
          if (32'(grp_q) == Groups - 1) begin
            cnt_d = gcn_pkg::next_lane(exec_i, 7'd0);
            state_d = late_i ? ST_PRE : ST_BEATS;
          end else begin
            grp_d = grp_q + 1'b1;
            step_d = 4'd1;  // its ADDR read was issued here (next)
          end
        end
      end

      ST_PRE: begin
        start_o = !busy_i;
        if (done_i) state_d = ST_BEATS;
      end

      ST_BEATS: begin
        rb_valid_o = !cnt_q[6] && exec_i[cnt_q[5:0]] && eff_hit_i;
        cnt_d = gcn_pkg::next_lane(exec_i, cnt_q + 7'd1);
        if (cnt_d[6]) state_d = ST_ISSUE;
      end

      ST_ISSUE: begin
        start_o = !busy_i;
        issue_o = 1'b1;
        state_d = ST_IDLE;
      end

      default: state_d = ST_IDLE;
    endcase

    if (start_i) begin
      grp_d = '0;
      step_d = '0;
      cnt_d = '0;
      state_d = ST_GATHER;
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      state_q <= ST_IDLE;
      step_q <= '0;
      grp_q <= '0;
      cnt_q <= '0;
    end else begin
      state_q <= state_d;
      step_q <= step_d;
      grp_q <= grp_d;
      cnt_q <= cnt_d;
    end
  end

`ifndef SYNTHESIS
  // The sequencer starts an instruction only when the previous one has issued.
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
    end else if (start_i && state_q != ST_IDLE) begin
      $fatal(1, "gcn_ds_issue: start while busy (state %0d)", state_q);
    end
  end
`endif

endmodule
