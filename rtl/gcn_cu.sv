// gcn_cu: a GFX8 compute unit, first cut. One instruction of one wave is in flight in the
// sequencer at a time. The sequencer fetches, decodes and reads the scalar operands, runs SALU
// and SOPP itself, and hands VALU instructions to gcn_simd, SMEM/FLAT/MUBUF to gcn_mem_issue and
// DS to gcn_ds_issue, waiting for each. The memory unit (AXI: up to MemDepth instructions in
// flight) and the DS unit (LDS: one) then run in the background; their completions
// (gcn_writeback: register writeback, counters, RB_DONE) are sequenced between instructions.
// Work-group barriers: gcn_wg_barrier. See docs/rtl.md for the ports, the beat formats and the
// roadmap (pipelined issue).
module gcn_cu #(
  parameter int unsigned NumWaves = 8,         // wave slots (2..40)
  parameter int unsigned LanesPerCycle = 16,   // VALU lanes per cycle: 16 (4-cycle cadence) .. 64
  parameter int unsigned VgprPool = 512,       // VGPRs (x 64 lanes) shared by all slots
  parameter int unsigned AxiAddrWidth = 64,
  parameter int unsigned AxiDataWidth = 64,
  parameter int unsigned AxiIdWidth = 4,
  parameter bit          RetirePort = 1'b1,
  parameter int unsigned LdsBytes = 65536,     // LDS shared by the resident work-groups
  parameter int unsigned MemDepth = 8  // memory instructions in flight per CU (2..14)
) (
  input  logic                        clk_i,
  input  logic                        rst_ni,
  input  gcn_pkg::mut_id_t            mutant_i,  // checker self-test only: gcn_pkg::MutNone in a real design

  // Wave launch: a valid/ready stream of register-write beats ending in a START beat.
  input  logic                        launch_valid_i,
  output logic                        launch_ready_o,
  input  logic [2:0]                  launch_kind_i,
  input  logic [7:0]                  launch_slot_i,
  input  logic [15:0]                 launch_idx_i,
  input  logic [LanesPerCycle*32-1:0] launch_data_i,
  output logic [NumWaves-1:0]         slot_busy_o,   // slot running or with memory in flight
  output logic [15:0]                 vgpr_free_o,   // VGPRs an ALLOC beat can get now
  output logic                        error_o,       // stopped on an unimplemented instruction
  // SH_HIDDEN_PRIVATE_BASE: the dispatch's scratch (private segment) base, held stable while
  // waves run. A MUBUF access through a V# with this base is a scratch access (retire record).
  input  logic [63:0]                 scratch_base_i,

  // Retire port: typed beats, a record ends with last (RB_END, RB_UNIMPL or RB_DONE).
  output logic                        rvfi_valid_o,
  output logic                        rvfi_last_o,
  output logic [3:0]                  rvfi_kind_o,
  output logic [7:0]                  rvfi_slot_o,
  output logic [15:0]                 rvfi_idx_o,
  output logic [63:0]                 rvfi_a_o,
  output logic [63:0]                 rvfi_b_o,
  output logic [LanesPerCycle*32-1:0] rvfi_data_o,

  // AXI4 master.
  output logic [AxiIdWidth-1:0]       axi_awid_o,
  output logic [AxiAddrWidth-1:0]     axi_awaddr_o,
  output logic [7:0]                  axi_awlen_o,
  output logic [2:0]                  axi_awsize_o,
  output logic [1:0]                  axi_awburst_o,
  output logic                        axi_awvalid_o,
  input  logic                        axi_awready_i,
  output logic [AxiDataWidth-1:0]     axi_wdata_o,
  output logic [AxiDataWidth/8-1:0]   axi_wstrb_o,
  output logic                        axi_wlast_o,
  output logic                        axi_wvalid_o,
  input  logic                        axi_wready_i,
  input  logic [AxiIdWidth-1:0]       axi_bid_i,
  input  logic [1:0]                  axi_bresp_i,
  input  logic                        axi_bvalid_i,
  output logic                        axi_bready_o,
  output logic [AxiIdWidth-1:0]       axi_arid_o,
  output logic [AxiAddrWidth-1:0]     axi_araddr_o,
  output logic [7:0]                  axi_arlen_o,
  output logic [2:0]                  axi_arsize_o,
  output logic [1:0]                  axi_arburst_o,
  output logic                        axi_arvalid_o,
  input  logic                        axi_arready_i,
  input  logic [AxiIdWidth-1:0]       axi_rid_i,
  input  logic [AxiDataWidth-1:0]     axi_rdata_i,
  input  logic [1:0]                  axi_rresp_i,
  input  logic                        axi_rlast_i,
  input  logic                        axi_rvalid_i,
  output logic                        axi_rready_o
);

  // Checker self-test: the selected bug (gcn_pkg::Mut*); synthesis sees MutNone (mut_live).
  gcn_pkg::mut_id_t mut;
  assign mut = gcn_pkg::mut_live(mutant_i);

  localparam int unsigned L = LanesPerCycle;
  localparam int unsigned Groups = 64 / L;
  localparam int unsigned GW = $clog2(Groups + 1);
  localparam int unsigned SW = $clog2(NumWaves);
  localparam int unsigned VRegW = $clog2(VgprPool + 1);
  localparam int unsigned VRows = VgprPool * Groups;
  localparam int unsigned VRowW = $clog2(VRows);
  localparam int unsigned SDepth = NumWaves * 128;
  localparam int unsigned SRowW = $clog2(SDepth);

  // ---------------------------------------------------------------------------------------------
  // Per-wave state.
  // Per-wave state: one packed wave_t record per slot (a packed array: Yosys 0.23 reads a member
  // of a packed array element, not of an unpacked one; a variable-index element is read and
  // written whole, through wcur/wsel/wn below). Per-slot flags are bit vectors for the
  // eligibility logic.
  localparam int unsigned LW = $clog2(LdsBytes);
  typedef struct packed {
    logic [63:0]      pc;
    logic [63:0]      exec;
    logic [63:0]      vcc;
    logic [31:0]      m0;
    logic [31:0]      mode;
    logic [3:0]       vmcnt, lgkm;   // outstanding vector memory / LGKM instructions
    logic [3:0]       wvm, wlgkm;    // s_waitcnt thresholds while parked in it
    logic [VRegW-1:0] vbase;         // first VGPR of the wave in the pool
    logic [LW-1:0]    lbase;         // LDS region of its work-group (bytes), from LAUNCH_GROUP
    logic [16:0]      lsize;
    logic [SW-1:0]    wgs;           // work-group slot
  } wave_t;
  wave_t [NumWaves-1:0] wv_q, wv_d;
  wave_t            wcur;            // wv_q[slot_q]: the wave in the sequencer
  logic [SW-1:0]    ws;              // the one wave record the sequencer may change this cycle
  wave_t            wsel;            // wv_q[ws]
  wave_t            wn;              // its next value (wv_d[ws])
  logic [NumWaves-1:0] scc_q, scc_d;
  logic [NumWaves-1:0] active_q, active_d;
  logic [NumWaves-1:0] wait_q, wait_d;       // blocked in s_waitcnt
  logic [NumWaves-1:0] memblk_q, memblk_d;   // blocked on the full memory-unit queue
  logic [VRegW-1:0] vnext_q, vnext_d;        // VGPR pool bump pointer
  logic [NumWaves-1:0] bar;                  // arrived at s_barrier, not yet released
  logic [NumWaves-1:0] dsblk_q, dsblk_d;     // blocked on the busy DS unit

  // ---------------------------------------------------------------------------------------------
  // Sequencer.
  typedef enum logic [4:0] {
    S_IDLE, S_FETCH, S_DECODE, S_SREAD, S_HDR, S_HDR2, S_SWR, S_VALU, S_VMEM, S_END, S_UNIMPL, S_STOP,
    S_WB, S_DS
  } state_e;

  state_e          state_q, state_d;
  logic [SW-1:0]   slot_q, slot_d;
  logic [SW-1:0]   rr_q, rr_d;
  logic [95:0]     words_q, words_d;
  logic [63:0]     execc_q, execc_d;   // EXEC in effect for the instruction
  logic [31:0]     sv_q [6];           // scalar operand dwords: src0 lo/hi, src1 lo/hi, src2 lo/hi
  logic [31:0]     sv_d [6];
  logic [6:0]      cnt_q, cnt_d;
  logic            vfin;               // a VALU's last lane group: load its scalar results
  logic            inst_beat;          // the instruction's INST beat goes out (see dec_now)
  logic            launch_fire;        // a launch beat is accepted this cycle
  logic [63:0]     npc_q, npc_d;       // next PC
  logic            halt_q, halt_d;
  logic            err_q, err_d;
  // Scalar write queue (up to four dwords) and a pending SCC write.
  logic [6:0]      swq_idx_q [4];
  logic [6:0]      swq_idx_d [4];
  logic [31:0]     swq_val_q [4];
  logic [31:0]     swq_val_d [4];
  logic [2:0]      swq_n_q, swq_n_d;
  logic            sccw_q, sccw_d, sccv_q, sccv_d;
  // Writeback descriptors (gcn_pkg::wb_desc_t) of the memory instructions in flight, one per
  // memory-unit queue entry (written at issue into the tail entry, read when the head entry
  // completes), and of the DS instruction in flight.
  gcn_pkg::wb_desc_t wbq_q [MemDepth];
  gcn_pkg::wb_desc_t iwb;              // the descriptor of the instruction issuing now
  gcn_pkg::wb_desc_t done_wb;          // the descriptor of the entry completing (mu_done_ent)
  gcn_pkg::wb_desc_t dwb_q, dwb_d;     // the DS instruction's
  logic            barr_q, barr_d;     // the instruction is s_barrier

  // Decoded current instruction.
  // In S_DECODE the instruction comes straight from the instruction buffer's registered read
  // (and is latched into words_q); afterwards from words_q.
  gcn_pkg::dec_t dec;
  logic [95:0]   dec_words;
  logic [63:0]   ib_words;
  gcn_decode u_decode (.words_i(dec_words), .dec_o(dec));

  // ---------------------------------------------------------------------------------------------
  // Register files.
  // Six read ports: the six scalar operand slots of an instruction at once (gcn_scalar_opnd).
  logic              sg_we;
  logic [5:0]        sg_re;
  logic [SRowW-1:0]  sg_waddr;
  logic [6*SRowW-1:0] sg_raddr;
  logic [31:0]       sg_wdata;
  logic [6*32-1:0]   sg_rdata;
  gcn_sgpr_file #(.Depth(SDepth), .ReadPorts(6)) u_sgpr (
    .clk_i, .we_i(sg_we), .waddr_i(sg_waddr), .wdata_i(sg_wdata),
    .re_i(sg_re), .raddr_i(sg_raddr), .rdata_o(sg_rdata)
  );

  // Three read ports: port 0 (vg_re/vg_raddr/vg_rdata) reads src0 of a VALU instruction and
  // every other VGPR read; ports 1 and 2 (vg_re_b ...) read src1 and src2.
  logic [L-1:0]      vg_we;
  logic              vg_re;
  logic [1:0]        vg_re_b;
  logic [VRowW-1:0]  vg_waddr, vg_raddr;
  logic [VRowW-1:0]  vg_raddr_b [2];
  logic [L*32-1:0]   vg_wdata, vg_rdata;
  logic [L*32-1:0]   vg_rdata_b [2];
  gcn_vgpr_file #(.Lanes(L), .Rows(VRows), .ReadPorts(3)) u_vgpr (
    .clk_i, .we_i(vg_we), .waddr_i(vg_waddr), .wdata_i(vg_wdata),
    .re_i({vg_re_b, vg_re}), .raddr_i({vg_raddr_b[1], vg_raddr_b[0], vg_raddr}),
    .rdata_o({vg_rdata_b[1], vg_rdata_b[0], vg_rdata})
  );

  // ---------------------------------------------------------------------------------------------
  // Memory unit.
  localparam int unsigned LineBytes = 64;
  logic            mu_fetch_req, mu_fetch_done;
  logic [63:0]     mu_fetch_base;
  logic [LineBytes*8-1:0] mu_fetch_line;
  logic            mu_start, mu_store, mu_sext, mu_full, mu_done, mu_ack, mu_rd_tail;
  localparam int unsigned QW = $clog2(MemDepth);
  logic [QW-1:0]   mu_done_ent, mu_tail;
  // A whole element: Yosys 0.23 reads no member of an indexed array element.
  assign done_wb = wbq_q[mu_done_ent];
  logic [2:0]      mu_size, mu_dwords;
  logic [63:0]     mu_mask;
  logic            mu_buf_we;
  logic [GW-1:0]   mu_buf_group, mu_rd_group;
  logic [2:0]      mu_buf_field;
  logic [L*32-1:0] mu_buf_wdata, mu_rd_gdata;
  logic [5:0]      mu_rd_lane;
  logic [63:0]     mu_rd_addr;
  logic [127:0]    vsharp;           // MUBUF V# (scalar operand slots 0..3)
  assign vsharp = {sv_q[3], sv_q[2], sv_q[1], sv_q[0]};
  logic [127:0]    mu_rd_data;
  logic [GW-1:0]   mu_tail_group;
  logic [2:0]      mu_tail_field;
  logic [L*32-1:0] mu_tail_gdata;
  // Read-back: the issue side reads the tail entry's lanes (its memory-effect beats), the
  // writeback the completing entry's data (gcn_writeback).
  logic [5:0]      mi_rd_lane, wbk_rd_lane;
  logic [1:0]      mu_rd_dword;
  logic [QW-1:0]   wbk_ent;
  assign mu_rd_lane = (state_q == S_VMEM) ? mi_rd_lane : wbk_rd_lane;

  // The issue side (gcn_mem_issue): started after the INST beat (FLAT/MUBUF) or in S_HDR2
  // (SMEM); the sequencer waits in S_VMEM until it starts the memory-unit entry (mi_issue).
  logic            mi_issue, mi_smem, mi_wb_none, mi_bf_bad, mi_re, mi_rb_valid;
  logic [2:0]      mi_bf_nfmt;
  logic [4:0]      mi_wb_n;
  logic [63:0]     mi_wb_mask, mi_rb_a, mi_rb_b;
  logic [VRowW-1:0] mi_raddr;
  logic [3:0]      mi_rb_kind;
  logic [15:0]     mi_rb_idx;
  logic [L*32-1:0] mi_rb_data;
  gcn_mem_issue #(.Lanes(L), .VgprPool(VgprPool)) u_mem_issue (
    .clk_i, .rst_ni, .mutant_i,
    .start_vmem_i(inst_beat && (dec.cls == gcn_pkg::CLS_FLAT || dec.cls == gcn_pkg::CLS_MUBUF)),
    .start_smem_i(state_q == S_HDR2 && dec.cls == gcn_pkg::CLS_SMEM),
    .dec_i(dec), .sv_i({sv_q[5], sv_q[4], sv_q[3], sv_q[2], sv_q[1], sv_q[0]}), .exec_i(execc_q),
    .vbase_i(wcur.vbase), .scratch_base_i, .bf_bad_o(mi_bf_bad), .bf_nfmt_o(mi_bf_nfmt),
    .re_o(mi_re), .raddr_o(mi_raddr), .rdata_i(vg_rdata),
    .buf_we_o(mu_buf_we), .buf_group_o(mu_buf_group), .buf_field_o(mu_buf_field),
    .buf_wdata_o(mu_buf_wdata), .rd_tail_o(mu_rd_tail), .rd_lane_o(mi_rd_lane),
    .rd_addr_i(mu_rd_addr), .rd_data_i(mu_rd_data),
    .tail_group_o(mu_tail_group), .tail_field_o(mu_tail_field), .tail_gdata_i(mu_tail_gdata),
    .issue_o(mi_issue), .smem_o(mi_smem), .store_o(mu_store), .size_o(mu_size), .sext_o(mu_sext),
    .dwords_o(mu_dwords), .mask_o(mu_mask), .wb_none_o(mi_wb_none), .wb_n_o(mi_wb_n),
    .wb_mask_o(mi_wb_mask),
    .rb_valid_o(mi_rb_valid), .rb_kind_o(mi_rb_kind), .rb_idx_o(mi_rb_idx), .rb_a_o(mi_rb_a),
    .rb_b_o(mi_rb_b), .rb_data_o(mi_rb_data)
  );
  assign mu_start = mi_issue;
  // The writeback descriptor of the instruction issuing now (field by field: Yosys 0.23 has no
  // assignment patterns).
  always_comb begin
    iwb = '0;
    iwb.slot = 6'(slot_q);
    iwb.pc = wcur.pc;
    iwb.smem = mi_smem;
    iwb.flat = !mi_smem && dec.cls == gcn_pkg::CLS_FLAT;
    iwb.store = mi_wb_none;
    iwb.dst = mi_smem ? {1'b0, dec.sdst} : dec.vdst;
    iwb.n = mi_wb_n;
    iwb.mask = mi_wb_mask;
  end

  gcn_mem_unit #(
    .Lanes(L), .AxiAddrWidth(AxiAddrWidth), .AxiDataWidth(AxiDataWidth), .AxiIdWidth(AxiIdWidth),
    .LineBytes(LineBytes), .Depth(MemDepth), .WaveBits(SW)
  ) u_mem (
    .clk_i, .rst_ni, .mutant_i,
    .fetch_req_i(mu_fetch_req), .fetch_pc_i(wcur.pc), .fetch_done_o(mu_fetch_done),
    .fetch_base_o(mu_fetch_base), .fetch_line_o(mu_fetch_line),
    .full_o(mu_full), .tail_o(mu_tail), .done_ent_o(mu_done_ent),
    .start_i(mu_start), .op_smem_i(iwb.smem), .op_wave_i(SW'(iwb.slot)), .op_store_i(mu_store), .op_size_i(mu_size), .op_sext_i(mu_sext),
    .op_dwords_i(mu_dwords), .op_mask_i(mu_mask),
    .op_atomic_i(dec.mem_atomic), .op_amo_i(dec.mem_amo),
    .op_buf_i(dec.cls == gcn_pkg::CLS_MUBUF), .op_rsrc_i(vsharp), .op_soffset_i(sv_q[4]),
    .op_offset_i(dec.mem_offset), .op_idxen_i(dec.mem_idxen), .op_offen_i(dec.mem_offen),
    .op_fmt_i(dec.mem_fmt), .op_nfmt_i(mi_bf_nfmt), .op_d16_i(dec.mem_d16),
    .done_o(mu_done),
    .ack_i(mu_ack), .ack_ent_i(wbk_ent),
    .buf_we_i(mu_buf_we), .buf_group_i(mu_buf_group), .buf_field_i(mu_buf_field),
    .buf_wdata_i(mu_buf_wdata), .rd_tail_i(mu_rd_tail), .rd_ent_i(wbk_ent),
    .rd_lane_i(mu_rd_lane), .rd_addr_o(mu_rd_addr),
    .rd_data_o(mu_rd_data), .rd_group_i(mu_rd_group), .rd_dword_i(mu_rd_dword),
    .rd_gdata_o(mu_rd_gdata), .tail_group_i(mu_tail_group), .tail_field_i(mu_tail_field),
    .tail_gdata_o(mu_tail_gdata),
    .axi_awid_o, .axi_awaddr_o, .axi_awlen_o, .axi_awsize_o, .axi_awburst_o, .axi_awvalid_o,
    .axi_awready_i, .axi_wdata_o, .axi_wstrb_o, .axi_wlast_o, .axi_wvalid_o, .axi_wready_i,
    .axi_bid_i, .axi_bresp_i, .axi_bvalid_i, .axi_bready_o,
    .axi_arid_o, .axi_araddr_o, .axi_arlen_o, .axi_arsize_o, .axi_arburst_o, .axi_arvalid_o,
    .axi_arready_i, .axi_rid_i, .axi_rdata_i, .axi_rresp_i, .axi_rlast_i, .axi_rvalid_i,
    .axi_rready_o
  );

  assign dec_words = (state_q == S_DECODE) ? {32'd0, ib_words} : words_q;

  logic [SW-1:0] lslot;  // launch beat's slot
  assign lslot = launch_slot_i[SW-1:0];
  logic [SW-1:0] lwg;    // LAUNCH_GROUP beat's work-group slot
  assign lwg = launch_idx_i[SW-1:0];

  // ---------------------------------------------------------------------------------------------
  // Instruction buffers: one fetched window per wave; S_FETCH fetches only on a miss.
  logic            ib_hit, ib_rd, ib_inval;
  // While idle, or when S_END goes straight on to the next instruction (end_pick), it looks up
  // the wave the scheduler picks; otherwise the wave in the sequencer (whose fetch fills it in
  // S_FETCH).
  logic            end_pick;
  logic [SW-1:0]   ib_slot;
  logic [63:0]     ib_pc;
  /* verilator lint_off UNUSEDSIGNAL */
  wave_t           wpick;            // wv_q[pick], read whole (Yosys 0.23), only its pc used
  /* verilator lint_on UNUSEDSIGNAL */
  assign wpick = wv_q[pick];
  assign ib_slot = (state_q == S_IDLE || end_pick) ? pick : slot_q;
  assign ib_pc = (state_q == S_IDLE) ? wpick.pc : !end_pick ? wcur.pc : (pick == slot_q) ? npc_q : wpick.pc;
  gcn_ibuf #(.NumWaves(NumWaves), .LineBytes(LineBytes)) u_ibuf (
    .clk_i, .rst_ni, .mutant_i,
    .slot_i(ib_slot), .pc_i(ib_pc), .hit_o(ib_hit), .rd_i(ib_rd), .words_o(ib_words),
    .fill_i(mu_fetch_done), .fill_base_i(mu_fetch_base), .fill_line_i(mu_fetch_line),
    .inval_i(ib_inval), .inval_slot_i(lslot)
  );

  // ---------------------------------------------------------------------------------------------
  // DS unit and LDS.
  logic            ds_ok, ds_late, ds_start, ds_busy, ds_done, ds_ack, ds_buf_we, ds_hit;
  logic            di_re, di_issue, di_rb_valid;
  logic [VRowW-1:0] di_raddr;
  logic [GW-1:0]   ds_buf_group;
  logic [5:0]      ds_eff_lane;
  logic [2:0]      ds_n0, ds_ret, ds_field;
  logic [1:0]      ds_n1;
  logic [63:0]     ds_eaddr, ds_eb;
  logic [127:0]    ds_edata;
  logic [L*32-1:0] ds_rd_gdata;
  gcn_ds_unit #(.Lanes(L), .LdsBytes(LdsBytes)) u_ds (
    .clk_i, .rst_ni, .mutant_i,
    .op_i(dec.op), .offset0_i(dec.ds_off0), .offset1_i(dec.ds_off1), .m0_i(wcur.m0),
    .lds_size_i(wcur.lsize), .lds_base_i(wcur.lbase),
    .shape_ok_o(ds_ok), .shape_n0_o(ds_n0), .shape_n1_o(ds_n1), .shape_ret_o(ds_ret),
    .shape_late_o(ds_late),
    .buf_we_i(ds_buf_we), .buf_group_i(ds_buf_group), .buf_field_i(ds_field), .buf_wdata_i(vg_rdata),
    .eff_lane_i(ds_eff_lane), .eff_hit_o(ds_hit), .eff_addr_o(ds_eaddr), .eff_b_o(ds_eb),
    .eff_data_o(ds_edata),
    .start_i(ds_start), .mask_i(execc_q), .busy_o(ds_busy), .done_o(ds_done), .ack_i(ds_ack),
    .rd_group_i(mu_rd_group), .rd_dword_i(mu_rd_dword), .rd_gdata_o(ds_rd_gdata)
  );
  // The issue side (gcn_ds_issue): started beside the INST beat; the sequencer waits in S_DS
  // until it starts the unit (di_issue).
  gcn_ds_issue #(.Lanes(L), .VgprPool(VgprPool)) u_ds_issue (
    .clk_i, .rst_ni,
    .start_i(inst_beat && dec.cls == gcn_pkg::CLS_DS), .vaddr_i(dec.vaddr), .vdata0_i(dec.vdata),
    .vdata1_i(dec.vdata1), .exec_i(execc_q), .vbase_i(wcur.vbase),
    .re_o(di_re), .raddr_o(di_raddr),
    .n0_i(ds_n0), .n1_i(ds_n1), .late_i(ds_late), .buf_we_o(ds_buf_we), .buf_group_o(ds_buf_group),
    .buf_field_o(ds_field), .eff_lane_o(ds_eff_lane), .eff_hit_i(ds_hit), .busy_i(ds_busy),
    .done_i(ds_done), .start_o(ds_start), .issue_o(di_issue), .rb_valid_o(di_rb_valid)
  );

  // ---------------------------------------------------------------------------------------------
  // Writeback (gcn_writeback): a memory-unit or DS completion, started from S_IDLE; the
  // sequencer waits in S_WB and, in its last cycle (wbk_done), counts the completion down and
  // emits the RB_DONE record.
  logic             wbk_start_mem, wbk_start_ds, wbk_data, wbk_done, wbk_sw_we, wbk_rb_valid;
  gcn_pkg::wb_desc_t wbk_desc;
  logic [6:0]       wbk_sw_idx;
  logic [31:0]      wbk_sw_val;
  logic [L-1:0]     wbk_we;
  logic [VRowW-1:0] wbk_waddr;
  logic [L*32-1:0]  wbk_wdata, wbk_rb_data;
  logic [3:0]       wbk_rb_kind;
  logic [15:0]      wbk_rb_idx;
  logic [63:0]      wbk_rb_a, wbk_rb_b;
  assign wbk_start_mem = state_q == S_IDLE && !launch_fire && mu_done;
  assign wbk_start_ds = state_q == S_IDLE && !launch_fire && !mu_done && ds_done;
  gcn_writeback #(.Lanes(L), .VgprPool(VgprPool), .MemDepth(MemDepth)) u_writeback (
    .clk_i, .rst_ni, .mutant_i,
    .start_mem_i(wbk_start_mem), .ent_i(mu_done_ent), .start_ds_i(wbk_start_ds),
    .desc_i(wbk_start_mem ? done_wb : dwb_q), .desc_o(wbk_desc), .ent_o(wbk_ent),
    .vbase_i(wsel.vbase), .data_o(wbk_data), .done_o(wbk_done), .ack_mem_o(mu_ack), .ack_ds_o(ds_ack),
    .rd_lane_o(wbk_rd_lane), .rd_group_o(mu_rd_group), .rd_dword_o(mu_rd_dword),
    .mem_rd_data_i(mu_rd_data[31:0]), .mem_rd_gdata_i(mu_rd_gdata), .ds_rd_gdata_i(ds_rd_gdata),
    .sw_we_o(wbk_sw_we), .sw_idx_o(wbk_sw_idx), .sw_val_o(wbk_sw_val),
    .we_o(wbk_we), .waddr_o(wbk_waddr), .wdata_o(wbk_wdata),
    .rb_valid_o(wbk_rb_valid), .rb_kind_o(wbk_rb_kind), .rb_idx_o(wbk_rb_idx), .rb_a_o(wbk_rb_a),
    .rb_b_o(wbk_rb_b), .rb_data_o(wbk_rb_data)
  );

  // ---------------------------------------------------------------------------------------------
  // Scalar ALU.
  logic [63:0] salu_res, salu_exec, salu_pc;
  logic        salu_write, salu_scc_we, salu_scc, salu_exec_we, salu_pc_we, salu_mode_we;
  logic [31:0] salu_mode;
  gcn_salu u_salu (
    .op_i(dec.op), .a_i({sv_q[1], sv_q[0]}), .b_i({sv_q[3], sv_q[2]}), .simm16_i(dec.simm16),
    .scc_i(scc_q[slot_q]), .exec_i(execc_q), .pc_i(wcur.pc), .mode_i(wcur.mode),
    .result_o(salu_res), .write_o(salu_write), .scc_we_o(salu_scc_we), .scc_o(salu_scc),
    .exec_we_o(salu_exec_we), .exec_o(salu_exec), .pc_we_o(salu_pc_we), .pc_o(salu_pc),
    .mode_we_o(salu_mode_we), .mode_o(salu_mode)
  );

  // ---------------------------------------------------------------------------------------------
  // Vector ALU (gcn_simd): started beside a VALU instruction's INST beat; the sequencer waits in
  // S_VALU until its last lane group (simd_fin), whose scalar results it then writes.
  logic             simd_start, simd_fin, simd_rb_valid;
  logic [63:0]      simd_mask, simd_rb_a, simd_rb_b;
  logic [31:0]      simd_lane_val;
  logic [2:0]       simd_re;
  logic [3*VRowW-1:0] simd_raddr;
  logic [L-1:0]     simd_we;
  logic [VRowW-1:0] simd_waddr;
  logic [L*32-1:0]  simd_wdata;
  logic [15:0]      simd_rb_idx;
  assign simd_start = inst_beat && dec.cls == gcn_pkg::CLS_VALU;
  gcn_simd #(.Lanes(L), .VgprPool(VgprPool)) u_simd (
    .clk_i, .rst_ni, .mutant_i,
    .start_i(simd_start), .dec_i(dec), .sv_i({sv_q[5], sv_q[4], sv_q[3], sv_q[2], sv_q[1], sv_q[0]}),
    .exec_i(execc_q), .vcc_i(wcur.vcc), .mode_i(wcur.mode[9:0]), .vbase_i(wcur.vbase),
    .fin_o(simd_fin), .mask_o(simd_mask), .lane_val_o(simd_lane_val),
    .re_o(simd_re), .raddr_o(simd_raddr), .rdata_i({vg_rdata_b[1], vg_rdata_b[0], vg_rdata}),
    .we_o(simd_we), .waddr_o(simd_waddr), .wdata_o(simd_wdata),
    .rb_valid_o(simd_rb_valid), .rb_idx_o(simd_rb_idx), .rb_a_o(simd_rb_a), .rb_b_o(simd_rb_b)
  );
  // Read ports 1 and 2 serve only the VALU's src1 and src2.
  assign vg_re_b = simd_re[2:1];
  assign vg_raddr_b[0] = simd_raddr[VRowW +: VRowW];
  assign vg_raddr_b[1] = simd_raddr[2*VRowW +: VRowW];

  // ---------------------------------------------------------------------------------------------
  // Helpers.

  // Scalar operands: slot k (src0 lo/hi, src1 lo/hi, src2 lo/hi; SMEM: SBASE pair, offset
  // SGPR) read from SGPR read port k in S_DECODE and captured in S_SREAD, or taken from the
  // VCC/EXEC/M0/SCC flops, inline constants and the literal.
  logic [5:0]        so_re;
  logic [6*SRowW-1:0] so_raddr;
  logic [6*32-1:0]   so_val;
  logic              so_any;
  gcn_scalar_opnd #(.SlotW(SW), .RowW(SRowW)) u_sopnd (
    .dec_i(dec), .slot_i(slot_q), .vcc_i(wcur.vcc), .exec_i(wcur.exec),
    .m0_i(wcur.m0), .scc_i(scc_q[slot_q]), .rdata_i(sg_rdata),
    .re_o(so_re), .raddr_o(so_raddr), .val_o(so_val), .any_o(so_any)
  );

  // VGPR file row of (absolute VGPR r, lane group g).
  function automatic logic [VRowW-1:0] vrow(input logic [VRegW-1:0] r, input logic [GW-1:0] g);
    vrow = VRowW'(32'(r) * Groups + 32'(g));
  endfunction

  logic [63:0] cur_vcc, cur_exec;
  assign cur_vcc = wcur.vcc;
  assign cur_exec = wcur.exec;

  // Wave scheduler: which slot the sequencer takes next (round robin over the eligible ones)
  // and which slots are occupied (for the launcher and the VGPR allocator).
  logic [3:0]          wait_slack;
  assign wait_slack = (mut == gcn_pkg::MutWaitcntEarly) ? 4'd1 : 4'd0;
  logic                wait_strict;  // mutant waitcnt_lt: pass only below the threshold
  assign wait_strict = mut == gcn_pkg::MutWaitcntLt;
  logic                pick_valid;
  logic [SW-1:0]       pick;
  logic [NumWaves-1:0] busy;
  logic [NumWaves*4-1:0] sch_vm, sch_lgkm, sch_wvm, sch_wlgkm;
  logic [NumWaves*SW-1:0] wv_wgs;           // each wave's work-group slot (barrier release)
  // Each wave's record is copied whole into a module-level struct before its fields are read:
  // Yosys 0.23 leaves `wv_q[w].field` and members of structs declared in procedural or generate
  // blocks undriven (implicit wires).
  /* verilator lint_off UNUSEDSIGNAL */
  wave_t wq;
  /* verilator lint_on UNUSEDSIGNAL */
  always_comb begin
    wq = '0;
    for (int w = 0; w < NumWaves; w++) begin
      wq = wv_q[w];
      sch_vm[w*4 +: 4] = wq.vmcnt;
      sch_lgkm[w*4 +: 4] = wq.lgkm;
      sch_wvm[w*4 +: 4] = wq.wvm;
      sch_wlgkm[w*4 +: 4] = wq.wlgkm;
      wv_wgs[w*SW +: SW] = wq.wgs;
    end
  end
  gcn_wave_sched #(.NumWaves(NumWaves)) u_sched (
    .active_i(active_q), .wait_i(wait_q), .memblk_i(memblk_q), .bar_i(bar), .dsblk_i(dsblk_q),
    .vmcnt_i(sch_vm), .lgkmcnt_i(sch_lgkm), .wait_vm_i(sch_wvm), .wait_lgkm_i(sch_wlgkm),
    .wait_slack_i(wait_slack), .wait_strict_i(wait_strict), .stopped_i(err_q), .mem_full_i(mu_full), .ds_busy_i(ds_busy),
    .rr_i(rr_q), .pick_valid_o(pick_valid), .pick_o(pick), .busy_o(busy)
  );
  // s_barrier: a wave parks at its barrier (and counts halted) in its S_END.
  gcn_wg_barrier #(.NumWaves(NumWaves)) u_barrier (
    .clk_i, .rst_ni, .mutant_i,
    .start_i(launch_fire && launch_kind_i == gcn_pkg::LAUNCH_START), .start_wave_i(lslot),
    .group_i(launch_fire && launch_kind_i == gcn_pkg::LAUNCH_GROUP), .group_slot_i(lwg),
    .group_n_i(7'(launch_data_i[95:64])), .group_reset_i(launch_data_i[96]),
    .arrive_i(state_q == S_END && barr_q), .halt_i(state_q == S_END && halt_q), .wave_i(slot_q),
    .wave_group_i(wcur.wgs), .groups_i(wv_wgs), .bar_o(bar)
  );
  assign slot_busy_o = busy;
  // S_END picks the next instruction itself (saving the S_IDLE cycle) when S_IDLE would have
  // nothing else to do first - no launch beat, no memory or DS completion - and the pick is not
  // the ending wave parking at s_endpgm or s_barrier (its flags change only this cycle).
  assign end_pick = state_q == S_END && pick_valid && !launch_valid_i && !mu_done && !ds_done &&
                    !(pick == slot_q && (halt_q || barr_q));
  assign vgpr_free_o = 16'((busy == '0) ? VgprPool : (VgprPool - 32'(vnext_q)));
  assign error_o = err_q;

  // SOPP branch target and condition.
  logic [63:0] br_target;
  logic        br_taken;
  assign br_target = wcur.pc + 64'd4 + {{46{dec.simm16[15]}}, dec.simm16, 2'b00} +
                     ((mut == gcn_pkg::MutBranchOffset && dec.op != gcn_opcodes_pkg::OP_S_BRANCH)
                      ? 64'd4 : 64'd0);
  always_comb begin
    unique case (dec.op)
      gcn_opcodes_pkg::OP_S_BRANCH: br_taken = 1'b1;
      gcn_opcodes_pkg::OP_S_CBRANCH_SCC0: br_taken = !scc_q[slot_q];
      gcn_opcodes_pkg::OP_S_CBRANCH_SCC1: br_taken = scc_q[slot_q];
      gcn_opcodes_pkg::OP_S_CBRANCH_VCCZ: br_taken = cur_vcc == 64'd0;
      gcn_opcodes_pkg::OP_S_CBRANCH_VCCNZ: br_taken = cur_vcc != 64'd0;
      gcn_opcodes_pkg::OP_S_CBRANCH_EXECZ: br_taken = cur_exec == 64'd0;
      gcn_opcodes_pkg::OP_S_CBRANCH_EXECNZ: br_taken = cur_exec != 64'd0;
      default: br_taken = 1'b0;
    endcase
  end

  // ---------------------------------------------------------------------------------------------
  // Retire beat (registered onto the port).
  logic            rb_valid, rb_last;
  // The instruction's INST beat goes out in the cycle it is known to execute: S_DECODE when it
  // parks nowhere and has no scalar operands to read, S_SREAD with them, S_HDR for a buffer
  // format instruction (continuous: gcn_simd starts from it).
  logic            dec_unimpl, dec_wait, dec_memblk, dec_dsblk, dec_now;
  assign dec_unimpl = dec.cls == gcn_pkg::CLS_UNSUP || (dec.cls == gcn_pkg::CLS_DS && !ds_ok);
  assign dec_wait = dec.op == gcn_opcodes_pkg::OP_S_WAITCNT &&
                    (wcur.vmcnt > dec.simm16[3:0] + wait_slack ||
                     wcur.lgkm > dec.simm16[11:8] + wait_slack ||
                     (wait_strict && (wcur.vmcnt >= dec.simm16[3:0] || wcur.lgkm >= dec.simm16[11:8])));
  assign dec_memblk = (dec.cls == gcn_pkg::CLS_SMEM || dec.cls == gcn_pkg::CLS_FLAT ||
                       dec.cls == gcn_pkg::CLS_MUBUF) && mu_full;
  assign dec_dsblk = dec.cls == gcn_pkg::CLS_DS && ds_busy;
  assign dec_now = dec.cls == gcn_pkg::CLS_DS || !so_any;  // no scalar operands (DS: M0 is a flop)
  assign inst_beat = (state_q == S_DECODE && !dec_unimpl && !dec_wait && !dec_memblk && !dec_dsblk && dec_now) ||
                     (state_q == S_SREAD && !dec.mem_fmt) || (state_q == S_HDR && !mi_bf_bad);
  logic            exec_due_q, exec_due_d;  // the RB_EXEC beat is due this cycle
  logic            exec_clash;       // ... but the state emits a beat of its own (assertion)
  logic [3:0]      rb_kind;
  logic [7:0]      rb_slot;
  logic [15:0]     rb_idx;
  logic [63:0]     rb_a, rb_b;
  logic [L*32-1:0] rb_data;

  // Scalar write (one per cycle) into the RAM or the VCC/M0/EXEC flops.
  logic            sw_we;
  logic [SW-1:0]   sw_slot;
  logic [6:0]      sw_idx;
  logic [31:0]     sw_val;

  // Launch beat accepted this cycle.
  logic            alloc_ok;
  logic [VRegW-1:0] alloc_base;
  assign alloc_base = (busy == '0) ? '0 : vnext_q;
  assign alloc_ok = ({1'b0, alloc_base} + {1'b0, launch_idx_i[VRegW-1:0]}) <= (VRegW + 1)'(VgprPool);
  assign launch_ready_o = (state_q == S_IDLE) && !(launch_kind_i == gcn_pkg::LAUNCH_ALLOC && !alloc_ok);
  assign launch_fire = launch_valid_i && launch_ready_o;


  // The wave record the sequencer writes this cycle: the launch beat's slot while idle, the
  // completing instruction's wave during a writeback, the issuing wave otherwise.
  always_comb begin
    unique case (state_q)
      S_IDLE: ws = lslot;
      S_WB: ws = SW'(wbk_desc.slot);
      default: ws = slot_q;
    endcase
    // Mutants: an SMEM completion credited to (an LDS return written into) the next slot.
    if ((mut == gcn_pkg::MutSmemWrongWave && state_q == S_WB && wbk_done && wbk_desc.smem) ||
        (mut == gcn_pkg::MutLdsWrongWave && state_q == S_WB && wbk_data && wbk_desc.ds)) begin
      ws = SW'((32'(ws) + 1) % NumWaves);
    end
  end
  assign wcur = wv_q[slot_q];
  assign wsel = wv_q[ws];

  logic [VRegW-1:0] vreg_abs;

  always_comb begin
    state_d = state_q;
    slot_d = slot_q;
    rr_d = rr_q;
    words_d = words_q;
    execc_d = execc_q;
    for (int i = 0; i < 6; i++) sv_d[i] = sv_q[i];
    cnt_d = cnt_q;
    vfin = 1'b0;
    npc_d = npc_q;
    halt_d = halt_q;
    err_d = err_q;
    for (int i = 0; i < 4; i++) swq_idx_d[i] = swq_idx_q[i];
    for (int i = 0; i < 4; i++) swq_val_d[i] = swq_val_q[i];
    swq_n_d = swq_n_q;
    sccw_d = sccw_q;
    sccv_d = sccv_q;
    barr_d = barr_q;
    dwb_d = dwb_q;
    dsblk_d = dsblk_q;
    scc_d = scc_q;
    active_d = active_q;
    wait_d = wait_q;
    memblk_d = memblk_q;
    vnext_d = vnext_q;
    wv_d = wv_q;
    wn = wsel;

    sg_we = 1'b0;
    sg_waddr = '0;
    sg_wdata = '0;
    sg_re = '0;
    sg_raddr = '0;
    vg_we = '0;
    vg_waddr = '0;
    vg_wdata = '0;
    vg_re = 1'b0;
    vg_raddr = '0;
    mu_fetch_req = 1'b0;
    ib_rd = 1'b0;
    ib_inval = 1'b0;
    rb_valid = 1'b0;
    rb_last = 1'b0;
    rb_kind = gcn_pkg::RB_INST;
    rb_slot = 8'(slot_q);
    rb_idx = '0;
    rb_a = '0;
    rb_b = '0;
    rb_data = '0;
    sw_we = 1'b0;
    sw_slot = slot_q;
    sw_idx = '0;
    sw_val = '0;
    vreg_abs = '0;
    exec_due_d = exec_due_q;

    unique case (state_q)
      // -------------------------------------------------------------------------------------------
      S_IDLE: begin
        if (launch_fire) begin
          unique case (launch_kind_i)
            gcn_pkg::LAUNCH_SGPR: begin
              sw_we = 1'b1;
              sw_slot = lslot;
              sw_idx = launch_idx_i[6:0];
              sw_val = launch_data_i[31:0];
            end
            gcn_pkg::LAUNCH_VGPR: begin
              vg_we = '1;
              vreg_abs = wsel.vbase + VRegW'(launch_idx_i[7:0]);
              vg_waddr = vrow(vreg_abs, GW'(launch_idx_i[9:8]));
              vg_wdata = launch_data_i;
            end
            gcn_pkg::LAUNCH_STATE: begin
              scc_d[lslot] = launch_data_i[0];
              wn.mode = launch_data_i[63:32];
            end
            gcn_pkg::LAUNCH_ALLOC: begin
              wn.vbase = alloc_base;
              vnext_d = alloc_base + launch_idx_i[VRegW-1:0];
            end
            gcn_pkg::LAUNCH_START: begin
              wn.pc = launch_data_i[63:0];
              ib_inval = 1'b1;
              active_d[lslot] = 1'b1;
              wait_d[lslot] = 1'b0;
              memblk_d[lslot] = 1'b0;
              dsblk_d[lslot] = 1'b0;
            end
            gcn_pkg::LAUNCH_GROUP: begin
              wn.wgs = lwg;
              wn.lbase = LW'(launch_data_i[31:0]);
              wn.lsize = 17'(launch_data_i[63:32]);
            end
            default: ;
          endcase
        end else if (mu_done) begin
          // A memory instruction has completed (in the order the unit allows): its writeback and
          // completion record.
          state_d = S_WB;  // u_writeback starts now
        end else if (ds_done) begin
          state_d = S_WB;
        end else if (pick_valid) begin
          // The picked wave's instruction-buffer lookup happens now (ib_slot): a hit goes
          // straight to S_DECODE.
          slot_d = pick;
          rr_d = pick;
          if (ib_hit) begin
            ib_rd = 1'b1;
            state_d = S_DECODE;
          end else begin
            state_d = S_FETCH;
          end
        end
      end

      // -------------------------------------------------------------------------------------------
      S_FETCH: begin
        // A miss fetches the window (the fill lands as mu_fetch_done), then hits here.
        if (ib_hit) begin
          ib_rd = 1'b1;
          state_d = S_DECODE;
        end else begin
          mu_fetch_req = 1'b1;
        end
      end

      S_DECODE: begin
        words_d = dec_words;
        execc_d = wcur.exec;
        npc_d = wcur.pc + {60'd0, dec.size};
        halt_d = 1'b0;
        barr_d = 1'b0;
        swq_n_d = '0;
        sccw_d = 1'b0;
        if (dec_unimpl) begin
          state_d = S_UNIMPL;
        end else if (dec_wait) begin
          wait_d[slot_q] = 1'b1;
          wn.wvm = dec.simm16[3:0];
          wn.wlgkm = dec.simm16[11:8];
          state_d = S_IDLE;
        end else if (dec_memblk) begin
          memblk_d[slot_q] = 1'b1;
          state_d = S_IDLE;
        end else if (dec_dsblk) begin
          dsblk_d[slot_q] = 1'b1;
          state_d = S_IDLE;
        end else if (!dec_now) begin
          state_d = S_SREAD;
        end
        // The scalar operand slots' SGPR reads, from the instruction-buffer decode (no scalar
        // write happens in this state); slots stay 0 when S_SREAD is skipped.
        sg_re = so_re;
        sg_raddr = so_raddr;
        for (int i = 0; i < 6; i++) sv_d[i] = '0;
      end

      // Scalar operands: all six slots captured at once, beside the INST beat - except for a
      // buffer format instruction, whose format check needs the captured V# (S_HDR).
      S_SREAD: begin
        for (int i = 0; i < 6; i++) sv_d[i] = so_val[i*32 +: 32];
        if (dec.mem_fmt) state_d = S_HDR;
      end

      S_HDR: begin
        if (mi_bf_bad) state_d = S_UNIMPL;  // a buffer format golden lacks
      end

      S_HDR2: begin
        unique case (dec.cls)
          // SALU and SOPP compute here, beside the EXEC beat (their operands are all read).
          gcn_pkg::CLS_SALU: begin
            if (dec.sdst_we && salu_write) begin
              swq_idx_d[0] = dec.sdst;
              swq_val_d[0] = salu_res[31:0];
              swq_idx_d[1] = dec.sdst + 7'd1;
              swq_val_d[1] = salu_res[63:32];
              swq_n_d = dec.dst_64 ? 3'd2 : 3'd1;
            end
            if (salu_exec_we) begin
              swq_idx_d[2] = gcn_pkg::OPND_EXEC_LO[6:0];
              swq_val_d[2] = salu_exec[31:0];
              swq_idx_d[3] = gcn_pkg::OPND_EXEC_HI[6:0];
              swq_val_d[3] = salu_exec[63:32];
              swq_n_d = 3'd4;
            end
            sccw_d = salu_scc_we;
            sccv_d = salu_scc;
            if (salu_pc_we) npc_d = salu_pc;
            if (salu_mode_we) wn.mode = salu_mode;
            state_d = S_SWR;
          end
          gcn_pkg::CLS_SOPP: begin
            if (br_taken) npc_d = br_target;
            halt_d = dec.op == gcn_opcodes_pkg::OP_S_ENDPGM;
            barr_d = dec.op == gcn_opcodes_pkg::OP_S_BARRIER;
            state_d = S_END;
          end
          gcn_pkg::CLS_SMEM: state_d = S_VMEM;  // u_mem_issue starts now
          default: state_d = S_UNIMPL;  // VALU, FLAT, MUBUF and DS do not come here
        endcase
      end

      // -------------------------------------------------------------------------------------------
      // Scalar write queue, then SCC, one per cycle, each with its retire beat.
      S_SWR: begin
        if (cnt_q < {4'd0, swq_n_q}) begin
          sw_we = 1'b1;
          sw_idx = swq_idx_q[cnt_q[1:0]];
          if (mut == gcn_pkg::MutSgprIndex && sw_idx == 7'd5) sw_idx = 7'd4;
          sw_val = swq_val_q[cnt_q[1:0]];
          rb_valid = 1'b1;
          rb_kind = gcn_pkg::RB_SGPR;
          rb_idx = {9'd0, sw_idx};
          rb_a = {32'd0, sw_val};
          cnt_d = cnt_q + 7'd1;
        end else begin
          if (sccw_q) begin
            if (mut != gcn_pkg::MutSccNotWritten) scc_d[slot_q] = sccv_q;
            rb_valid = 1'b1;
            rb_kind = gcn_pkg::RB_SCC;
            rb_a = {63'd0, sccv_q};
          end
          state_d = S_END;
        end
      end

      // -------------------------------------------------------------------------------------------
      // VALU: gcn_simd writes each lane group's result (and its RB_VGPR beat) on the VGPR write
      // port, until its last group.
      S_VALU: begin
        vg_we = simd_we;
        vg_waddr = simd_waddr;
        vg_wdata = simd_wdata;
        if (simd_rb_valid) begin
          rb_valid = 1'b1;
          rb_kind = gcn_pkg::RB_VGPR;
          rb_idx = simd_rb_idx;
          rb_a = simd_rb_a;
          rb_b = simd_rb_b;
          rb_data = simd_wdata;
        end
        if (simd_fin) begin
          vfin = 1'b1;
          state_d = S_END;
        end
      end

      // -------------------------------------------------------------------------------------------
      // SMEM, FLAT, MUBUF: gcn_mem_issue reads the VGPR operands on read port 0, fills the memory
      // unit's tail entry and emits the memory effects, then starts the entry: the wave's
      // counters go up (SMEM: lgkmcnt; FLAT: vmcnt and lgkmcnt; MUBUF: vmcnt).
      S_VMEM: begin
        vg_re = mi_re;
        vg_raddr = mi_raddr;
        if (mi_rb_valid) begin
          rb_valid = 1'b1;
          rb_kind = mi_rb_kind;
          rb_idx = mi_rb_idx;
          rb_a = mi_rb_a;
          rb_b = mi_rb_b;
          rb_data = mi_rb_data;
        end
        if (mi_issue) begin
          if (mi_smem) begin
            wn.lgkm = wcur.lgkm + 4'd1;
          end else begin
            if (mut != gcn_pkg::MutVmcntAtIssue) wn.vmcnt = wcur.vmcnt + 4'd1;
            if (dec.cls == gcn_pkg::CLS_FLAT && mut != gcn_pkg::MutFlatNoLgkm) wn.lgkm = wcur.lgkm + 4'd1;
          end
          state_d = S_END;
        end
      end

      // -------------------------------------------------------------------------------------------
      // DS: gcn_ds_issue reads the VGPR operands on read port 0 into the DS unit, names the lanes
      // whose effect beat goes out (the unit's effect view), then starts the unit: lgkmcnt goes
      // up and the writeback descriptor is kept for the completion.
      S_DS: begin
        vg_re = di_re;
        vg_raddr = di_raddr;
        if (di_rb_valid) begin
          rb_valid = 1'b1;
          rb_kind = gcn_pkg::RB_MEM;
          rb_idx = {10'd0, ds_eff_lane};
          rb_a = ds_eaddr;
          rb_b = ds_eb;
          rb_data[127:0] = ds_edata;
        end
        if (di_issue) begin
          wn.lgkm = wcur.lgkm + 4'd1;
          dwb_d = '0;  // field by field: Yosys 0.23 has no assignment patterns
          dwb_d.slot = 6'(slot_q);
          dwb_d.ds = 1'b1;
          dwb_d.dst = dec.vdst;
          dwb_d.n = {2'd0, ds_ret};
          dwb_d.mask = execc_q;
          dwb_d.pc = wcur.pc;
          state_d = S_END;
        end
      end

      // -------------------------------------------------------------------------------------------
      S_END: begin
        rb_valid = 1'b1;
        rb_last = 1'b1;
        rb_kind = gcn_pkg::RB_END;
        rb_idx = halt_q ? gcn_pkg::EVENT_HALT : barr_q ? gcn_pkg::EVENT_BARRIER : gcn_pkg::EVENT_NONE;
        rb_a = npc_q;
        rb_b = gcn_pkg::rb_cnt_b(3'd0, wcur.lgkm, wcur.vmcnt);
        wn.pc = npc_q;
        if (halt_q) active_d[slot_q] = 1'b0;
        state_d = S_IDLE;
        if (end_pick) begin  // as S_IDLE's pick
          slot_d = pick;
          rr_d = pick;
          ib_rd = ib_hit;
          state_d = ib_hit ? S_DECODE : S_FETCH;
        end
      end

      S_UNIMPL: begin
        rb_valid = 1'b1;
        rb_last = 1'b1;
        rb_kind = gcn_pkg::RB_UNIMPL;
        rb_idx = {6'd0, dec.op};
        rb_a = wcur.pc;
        rb_b = {60'd0, dec.size};
        rb_data[95:0] = words_q;
        err_d = 1'b1;
        state_d = S_STOP;
      end

      S_STOP: state_d = S_STOP;

      // -------------------------------------------------------------------------------------------
      // Completion (gcn_writeback): the returned data into SGPRs or VGPRs, then RB_DONE with the
      // wave's counters counted down (SMEM: lgkmcnt; FLAT: vmcnt and lgkmcnt; MUBUF: vmcnt; DS:
      // lgkmcnt).
      S_WB: begin
        vg_we = wbk_we;
        vg_waddr = wbk_waddr;
        vg_wdata = wbk_wdata;
        rb_slot = 8'(wbk_desc.slot);
        if (wbk_sw_we) begin
          sw_we = 1'b1;
          sw_slot = SW'(wbk_desc.slot);
          sw_idx = wbk_sw_idx;
          sw_val = wbk_sw_val;
        end
        if (wbk_rb_valid) begin
          rb_valid = 1'b1;
          rb_kind = wbk_rb_kind;
          rb_idx = wbk_rb_idx;
          rb_a = wbk_rb_a;
          rb_b = wbk_rb_b;
          if (wbk_rb_kind == gcn_pkg::RB_WB_VGPR) rb_data = wbk_rb_data;
        end
        if (wbk_done) begin
          rb_valid = 1'b1;
          rb_last = 1'b1;
          rb_kind = gcn_pkg::RB_DONE;
          if (wbk_desc.smem || wbk_desc.ds) begin
            wn.lgkm = wsel.lgkm - 4'd1;
            rb_idx = {13'd0, gcn_opcodes_pkg::CNT_LGKM};
          end else if (wbk_desc.flat) begin
            if (mut != gcn_pkg::MutVmcntAtIssue) wn.vmcnt = wsel.vmcnt - 4'd1;
            wn.lgkm = wsel.lgkm - 4'd1;
            rb_idx = {13'd0, gcn_opcodes_pkg::CNT_VM | gcn_opcodes_pkg::CNT_LGKM};
          end else begin
            if (mut != gcn_pkg::MutVmcntAtIssue) wn.vmcnt = wsel.vmcnt - 4'd1;
            rb_idx = {13'd0, gcn_opcodes_pkg::CNT_VM};
          end
          rb_a = wbk_desc.pc;
          rb_b = gcn_pkg::rb_cnt_b(3'd0, wn.lgkm, wn.vmcnt);
          state_d = S_IDLE;
        end
      end

      default: state_d = S_IDLE;
    endcase

    // After its INST beat every instruction goes to its first state, whose first cycle carries
    // the EXEC beat (no state emits a beat of its own there): VALU to S_VALU, FLAT/MUBUF and DS to their address
    // gathers, SALU, SOPP and SMEM to S_HDR2, where they compute or start.
    if (inst_beat) begin
      cnt_d = '0;
      exec_due_d = 1'b1;
      unique case (dec.cls)
        gcn_pkg::CLS_VALU: state_d = S_VALU;  // lane group 0's operand reads go out now (u_simd)
        gcn_pkg::CLS_FLAT, gcn_pkg::CLS_MUBUF: state_d = S_VMEM;  // u_mem_issue starts now
        gcn_pkg::CLS_DS: state_d = S_DS;  // u_ds_issue starts now
        default: state_d = S_HDR2;
      endcase
    end
    // A VALU's last lane group: its scalar results (the lane mask to VCC or an SGPR pair, and to
    // EXEC for v_cmpx; v_readlane/v_readfirstlane's SGPR) go into the scalar write queue, from
    // gcn_simd's mask and lane value of this cycle, and S_SWR writes them.
    if (vfin && dec.mask_out) begin
      swq_idx_d[0] = dec.vcc_out ? gcn_pkg::OPND_VCC_LO[6:0] : dec.sdst;
      swq_val_d[0] = simd_mask[31:0];
      swq_idx_d[1] = dec.vcc_out ? gcn_pkg::OPND_VCC_HI[6:0] : (dec.sdst + 7'd1);
      swq_val_d[1] = simd_mask[63:32];
      swq_n_d = 3'd2;
      if (dec.cmpx) begin
        swq_idx_d[2] = gcn_pkg::OPND_EXEC_LO[6:0];
        swq_val_d[2] = simd_mask[31:0];
        swq_idx_d[3] = gcn_pkg::OPND_EXEC_HI[6:0];
        swq_val_d[3] = simd_mask[63:32];
        swq_n_d = 3'd4;
      end
    end
    if (vfin && dec.sdst_we) begin
      swq_idx_d[0] = dec.sdst;
      swq_val_d[0] = simd_lane_val;
      swq_n_d = 3'd1;
    end
    if (vfin && (dec.mask_out || dec.sdst_we)) begin
      cnt_d = '0;
      state_d = S_SWR;
    end
    exec_clash = exec_due_q && rb_valid;
    if (exec_due_q) begin
      rb_valid = 1'b1;
      rb_kind = gcn_pkg::RB_EXEC;
      rb_a = execc_q;
      exec_due_d = 1'b0;
    end

    // Read port 0 serves src0 of the VALU operand reads (ports 1 and 2: u_simd alone).
    if (simd_re[0]) begin
      vg_re = 1'b1;
      vg_raddr = simd_raddr[0 +: VRowW];
    end

    // The instruction's first retire beat, in the cycle it is known to execute: S_DECODE without
    // scalar operands, S_SREAD with them, S_HDR for a buffer format instruction.
    if (inst_beat) begin
      rb_valid = 1'b1;
      rb_kind = gcn_pkg::RB_INST;
      rb_idx = {6'd0, dec.op};
      rb_a = wcur.pc;
      rb_b = {60'd0, dec.size};
      rb_data[95:0] = (dec.size == 4'd4) ? {64'd0, dec_words[31:0]} :
                      (dec.size == 4'd8) ? {32'd0, dec_words[63:0]} : dec_words;
      wait_d[slot_q] = 1'b0;
      memblk_d[slot_q] = 1'b0;
      dsblk_d[slot_q] = 1'b0;
    end

    // Scalar write routing.
    if (sw_we) begin
      unique case ({2'b00, sw_idx})
        gcn_pkg::OPND_VCC_LO: wn.vcc[31:0] = sw_val;
        gcn_pkg::OPND_VCC_HI: wn.vcc[63:32] = sw_val;
        gcn_pkg::OPND_M0: wn.m0 = sw_val;
        gcn_pkg::OPND_EXEC_LO: wn.exec[31:0] = sw_val;
        gcn_pkg::OPND_EXEC_HI: wn.exec[63:32] = sw_val;
        default: begin
          sg_we = 1'b1;
          sg_waddr = SRowW'({sw_slot, sw_idx});
          sg_wdata = sw_val;
        end
      endcase
    end
    wv_d[ws] = wn;
  end

  // ---------------------------------------------------------------------------------------------
  // Registers.
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      state_q <= S_IDLE;
      slot_q <= '0;
      rr_q <= '0;
      words_q <= '0;
      execc_q <= '0;
      cnt_q <= '0;
      npc_q <= '0;
      halt_q <= 1'b0;
      exec_due_q <= 1'b0;
      err_q <= 1'b0;
      swq_n_q <= '0;
      sccw_q <= 1'b0;
      sccv_q <= 1'b0;
      dwb_q <= '0;
      barr_q <= 1'b0;
      dsblk_q <= '0;
      scc_q <= '0;
      active_q <= '0;
      wait_q <= '0;
      memblk_q <= '0;
      vnext_q <= '0;
      wv_q <= '0;
      for (int i = 0; i < 6; i++) sv_q[i] <= '0;
      for (int i = 0; i < 4; i++) begin
        swq_idx_q[i] <= '0;
        swq_val_q[i] <= '0;
      end
    end else begin
      state_q <= state_d;
      slot_q <= slot_d;
      rr_q <= rr_d;
      words_q <= words_d;
      execc_q <= execc_d;
      cnt_q <= cnt_d;
      npc_q <= npc_d;
      halt_q <= halt_d;
      exec_due_q <= exec_due_d;
      err_q <= err_d;
      swq_n_q <= swq_n_d;
      sccw_q <= sccw_d;
      sccv_q <= sccv_d;
      dwb_q <= dwb_d;
      barr_q <= barr_d;
      dsblk_q <= dsblk_d;
      scc_q <= scc_d;
      active_q <= active_d;
      wait_q <= wait_d;
      memblk_q <= memblk_d;
      vnext_q <= vnext_d;
      wv_q <= wv_d;
      for (int i = 0; i < 6; i++) sv_q[i] <= sv_d[i];
      for (int i = 0; i < 4; i++) swq_idx_q[i] <= swq_idx_d[i];
      for (int i = 0; i < 4; i++) swq_val_q[i] <= swq_val_d[i];
    end
  end

  // ---------------------------------------------------------------------------------------------
  // Retire port: the sequencer's beat, registered (tied off when RetirePort is 0).
  gcn_retire_reg #(.Lanes(L), .RetirePort(RetirePort)) u_retire (
    .clk_i, .rst_ni,
    .valid_i(rb_valid), .last_i(rb_last), .kind_i(rb_kind), .slot_i(rb_slot), .idx_i(rb_idx),
    .a_i(rb_a), .b_i(rb_b), .data_i(rb_data),
    .rvfi_valid_o, .rvfi_last_o, .rvfi_kind_o, .rvfi_slot_o, .rvfi_idx_o, .rvfi_a_o, .rvfi_b_o,
    .rvfi_data_o
  );

  // Writeback descriptors (no reset: an entry is written when its instruction issues).
  always_ff @(posedge clk_i) begin
    if (mu_start) wbq_q[mu_tail] <= iwb;
  end

`ifndef SYNTHESIS
  // Counter invariants (checked in simulation; mutants break them on purpose, so the checker
  // and not these assertions must catch them there).
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
    end else if (mut == gcn_pkg::MutNone) begin
      for (int w = 0; w < NumWaves; w++) begin
        if (wv_q[w].vmcnt == 4'hf && wv_d[w].vmcnt == 4'h0) $fatal(1, "gcn_cu: vmcnt overflow, wave %0d", w);
        if (wv_q[w].vmcnt == 4'h0 && wv_d[w].vmcnt == 4'hf) $fatal(1, "gcn_cu: vmcnt underflow, wave %0d", w);
        if (wv_q[w].lgkm == 4'hf && wv_d[w].lgkm == 4'h0) $fatal(1, "gcn_cu: lgkmcnt overflow, wave %0d", w);
        if (wv_q[w].lgkm == 4'h0 && wv_d[w].lgkm == 4'hf) $fatal(1, "gcn_cu: lgkmcnt underflow, wave %0d", w);
        // A wave cannot have more memory instructions out than the memory queue holds (plus
        // the one DS instruction for lgkmcnt).
        if (32'(wv_q[w].vmcnt) > MemDepth) $fatal(1, "gcn_cu: vmcnt %0d above MemDepth, wave %0d", wv_q[w].vmcnt, w);
        if (32'(wv_q[w].lgkm) > MemDepth + 1) $fatal(1, "gcn_cu: lgkmcnt %0d above MemDepth+1, wave %0d", wv_q[w].lgkm, w);
      end
      // One writer per wave record per cycle: scalar writes (VCC/M0/EXEC) go to the record the
      // sequencer owns this cycle.
      if (sw_we && sw_slot != ws) $fatal(1, "gcn_cu: scalar write to wave %0d while the sequencer owns wave %0d", sw_slot, ws);
      if (swq_n_q > 3'd4) $fatal(1, "gcn_cu: scalar write queue overflow (%0d dwords)", swq_n_q);
      if (launch_fire && busy[lslot]) $fatal(1, "gcn_cu: launch beat for busy slot %0d", lslot);
      // s_waitcnt retires only with both counters at or below its thresholds.
      if (exec_clash) $fatal(1, "gcn_cu: state %0d emits a beat in the cycle the EXEC beat is due", state_q);
      if (inst_beat && dec.op == gcn_opcodes_pkg::OP_S_WAITCNT &&
          (wcur.vmcnt > dec.simm16[3:0] || wcur.lgkm > dec.simm16[11:8]))
        $fatal(1, "gcn_cu: s_waitcnt retired with vmcnt %0d lgkmcnt %0d above its thresholds, wave %0d",
               wcur.vmcnt, wcur.lgkm, slot_q);
      // Engine protocol: an engine writes registers, fills a unit, emits a beat or finishes only
      // while the sequencer waits for it and passes those through; elsewhere they would be lost.
      if ((simd_we != '0 || simd_rb_valid || simd_fin) && state_q != S_VALU)
        $fatal(1, "gcn_cu: gcn_simd writes or finishes outside S_VALU (state %0d)", state_q);
      if ((mi_re || mu_buf_we || mi_rb_valid || mi_issue) && state_q != S_VMEM)
        $fatal(1, "gcn_cu: gcn_mem_issue reads, fills or issues outside S_VMEM (state %0d)", state_q);
      if ((di_re || ds_buf_we || di_rb_valid || di_issue) && state_q != S_DS)
        $fatal(1, "gcn_cu: gcn_ds_issue reads, fills or issues outside S_DS (state %0d)", state_q);
      if ((wbk_we != '0 || wbk_sw_we || wbk_rb_valid || wbk_done) && state_q != S_WB)
        $fatal(1, "gcn_cu: gcn_writeback writes or finishes outside S_WB (state %0d)", state_q);
    end
  end
  initial begin
    if (MemDepth < 2 || MemDepth > 14) $fatal(1, "gcn_cu: MemDepth must be 2..14 (4-bit counters)");
  end
`endif

  // MODE bits above IEEE (FP16 overflow, exceptions) only pass through s_setreg/s_getreg;
  // launch slot high bits are ignored; the writeback descriptor's data fields are
  // gcn_writeback's.
  logic unused_cu;
  assign unused_cu = ^{wcur.wvm, wcur.wlgkm, launch_slot_i, launch_idx_i[15:10], dec.enc,
                       wbk_desc.store, wbk_desc.dst, wbk_desc.n, wbk_desc.mask};

endmodule
