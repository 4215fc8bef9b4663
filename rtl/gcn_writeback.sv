// gcn_writeback: the completion of a memory (SMEM, FLAT, MUBUF) or DS instruction. The sequencer
// starts it with the completing instruction's writeback descriptor (gcn_pkg::wb_desc_t) when the
// memory unit or the DS unit reports one done; it writes the returned data - SMEM: one SGPR per
// dword (RB_WB_SGPR); vector memory and DS: one VGPR row per (dword, lane group), the
// descriptor's lanes (RB_WB_VGPR) - then, in its last cycle (done_o), acks the unit while the
// sequencer decrements the wave's counters and emits the RB_DONE record.
module gcn_writeback #(
  parameter int unsigned Lanes = 16,
  parameter int unsigned VgprPool = 512,
  parameter int unsigned MemDepth = 8
) (
  input  logic                  clk_i,
  input  logic                  rst_ni,
  input  gcn_pkg::mut_id_t      mutant_i,  // checker self-test only: gcn_pkg::MutNone in a real design

  input  logic                  start_mem_i,  // memory unit entry ent_i completed
  input  logic [$clog2(MemDepth)-1:0] ent_i,
  input  logic                  start_ds_i,   // the DS unit completed
  input  gcn_pkg::wb_desc_t     desc_i,       // the completing instruction's descriptor
  output gcn_pkg::wb_desc_t     desc_o,       // ... held while it runs
  output logic [$clog2(MemDepth)-1:0] ent_o,  // the memory unit entry being written back
  input  logic [$clog2(VgprPool+1)-1:0] vbase_i,  // desc_o.slot's first VGPR
  output logic                  data_o,       // writing returned data
  output logic                  done_o,       // last cycle: ack, counters, RB_DONE
  output logic                  ack_mem_o,
  output logic                  ack_ds_o,

  // Returned data: the memory unit (SMEM dword rd_lane_o; a vector dword of lane group
  // rd_group_o), the DS unit (the same group and dword).
  output logic [5:0]            rd_lane_o,
  output logic [$clog2(64/Lanes+1)-1:0] rd_group_o,
  output logic [1:0]            rd_dword_o,
  input  logic [31:0]           mem_rd_data_i,
  input  logic [Lanes*32-1:0]   mem_rd_gdata_i,
  input  logic [Lanes*32-1:0]   ds_rd_gdata_i,

  // Register writes and their retire beat.
  output logic                  sw_we_o,      // SGPR (or VCC/M0/EXEC flop) of wave desc_o.slot
  output logic [6:0]            sw_idx_o,
  output logic [31:0]           sw_val_o,
  output logic [Lanes-1:0]      we_o,         // VGPR row
  output logic [$clog2(VgprPool*64/Lanes)-1:0] waddr_o,
  output logic [Lanes*32-1:0]   wdata_o,
  output logic                  rb_valid_o,
  output logic [3:0]            rb_kind_o,
  output logic [15:0]           rb_idx_o,
  output logic [63:0]           rb_a_o,
  output logic [63:0]           rb_b_o,
  output logic [Lanes*32-1:0]   rb_data_o     // the returned data (wdata_o but for a mutant)
);

  // Checker self-test: the selected bug (gcn_pkg::Mut*); synthesis sees MutNone (mut_live).
  gcn_pkg::mut_id_t mut;
  assign mut = gcn_pkg::mut_live(mutant_i);

  localparam int unsigned L = Lanes;
  localparam int unsigned Groups = 64 / L;
  localparam int unsigned GW = $clog2(Groups + 1);
  localparam int unsigned VRegW = $clog2(VgprPool + 1);
  localparam int unsigned VRowW = $clog2(VgprPool * Groups);
  localparam int unsigned QW = $clog2(MemDepth);

  typedef enum logic [1:0] {ST_IDLE, ST_DATA, ST_DONE} state_e;
  state_e            state_q, state_d;
  gcn_pkg::wb_desc_t desc_q, desc_d;
  logic [QW-1:0]     ent_q, ent_d;
  logic [GW-1:0]     grp_q, grp_d;
  logic [6:0]        cnt_q, cnt_d;     // dword

  assign desc_o = desc_q;
  assign ent_o = ent_q;
  assign rd_lane_o = cnt_q[5:0];
  assign rd_group_o = grp_q;
  assign rd_dword_o = cnt_q[1:0];
  assign data_o = state_q == ST_DATA;
  assign done_o = state_q == ST_DONE;
  assign ack_mem_o = done_o && !desc_q.ds;
  assign ack_ds_o = done_o && desc_q.ds;

  // SMEM: dword cnt -> SGPR dst + cnt (0 for dwords out of range).
  assign sw_idx_o = desc_q.dst[6:0] + cnt_q;
  assign sw_val_o = desc_q.mask[cnt_q[5:0]] ? mem_rd_data_i[31:0] : 32'd0;
  // Vector memory / DS: dword cnt of lane group grp -> VGPR dst + cnt.
  logic [VRegW-1:0] wreg;
  assign wreg = vbase_i + VRegW'(desc_q.dst) + VRegW'(cnt_q);
  assign waddr_o = VRowW'(32'(wreg) * Groups + 32'(grp_q));
  assign rb_data_o = desc_q.ds ? ds_rd_gdata_i : mem_rd_gdata_i;
  always_comb begin
    wdata_o = rb_data_o;
    if (mut == gcn_pkg::MutLoadWrongLane && !desc_q.ds && L > 2 && grp_q == '0)
      wdata_o[32 +: 32] = mem_rd_gdata_i[64 +: 32];
  end

  always_comb begin
    state_d = state_q;
    desc_d = desc_q;
    ent_d = ent_q;
    grp_d = grp_q;
    cnt_d = cnt_q;
    sw_we_o = 1'b0;
    we_o = '0;
    rb_valid_o = 1'b0;
    rb_kind_o = gcn_pkg::RB_WB_VGPR;
    rb_idx_o = {8'd0, desc_q.dst + 8'(cnt_q)};
    rb_a_o = desc_q.mask;
    rb_b_o = 64'(grp_q * L);

    unique case (state_q)
      ST_IDLE: ;

      ST_DATA: begin
        rb_valid_o = 1'b1;
        if (desc_q.smem) begin
          sw_we_o = 1'b1;
          rb_kind_o = gcn_pkg::RB_WB_SGPR;
          rb_idx_o = {9'd0, sw_idx_o};
          rb_a_o = {32'd0, sw_val_o};
          rb_b_o = '0;
          cnt_d = cnt_q + 7'd1;
          if (cnt_q + 7'd1 >= {2'd0, desc_q.n}) state_d = ST_DONE;
        end else begin
          we_o = desc_q.mask[grp_q * L +: L];
          if (32'(grp_q) == Groups - 1) begin
            grp_d = '0;
            cnt_d = cnt_q + 7'd1;
            if (cnt_q + 7'd1 >= {2'd0, desc_q.n}) state_d = ST_DONE;
          end else begin
            grp_d = grp_q + 1'b1;
          end
        end
      end

      ST_DONE: state_d = ST_IDLE;

      default: state_d = ST_IDLE;
    endcase

    if (start_mem_i || start_ds_i) begin
      desc_d = desc_i;
      if (start_mem_i) ent_d = ent_i;
      grp_d = '0;
      cnt_d = '0;
      state_d = (desc_i.store || desc_i.n == 5'd0) ? ST_DONE : ST_DATA;
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      state_q <= ST_IDLE;
      desc_q <= '0;
      ent_q <= '0;
      grp_q <= '0;
      cnt_q <= '0;
    end else begin
      state_q <= state_d;
      desc_q <= desc_d;
      ent_q <= ent_d;
      grp_q <= grp_d;
      cnt_q <= cnt_d;
    end
  end

`ifndef SYNTHESIS
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
    end else if ((start_mem_i || start_ds_i) && state_q != ST_IDLE) begin
      $fatal(1, "gcn_writeback: start while busy (state %0d)", state_q);
    end
  end
`endif

endmodule
