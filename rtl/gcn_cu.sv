// gcn_cu: a GFX8 compute unit, first cut. One instruction of one wave is in flight in the
// sequencer at a time; the memory unit (AXI: SMEM, FLAT incl. atomics, MUBUF scratch) and the
// DS unit (LDS) each run one memory instruction concurrently with the waves' ALU work, and their
// completions (register writeback + counter decrement) are sequenced between instructions.
// Work-group slots hold the s_barrier state. See docs/rtl.md for the ports, the beat formats
// and the roadmap (pipelined issue).
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
  logic [NumWaves-1:0] bar_q, bar_d;         // arrived at s_barrier, not yet released
  logic [NumWaves-1:0] dsblk_q, dsblk_d;     // blocked on the busy DS unit
  // Per work-group slot: waves in the group, waves arrived at the barrier, waves halted.
  logic [6:0]       wg_n_q [NumWaves];
  logic [6:0]       wg_n_d [NumWaves];
  logic [6:0]       wg_arr_q [NumWaves];
  logic [6:0]       wg_arr_d [NumWaves];
  logic [6:0]       wg_halt_q [NumWaves];
  logic [6:0]       wg_halt_d [NumWaves];

  // ---------------------------------------------------------------------------------------------
  // Sequencer.
  typedef enum logic [4:0] {
    S_IDLE, S_FETCH, S_DECODE, S_SREAD, S_HDR, S_HDR2, S_SWR, S_VREAD, S_VDIV,
    S_VEXEC, S_VEXEC_HI, S_SMEM, S_FGATHER, S_MEMBEATS, S_MISSUE, S_END, S_UNIMPL, S_STOP,
    S_WB, S_WBDONE, S_DGATHER, S_DSPRE, S_DSBEATS, S_DSISSUE, S_DSWB, S_DSDONE
  } state_e;

  state_e          state_q, state_d;
  logic [SW-1:0]   slot_q, slot_d;
  logic [SW-1:0]   rr_q, rr_d;
  logic [95:0]     words_q, words_d;
  logic [63:0]     execc_q, execc_d;   // EXEC in effect for the instruction
  logic [31:0]     sv_q [6];           // scalar operand dwords: src0 lo/hi, src1 lo/hi, src2 lo/hi
  logic [31:0]     sv_d [6];
  logic [L*32-1:0] vs_q [6];           // this lane group's VGPR operand dwords
  logic [L*32-1:0] vs_d [6];
  logic [3:0]      step_q, step_d;
  logic [GW-1:0]   grp_q, grp_d;
  logic [6:0]      cnt_q, cnt_d;
  logic [63:0]     cmask_q, cmask_d;   // per-lane carry/compare bits
  logic            vfin;               // a VALU's last lane group: load its scalar results
  logic [31:0]     rfl_q, rfl_d;       // v_readfirstlane result
  logic [L*32-1:0] reshi_q, reshi_d;   // high dwords of a 64-bit VALU result
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
  // The memory operation in flight (for its writeback and completion record).
  logic [SW-1:0]   wb_slot_q, wb_slot_d;
  logic            wb_smem_q, wb_smem_d;
  logic            wb_flat_q, wb_flat_d;   // FLAT: counts in vmcnt and lgkmcnt (MUBUF: vmcnt)
  logic            wb_store_q, wb_store_d;
  logic [7:0]      wb_dst_q, wb_dst_d;
  logic [4:0]      wb_n_q, wb_n_d;     // SMEM dwords / FLAT dwords per lane
  logic [63:0]     wb_mask_q, wb_mask_d;
  logic [63:0]     wb_pc_q, wb_pc_d;
  // Writeback descriptors of the memory instructions in flight, one per memory-unit queue entry
  // (written at issue into the tail entry, read when the head entry completes).
  typedef struct packed {
    logic [SW-1:0] slot;
    logic          smem, flat, store;
    logic [7:0]    dst;
    logic [4:0]    n;
    logic [63:0]   mask;
    logic [63:0]   pc;
  } wbq_t;
  wbq_t            wbq_q [MemDepth];
  wbq_t            iwb;                // the descriptor of the instruction issuing now
  wbq_t            done_wb;            // the descriptor of the entry completing (mu_done_ent)
  logic            barr_q, barr_d;     // the instruction is s_barrier
  // The DS operation in flight (for its writeback and completion record).
  logic [SW-1:0]   dwb_slot_q, dwb_slot_d;
  logic [7:0]      dwb_dst_q, dwb_dst_d;
  logic [2:0]      dwb_n_q, dwb_n_d;   // dwords returned per lane (0: none)
  logic [63:0]     dwb_mask_q, dwb_mask_d;
  logic [63:0]     dwb_pc_q, dwb_pc_d;

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
  logic [QW-1:0]   wb_ent_q, wb_ent_d;   // the memory-unit entry being written back
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

  // MUBUF address of dword 0 of the lane being reported on the retire port (the memory unit
  // computes the same per access with its own instance).
  logic [63:0]     rb_buf_addr;
  logic            rb_buf_ok;
  logic [1:0]      mem_space;
  gcn_mubuf_addr u_rb_buf_addr (
    .rsrc_i(vsharp), .soffset_i(sv_q[4]), .inst_offset_i(dec.mem_offset),
    .idxen_i(dec.mem_idxen), .offen_i(dec.mem_offen), .lane_i(mu_rd_lane),
    .vindex_i(mu_rd_addr[63:32]), .voffset_i(mu_rd_addr[31:0]), .unit_off_i(4'd0),
    .addr_o(rb_buf_addr), .in_range_o(rb_buf_ok)
  );
  // AddrSpace of the access (golden: a buffer whose V# base is the dispatch's scratch base).
  assign mem_space = (dec.cls == gcn_pkg::CLS_MUBUF && scratch_base_i != 64'd0 &&
                      vsharp[47:0] == scratch_base_i[47:0]) ? gcn_pkg::SPACE_SCRATCH
                                                           : gcn_pkg::SPACE_GLOBAL;
  // The memory effect's RB_MEM_B fields other than the space.
  logic [1:0]      mem_kind;
  logic [7:0]      mem_bytes;
  assign mem_kind = dec.mem_atomic ? gcn_pkg::MEMK_ATOMIC :
                    dec.mem_store ? gcn_pkg::MEMK_STORE : gcn_pkg::MEMK_LOAD;
  assign mem_bytes = dec.mem_fmt ? 8'(bf_bytes * dec.mem_dwords) : {3'd0, dec.mem_lane_bytes};

  // FLAT memory effects go out one lane group per beat (RB_MEMG) when every EXEC lane's address
  // has the same bits 63:32 (mhi_q, checked as S_FGATHER captures them); otherwise, and for
  // MUBUF, one lane per beat (RB_MEM).
  logic            mhi_ok_q, mhi_ok_d, mhi_set_q, mhi_set_d, memg;
  logic [31:0]     mhi_q, mhi_d;
  logic [L-1:0]    gact;      // EXEC lanes of lane group grp_q
  logic [31:0]     ghi;       // the captured dword of gact's first lane
  logic            ghi_same;  // ... equal in every lane of gact
  logic [GW-1:0]   mu_tail_group;
  logic [2:0]      mu_tail_field;
  logic [L*32-1:0] mu_tail_gdata;
  always_comb begin
    gact = execc_q[32'(grp_q) * L +: L];
    ghi = '0;
    ghi_same = 1'b1;
    for (int l = L - 1; l >= 0; l--) begin
      if (gact[l]) ghi = vg_rdata[l*32 +: 32];
    end
    for (int l = 0; l < L; l++) begin
      if (gact[l] && vg_rdata[l*32 +: 32] != ghi) ghi_same = 1'b0;
    end
  end
  assign memg = dec.cls == gcn_pkg::CLS_FLAT && mhi_ok_q;
  logic [127:0]    mu_rd_data;
  logic [1:0]      mu_rd_dword;

  // Buffer format ops (gcn_buf_format_pkg): DFMT/NFMT from the instruction (MTBUF) or the V#
  // word 3 (MUBUF), captured in S_SREAD; a format golden does not execute stops the CU in S_HDR
  // (RB_UNIMPL). The lane's RB_MEM beat needs every component in range.
  logic [3:0]      bf_dfmt;
  logic [2:0]      bf_nfmt, bf_bytes;
  logic            bf_bad, rb_fmt_ok;
  assign bf_dfmt = dec.mem_tbuf ? dec.mem_dfmt : vsharp[114:111];
  assign bf_nfmt = dec.mem_tbuf ? dec.mem_nfmt : vsharp[110:108];
  assign bf_bytes = gcn_buf_format_pkg::comp_bytes(bf_dfmt);
  assign bf_bad = dec.mem_fmt && !gcn_buf_format_pkg::executable(dec.mem_dwords, bf_dfmt, bf_nfmt,
                                                                 dec.mem_store, dec.mem_tbuf, vsharp[107:96]);
  gcn_buf_format_range u_rb_fmt_range (
    .rsrc_i(vsharp), .soffset_i(sv_q[4]), .inst_offset_i(dec.mem_offset),
    .idxen_i(dec.mem_idxen), .offen_i(dec.mem_offen), .lane_i(dec.mem_fmt ? mu_rd_lane : 6'd0),
    .vindex_i(dec.mem_fmt ? mu_rd_addr[63:32] : 32'd0), .voffset_i(dec.mem_fmt ? mu_rd_addr[31:0] : 32'd0),
    .bytes_i(bf_bytes), .comps_i(dec.mem_dwords), .in_range_o(rb_fmt_ok)
  );

  gcn_mem_unit #(
    .Lanes(L), .AxiAddrWidth(AxiAddrWidth), .AxiDataWidth(AxiDataWidth), .AxiIdWidth(AxiIdWidth),
    .LineBytes(LineBytes), .Depth(MemDepth), .WaveBits(SW)
  ) u_mem (
    .clk_i, .rst_ni, .mutant_i,
    .fetch_req_i(mu_fetch_req), .fetch_pc_i(wcur.pc), .fetch_done_o(mu_fetch_done),
    .fetch_base_o(mu_fetch_base), .fetch_line_o(mu_fetch_line),
    .full_o(mu_full), .tail_o(mu_tail), .done_ent_o(mu_done_ent),
    .start_i(mu_start), .op_smem_i(iwb.smem), .op_wave_i(iwb.slot), .op_store_i(mu_store), .op_size_i(mu_size), .op_sext_i(mu_sext),
    .op_dwords_i(mu_dwords), .op_mask_i(mu_mask),
    .op_atomic_i(dec.mem_atomic), .op_amo_i(dec.mem_amo),
    .op_buf_i(dec.cls == gcn_pkg::CLS_MUBUF), .op_rsrc_i(vsharp), .op_soffset_i(sv_q[4]),
    .op_offset_i(dec.mem_offset), .op_idxen_i(dec.mem_idxen), .op_offen_i(dec.mem_offen),
    .op_fmt_i(dec.mem_fmt), .op_nfmt_i(bf_nfmt), .op_d16_i(dec.mem_d16),
    .done_o(mu_done),
    .ack_i(mu_ack), .ack_ent_i(wb_ent_q),
    .buf_we_i(mu_buf_we), .buf_group_i(mu_buf_group), .buf_field_i(mu_buf_field),
    .buf_wdata_i(mu_buf_wdata), .rd_tail_i(mu_rd_tail), .rd_ent_i(wb_ent_q),
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
    .buf_we_i(ds_buf_we), .buf_group_i(grp_q), .buf_field_i(ds_field), .buf_wdata_i(vg_rdata),
    .eff_lane_i(cnt_q[5:0]), .eff_hit_o(ds_hit), .eff_addr_o(ds_eaddr), .eff_b_o(ds_eb),
    .eff_data_o(ds_edata),
    .start_i(ds_start), .mask_i(execc_q), .busy_o(ds_busy), .done_o(ds_done), .ack_i(ds_ack),
    .rd_group_i(grp_q), .rd_dword_i(cnt_q[1:0]), .rd_gdata_o(ds_rd_gdata)
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
  // Vector ALU: LanesPerCycle lanes of one lane group per pass.
  logic [63:0]   vl_res [L];
  logic [L-1:0]  vl_mask;
  logic          vl_stall;  // S_VEXEC waits: the shared transcendental units are still busy
  // The reciprocal's divider runs RCP_CYCLES cycles per lane group (S_VDIV) before S_VEXEC.
  localparam int unsigned RCP_STEPS = 3;
  localparam int unsigned RCP_CYCLES = 27 / RCP_STEPS;
  logic          div_step, div_first, is_div;
  assign is_div = dec.op == gcn_opcodes_pkg::OP_V_RCP_F32 ||
                  dec.op == gcn_opcodes_pkg::OP_V_RCP_IFLAG_F32;

  // One lane group of the VALU per pass: operand select, SDWA, the lanes (gcn_valu_lane).
  logic [L*64-1:0] vl_res_flat;
  gcn_valu_group #(.Lanes(L), .RcpStepsPerCycle(RCP_STEPS)) u_valu (
    .clk_i, .rst_ni, .mutant_i, .dec_i(dec), .grp_i(grp_q),
    .sv_i({sv_q[5], sv_q[4], sv_q[3], sv_q[2], sv_q[1], sv_q[0]}),
    .vs_i({vs_q[5], vs_q[4], vs_q[3], vs_q[2], vs_q[1], vs_q[0]}),
    .vcc_i(wcur.vcc), .mode_i(wcur.mode[9:0]), .div_step_i(div_step), .div_first_i(div_first),
    .en_i(state_q == S_VEXEC || div_step),
    .res_o(vl_res_flat), .mask_o(vl_mask), .stall_o(vl_stall)
  );
  for (genvar l = 0; l < L; l++) begin : g_vl_res
    assign vl_res[l] = vl_res_flat[l*64 +: 64];
  end

  // Lanes a VALU instruction writes: EXEC, narrowed by DPP's row/bank masks and missing
  // source lanes (gcn_dpp_pkg::lane_writes).
  logic [63:0] vwmask;
  for (genvar i = 0; i < 64; i++) begin : g_vwmask
    assign vwmask[i] = execc_q[i] &&
        (!dec.dpp || gcn_dpp_pkg::lane_writes(dec.dpp_ctrl, dec.dpp_bound, dec.dpp_row_mask,
                                              dec.dpp_bank_mask, 6'(i), mut == gcn_pkg::MutDppRowShrReversed));
  end

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

  // The first lane group at or after `from` with a lane set in `m` (Groups: none).
  function automatic logic [GW-1:0] next_grp(input logic [63:0] m, input logic [GW-1:0] from);
    next_grp = GW'(Groups);
    for (int g = Groups - 1; g >= 0; g--) begin
      if (m[g*L +: L] != '0 && 32'(g) >= 32'(from)) next_grp = GW'(g);
    end
  endfunction

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
  logic [SW-1:0]         wv_wgs [NumWaves];  // each wave's work-group slot (barrier release)
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
      wv_wgs[w] = wq.wgs;
    end
  end
  gcn_wave_sched #(.NumWaves(NumWaves)) u_sched (
    .active_i(active_q), .wait_i(wait_q), .memblk_i(memblk_q), .bar_i(bar_q), .dsblk_i(dsblk_q),
    .vmcnt_i(sch_vm), .lgkmcnt_i(sch_lgkm), .wait_vm_i(sch_wvm), .wait_lgkm_i(sch_wlgkm),
    .wait_slack_i(wait_slack), .wait_strict_i(wait_strict), .stopped_i(err_q), .mem_full_i(mu_full), .ds_busy_i(ds_busy),
    .rr_i(rr_q), .pick_valid_o(pick_valid), .pick_o(pick), .busy_o(busy)
  );
  assign slot_busy_o = busy;
  // S_END picks the next instruction itself (saving the S_IDLE cycle) when S_IDLE would have
  // nothing else to do first - no launch beat, no memory or DS completion - and the pick is not
  // the ending wave parking at s_endpgm or s_barrier (its flags change only this cycle).
  assign end_pick = state_q == S_END && pick_valid && !launch_valid_i && !mu_done && !ds_done &&
                    !(pick == slot_q && (halt_q || barr_q));
  assign vgpr_free_o = 16'((busy == '0) ? VgprPool : (VgprPool - 32'(vnext_q)));
  assign error_o = err_q;

  // First active lane (v_readfirstlane).
  logic [5:0] first_lane;
  always_comb begin
    first_lane = '0;
    for (int i = 63; i >= 0; i--) begin
      if (execc_q[i]) first_lane = 6'(i);
    end
  end

  // Lane of v_readlane/v_writelane (SRC1 mod 64) or v_readfirstlane (first active lane).
  logic [5:0] sel_lane;
  assign sel_lane = dec.lane_sel ? sv_q[2][5:0] : first_lane;

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
  logic            inst_beat;        // the sequencer emits the RB_INST beat this cycle
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
  logic            launch_fire;
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
      S_WB, S_WBDONE: ws = wb_slot_q;
      S_DSWB, S_DSDONE: ws = dwb_slot_q;
      default: ws = slot_q;
    endcase
    // Mutants: an SMEM completion credited to (an LDS return written into) the next slot.
    if ((mut == gcn_pkg::MutSmemWrongWave && state_q == S_WBDONE && wb_smem_q) ||
        (mut == gcn_pkg::MutLdsWrongWave && state_q == S_DSWB)) begin
      ws = SW'((32'(ws) + 1) % NumWaves);
    end
  end
  assign wcur = wv_q[slot_q];
  assign wsel = wv_q[ws];

  logic [VRegW-1:0] vreg_abs;
  logic [2:0] nfields;
  logic [4:0] smem_n;
  logic [63:0] smem_base, smem_addr;

  // SMEM operands (mem2, session 8): s_load_* reads SBASE as a 64-bit address (slots 0..1) and
  // the offset SGPR in slot 2; s_buffer_load_* reads the V# SBASE..SBASE+3 (slots 0..3: base
  // = V#[47:0], STRIDE, NUM_RECORDS) and the offset SGPR in slot 4. Dword i (byte offset o =
  // OFFSET + 4 i) is in range when o + 4 <= NUM_RECORDS (x STRIDE when STRIDE != 0), golden
  // smem.cpp; out of range it is not read and its SGPR gets 0.
  logic        smem_buf;
  logic        smem_nop;        // s_dcache_*, s_atc_probe*: no access, completes with lgkmcnt
  logic [63:0] smem_sbase;
  logic [31:0] smem_soff;
  logic [47:0] smem_limit;
  logic [48:0] smem_room;       // limit - offset (negative: nothing in range)
  logic [63:0] smem_mask;       // dwords read (SMEM: memory-unit lanes)
  always_comb begin
    smem_buf = dec.op >= gcn_opcodes_pkg::OP_S_BUFFER_LOAD_DWORD &&
               dec.op <= gcn_opcodes_pkg::OP_S_BUFFER_LOAD_DWORDX16;
    smem_nop = dec.smem_dwords == 5'd0;
    smem_sbase = smem_buf ? {16'd0, sv_q[1][15:0], sv_q[0]} : {sv_q[1], sv_q[0]};
    smem_soff = smem_buf ? sv_q[4] : sv_q[2];
    smem_limit = (sv_q[1][29:16] != 14'd0) ? 48'(sv_q[2]) * 48'(sv_q[1][29:16]) : 48'(sv_q[2]);
    smem_room = {1'b0, smem_limit} - (dec.smem_imm ? {29'd0, dec.smem_offset} : {17'd0, smem_soff});
    smem_mask = (64'd1 << dec.smem_dwords) - 64'd1;
    if (smem_buf) begin
      for (int i = 0; i < 16; i++) begin
        if (smem_room[48] || smem_room[47:0] < 48'(4 * i + 4)) smem_mask[i] = 1'b0;
      end
    end
  end
  logic [3:0]  ds_nfields;
  // S_FGATHER / S_DGATHER: a lane group's last step (capture only) also issues the next lane
  // group's field 0, which then starts at step 1.
  logic        fg_next, dg_next;
  logic [3:0]  fg_field;
  assign nfields = 3'd2 + dec.mem_data_dw;
  assign ds_nfields = 4'd1 + {1'b0, ds_n0} + {2'b00, ds_n1};
  assign fg_next = step_q == {1'b0, nfields} && 32'(grp_q) != Groups - 1;
  assign dg_next = step_q == ds_nfields && 32'(grp_q) != Groups - 1;
  assign fg_field = fg_next ? 4'd0 : step_q;
  logic [SW-1:0] lwg;

  // VALU operand reads: read port k reads srcK of lane group vrd_grp, the low dwords (step 0 of
  // S_VREAD, or overlapped with the previous group's S_VEXEC) then, when an operand is a 64-bit
  // VGPR pair, the high dwords (step 1). vrd_last is the S_VREAD step that captures the last.
  logic [8:0]  vsrc [3];
  logic [2:0]  vsrc_v, vsrc_v64;   // srcK is a VGPR / a VGPR pair
  logic [3:0]  vrd_last;
  logic        vrd_en, vrd_hi;
  logic [GW-1:0] vrd_grp;
  assign vsrc[0] = dec.src0;
  assign vsrc[1] = dec.src1;
  assign vsrc[2] = dec.src2;
  assign vsrc_v64 = {dec.src2_64, dec.src1_64, dec.src0_64} & vsrc_v;
  for (genvar k = 0; k < 3; k++) begin : g_vsrc
    assign vsrc_v[k] = gcn_pkg::is_vgpr(vsrc[k]);
  end
  assign vrd_last = (vsrc_v == '0) ? 4'd0 : (vsrc_v64 != '0) ? 4'd2 : 4'd1;
  always_comb begin
    logic [VRegW-1:0] r;
    vg_re_b = '0;
    for (int k = 0; k < 2; k++) vg_raddr_b[k] = '0;
    for (int k = 1; k < 3; k++) begin
      r = wcur.vbase + VRegW'(vsrc[k][7:0]) + VRegW'(vrd_hi);
      vg_re_b[k-1] = vrd_en && (vrd_hi ? vsrc_v64[k] : vsrc_v[k]);
      vg_raddr_b[k-1] = vrow(r, vrd_grp);
    end
  end

  always_comb begin
    state_d = state_q;
    slot_d = slot_q;
    rr_d = rr_q;
    words_d = words_q;
    execc_d = execc_q;
    for (int i = 0; i < 6; i++) sv_d[i] = sv_q[i];
    for (int i = 0; i < 6; i++) vs_d[i] = vs_q[i];
    step_d = step_q;
    grp_d = grp_q;
    cnt_d = cnt_q;
    cmask_d = cmask_q;
    rfl_d = rfl_q;
    vfin = 1'b0;
    reshi_d = reshi_q;
    npc_d = npc_q;
    halt_d = halt_q;
    err_d = err_q;
    for (int i = 0; i < 4; i++) swq_idx_d[i] = swq_idx_q[i];
    for (int i = 0; i < 4; i++) swq_val_d[i] = swq_val_q[i];
    swq_n_d = swq_n_q;
    sccw_d = sccw_q;
    sccv_d = sccv_q;
    wb_slot_d = wb_slot_q;
    wb_smem_d = wb_smem_q;
    wb_flat_d = wb_flat_q;
    wb_store_d = wb_store_q;
    wb_dst_d = wb_dst_q;
    wb_n_d = wb_n_q;
    wb_mask_d = wb_mask_q;
    wb_pc_d = wb_pc_q;
    wb_ent_d = wb_ent_q;
    iwb = '0;  // field by field: Yosys 0.23 has no assignment patterns
    iwb.slot = slot_q;
    iwb.pc = wcur.pc;
    barr_d = barr_q;
    dwb_slot_d = dwb_slot_q;
    dwb_dst_d = dwb_dst_q;
    dwb_n_d = dwb_n_q;
    dwb_mask_d = dwb_mask_q;
    dwb_pc_d = dwb_pc_q;
    for (int i = 0; i < NumWaves; i++) wg_n_d[i] = wg_n_q[i];
    for (int i = 0; i < NumWaves; i++) wg_arr_d[i] = wg_arr_q[i];
    for (int i = 0; i < NumWaves; i++) wg_halt_d[i] = wg_halt_q[i];
    bar_d = bar_q;
    dsblk_d = dsblk_q;
    ds_start = 1'b0;
    ds_ack = 1'b0;
    ds_buf_we = 1'b0;
    ds_field = '0;
    lwg = launch_idx_i[SW-1:0];
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
    vrd_en = 1'b0;
    vrd_hi = 1'b0;
    vrd_grp = grp_q;
    mu_fetch_req = 1'b0;
    ib_rd = 1'b0;
    ib_inval = 1'b0;
    mu_start = 1'b0;
    mu_store = dec.mem_store;
    mu_size = dec.mem_fmt ? bf_bytes : dec.mem_size;
    mu_sext = dec.mem_sext;
    mu_dwords = dec.mem_dwords;
    mu_mask = execc_q;
    mu_ack = 1'b0;
    mu_buf_we = 1'b0;
    mu_buf_group = grp_q;
    mu_buf_field = '0;
    mu_buf_wdata = '0;
    mu_rd_tail = 1'b0;
    mu_rd_lane = cnt_q[5:0];
    mu_rd_group = grp_q;
    mu_rd_dword = cnt_q[1:0];
    mu_tail_group = grp_q;
    mu_tail_field = '0;
    mhi_ok_d = mhi_ok_q;
    mhi_set_d = mhi_set_q;
    mhi_d = mhi_q;
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
    div_step = 1'b0;
    div_first = 1'b0;
    vreg_abs = '0;
    smem_n = dec.smem_dwords;
    smem_base = '0;
    smem_addr = '0;
    inst_beat = 1'b0;
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
              bar_d[lslot] = 1'b0;
              dsblk_d[lslot] = 1'b0;
            end
            gcn_pkg::LAUNCH_GROUP: begin
              wn.wgs = lwg;
              wn.lbase = LW'(launch_data_i[31:0]);
              wn.lsize = 17'(launch_data_i[63:32]);
              wg_n_d[lwg] = 7'(launch_data_i[95:64]);
              if (launch_data_i[96]) begin
                wg_arr_d[lwg] = '0;
                wg_halt_d[lwg] = '0;
              end
            end
            default: ;
          endcase
        end else if (mu_done) begin
          // A memory instruction has completed (in the order the unit allows): its writeback and
          // completion record.
          wb_ent_d = mu_done_ent;
          wb_slot_d = done_wb.slot;
          wb_smem_d = done_wb.smem;
          wb_flat_d = done_wb.flat;
          wb_store_d = done_wb.store;
          wb_dst_d = done_wb.dst;
          wb_n_d = done_wb.n;
          wb_mask_d = done_wb.mask;
          wb_pc_d = done_wb.pc;
          state_d = done_wb.store ? S_WBDONE : S_WB;
          cnt_d = '0;
          grp_d = '0;
        end else if (ds_done) begin
          state_d = (dwb_n_q == 3'd0) ? S_DSDONE : S_DSWB;
          cnt_d = '0;
          grp_d = '0;
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
        step_d = '0;
        npc_d = wcur.pc + {60'd0, dec.size};
        halt_d = 1'b0;
        barr_d = 1'b0;
        swq_n_d = '0;
        sccw_d = 1'b0;
        cmask_d = '0;
        rfl_d = '0;
        if (dec.cls == gcn_pkg::CLS_UNSUP || (dec.cls == gcn_pkg::CLS_DS && !ds_ok)) begin
          state_d = S_UNIMPL;
        end else if (dec.op == gcn_opcodes_pkg::OP_S_WAITCNT &&
                     (wcur.vmcnt > dec.simm16[3:0] + wait_slack ||
                      wcur.lgkm > dec.simm16[11:8] + wait_slack ||
                      (wait_strict && (wcur.vmcnt >= dec.simm16[3:0] ||
                                       wcur.lgkm >= dec.simm16[11:8])))) begin
          wait_d[slot_q] = 1'b1;
          wn.wvm = dec.simm16[3:0];
          wn.wlgkm = dec.simm16[11:8];
          state_d = S_IDLE;
        end else if ((dec.cls == gcn_pkg::CLS_SMEM || dec.cls == gcn_pkg::CLS_FLAT ||
                      dec.cls == gcn_pkg::CLS_MUBUF) && mu_full) begin
          memblk_d[slot_q] = 1'b1;
          state_d = S_IDLE;
        end else if (dec.cls == gcn_pkg::CLS_DS && ds_busy) begin
          dsblk_d[slot_q] = 1'b1;
          state_d = S_IDLE;
        end else if (dec.cls == gcn_pkg::CLS_DS || !so_any) begin
          inst_beat = 1'b1;  // no scalar operands (DS: M0 is read from its flop)
        end else begin
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
        inst_beat = !dec.mem_fmt;
        if (dec.mem_fmt) state_d = S_HDR;
      end

      S_HDR: begin
        inst_beat = !bf_bad;
        if (bf_bad) state_d = S_UNIMPL;  // bf_bad: a buffer format golden lacks
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
          gcn_pkg::CLS_SMEM: state_d = S_SMEM;
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
      // VALU: per lane group, read the VGPR operands, src0/src1/src2 at once on the three read
      // ports: step 0 issues the low dwords (skipped: the INST beat's cycle issues them for lane
      // group 0, the previous group's S_VEXEC for the others), step 1 captures them and issues
      // the high dwords of VGPR pairs, step 2 captures those.
      S_VREAD: begin
        vrd_en = step_q == 4'd0 || (step_q == 4'd1 && vrd_last == 4'd2);
        vrd_hi = step_q == 4'd1;
        if (step_q == 4'd1) begin
          vs_d[0] = vg_rdata;
          vs_d[2] = vg_rdata_b[0];
          vs_d[4] = vg_rdata_b[1];
        end
        if (step_q == 4'd2) begin
          vs_d[1] = vg_rdata;
          vs_d[3] = vg_rdata_b[0];
          vs_d[5] = vg_rdata_b[1];
        end
        step_d = step_q + 4'd1;
        if (step_q == vrd_last) begin
          state_d = is_div ? S_VDIV : S_VEXEC;
          cnt_d = '0;
        end
      end

      // Reciprocal: step the lanes' dividers, then compute as usual.
      S_VDIV: begin
        div_step = 1'b1;
        div_first = cnt_q == '0;
        cnt_d = cnt_q + 7'd1;
        if (32'(cnt_q) == RCP_CYCLES - 1) state_d = S_VEXEC;
      end

      S_VEXEC: if (!vl_stall) begin
        vreg_abs = wcur.vbase + VRegW'(dec.vdst);
        vg_waddr = vrow(vreg_abs, grp_q);
        // v_writelane writes (v_readlane reads) the lane SRC1 selects, whatever EXEC says.
        for (int l = 0; l < L; l++) begin
          vg_we[l] = dec.vdst_we && (dec.lane_sel ? (6'(grp_q * L + l) == sel_lane)
                                                  : (vwmask[grp_q * L + l] ||
                                                     mut == gcn_pkg::MutValuIgnoresExec));
          vg_wdata[l*32 +: 32] = vl_res[l][31:0];
          if (!(mut == gcn_pkg::MutHiDwordGroup0 && grp_q != '0)) reshi_d[l*32 +: 32] = vl_res[l][63:32];
          cmask_d[grp_q * L + l] = vwmask[grp_q * L + l] && vl_mask[l];
          if (6'(grp_q * L + l) == sel_lane) rfl_d = vl_res[l][31:0];
        end
        if (mut == gcn_pkg::MutVxorResult && dec.op == gcn_opcodes_pkg::OP_V_XOR_B32 && grp_q == GW'(5 / L))
          vg_wdata[(5 % L) * 32] = !vg_wdata[(5 % L) * 32];
        if (mut == gcn_pkg::MutVccLaneFlip && grp_q == GW'(13 / L)) cmask_d[13] = !cmask_d[13];
        if (dec.vdst_we) begin
          rb_valid = 1'b1;
          rb_kind = gcn_pkg::RB_VGPR;
          rb_idx = {8'd0, dec.vdst};
          rb_a = dec.lane_sel ? (64'd1 << sel_lane) : vwmask;
          rb_b = 64'(grp_q * L);
          rb_data = vg_wdata;
        end
        if (dec.dst_64) begin
          state_d = S_VEXEC_HI;
        end else if (32'(grp_q) == Groups - 1) begin
          vfin = 1'b1;
          state_d = S_END;
        end else begin
          // The next group's low-dword reads go out now (other rows than this write's).
          grp_d = grp_q + 1'b1;
          vrd_en = 1'b1;
          vrd_grp = grp_d;
          step_d = (vrd_last == 4'd0) ? 4'd0 : 4'd1;
          state_d = S_VREAD;
        end
      end

      S_VEXEC_HI: begin
        vreg_abs = wcur.vbase + VRegW'(dec.vdst) + 1'b1;
        vg_waddr = vrow(vreg_abs, grp_q);
        for (int l = 0; l < L; l++) begin
          vg_we[l] = vwmask[grp_q * L + l];
        end
        vg_wdata = reshi_q;
        rb_valid = 1'b1;
        rb_kind = gcn_pkg::RB_VGPR;
        rb_idx = {8'd0, dec.vdst + 8'd1};
        rb_a = vwmask;
        rb_b = 64'(grp_q * L);
        rb_data = reshi_q;
        if (32'(grp_q) == Groups - 1) begin
          vfin = 1'b1;
          state_d = S_END;
        end else begin
          grp_d = grp_q + 1'b1;
          vrd_en = 1'b1;
          vrd_grp = grp_d;
          step_d = (vrd_last == 4'd0) ? 4'd0 : 4'd1;
          state_d = S_VREAD;
        end
      end

      // -------------------------------------------------------------------------------------------
      // SMEM: dword i of the load is "lane" i of the memory unit, at base + offset + 4 i.
      S_SMEM: begin
        if (32'(grp_q) < Groups) begin
          // SBASE + offset with the two low bits ignored (docs/address-audit.md).
          smem_base = (smem_sbase + (dec.smem_imm ? {44'd0, dec.smem_offset} : {32'd0, smem_soff}) +
                       ((mut == gcn_pkg::MutSmemOffset && dec.smem_imm && dec.smem_offset != '0) ? 64'd4 : 64'd0))
                      & ~64'd3;
          mu_buf_we = 1'b1;
          mu_buf_group = grp_q;
          mu_buf_field = {2'd0, step_q[0]};
          for (int l = 0; l < L; l++) begin
            smem_addr = smem_base + {30'd0, 32'(grp_q) * L + 32'(l), 2'b00};
            mu_buf_wdata[l*32 +: 32] = step_q[0] ? smem_addr[63:32] : smem_addr[31:0];
          end
          step_d = step_q + 4'd1;
          if (step_q[0]) begin
            step_d = '0;
            grp_d = grp_q + 1'b1;
          end
          if (grp_q == '0 && !step_q[0] && !smem_nop) begin
            rb_valid = 1'b1;
            rb_kind = gcn_pkg::RB_MEM;
            rb_idx = '0;
            rb_a = smem_base;
            rb_b = gcn_pkg::rb_mem_b(5'd0, gcn_pkg::SPACE_GLOBAL, gcn_pkg::MEMK_LOAD, {1'b0, smem_n, 2'b00});
          end
        end else begin
          mu_start = 1'b1;
          mu_store = 1'b0;
          mu_size = 3'd4;
          mu_sext = 1'b0;
          mu_dwords = 3'd1;
          mu_mask = smem_mask;
          wn.lgkm = wcur.lgkm + 4'd1;
          iwb.smem = 1'b1;
          iwb.store = smem_nop;  // nothing to write back: straight to the completion
          iwb.dst = {1'b0, dec.sdst};
          iwb.n = smem_n;
          iwb.mask = smem_mask;  // s_buffer_load: dwords out of range read 0 (S_WB)
          state_d = S_END;
        end
      end

      // FLAT/MUBUF: per lane group, read the address (FLAT: VADDR pair; MUBUF: offset into
      // field 0, index into field 1 - VADDR is {index, offset} with both IDXEN and OFFEN) and the
      // store data / atomic operand VGPRs into the memory unit.
      S_FGATHER: begin
        if (step_q < {1'b0, nfields} || fg_next) begin
          vg_re = 1'b1;
          if (fg_field >= 4'd2) begin
            vreg_abs = wcur.vbase + VRegW'(dec.vdata) + VRegW'(3'(fg_field - 4'd2));
          end else if (dec.cls == gcn_pkg::CLS_MUBUF) begin
            vreg_abs = wcur.vbase + VRegW'(dec.vaddr) +
                       VRegW'((fg_field == 4'd0) && dec.mem_idxen && dec.mem_offen);
          end else begin
            vreg_abs = wcur.vbase + VRegW'(dec.vaddr) + VRegW'(fg_field[0]);
          end
          vg_raddr = vrow(vreg_abs, fg_next ? grp_q + 1'b1 : grp_q);
        end
        if (step_q >= 4'd1) begin
          mu_buf_we = 1'b1;
          mu_buf_group = grp_q;
          mu_buf_field = 3'(step_q - 4'd1);
          mu_buf_wdata = vg_rdata;
        end
        if (step_q == 4'd2 && dec.cls == gcn_pkg::CLS_FLAT && gact != '0) begin  // address bits 63:32
          mhi_set_d = 1'b1;
          mhi_d = mhi_set_q ? mhi_q : ghi;
          mhi_ok_d = mhi_ok_q && ghi_same && (!mhi_set_q || ghi == mhi_q);
        end
        step_d = step_q + 4'd1;
        if (step_q == {1'b0, nfields}) begin
          step_d = '0;
          if (32'(grp_q) == Groups - 1) begin
            cnt_d = gcn_pkg::next_lane(execc_q, 7'd0);
            grp_d = next_grp(execc_q, '0);
            state_d = (execc_q == '0) ? S_MISSUE : S_MEMBEATS;
          end else begin
            grp_d = grp_q + 1'b1;
            step_d = 4'd1;  // its field 0 was issued here (fg_next)
          end
        end
      end

      S_MEMBEATS: begin
        mu_rd_tail = 1'b1;  // the entry being filled
        mu_rd_lane = cnt_q[5:0];
        if (memg) begin
          // Per lane group with EXEC lanes: a beat with the lanes' addresses (bits 31:0; bits
          // 63:32 are mhi_q), then one per data dword (buffer fields 0, then 2 + d).
          mu_tail_group = grp_q;
          mu_tail_field = (step_q == '0) ? 3'd0 : 3'(step_q + 4'd1);
          rb_valid = 1'b1;
          rb_kind = gcn_pkg::RB_MEMG;
          rb_idx = {12'd0, step_q};
          rb_a = 64'(gact) << (32'(grp_q) * L);
          rb_b = gcn_pkg::rb_memg_b(mhi_q, 6'(32'(grp_q) * L), 5'(dec.mem_data_dw), mem_space, mem_kind, mem_bytes);
          rb_data = mu_tail_gdata;
          step_d = step_q + 4'd1;
          if (step_q == {1'b0, dec.mem_data_dw}) begin
            step_d = '0;
            grp_d = next_grp(execc_q, grp_q + 1'b1);
            if (32'(grp_d) == Groups) state_d = S_MISSUE;
          end
        end else begin
          // One beat per lane that accesses memory (MUBUF: dword 0 in range; the range check is
          // monotonic in the offset, so a lane with dword 0 out of range accesses nothing).
          if (!cnt_q[6] && execc_q[cnt_q[5:0]] &&
              (dec.cls != gcn_pkg::CLS_MUBUF || (dec.mem_fmt ? rb_fmt_ok : rb_buf_ok))) begin
            rb_valid = 1'b1;
            rb_kind = gcn_pkg::RB_MEM;
            rb_idx = {10'd0, cnt_q[5:0]};
            rb_a = (dec.cls == gcn_pkg::CLS_MUBUF) ? rb_buf_addr : mu_rd_addr;
            rb_b = gcn_pkg::rb_mem_b(5'(dec.mem_data_dw), mem_space, mem_kind, mem_bytes);
            rb_data[127:0] = (dec.mem_data_dw != 3'd0) ? mu_rd_data : 128'd0;
          end
          cnt_d = gcn_pkg::next_lane(execc_q, cnt_q + 7'd1);
          if (cnt_d[6]) state_d = S_MISSUE;
        end
      end

      S_MISSUE: begin
        mu_start = 1'b1;
        mu_mask = (mut == gcn_pkg::MutStoreIgnoresExec && dec.mem_store) ? '1 : execc_q;
        if (mut != gcn_pkg::MutVmcntAtIssue) wn.vmcnt = wcur.vmcnt + 4'd1;
        if (dec.cls == gcn_pkg::CLS_FLAT && mut != gcn_pkg::MutFlatNoLgkm) wn.lgkm = wcur.lgkm + 4'd1;
        iwb.smem = 1'b0;
        iwb.flat = dec.cls == gcn_pkg::CLS_FLAT;
        iwb.store = !dec.vdst_we;  // stores and atomics without GLC write no register
        iwb.dst = dec.vdst;
        iwb.n = {2'd0, dec.mem_dwords};
        iwb.mask = execc_q;
        state_d = S_END;
      end

      // -------------------------------------------------------------------------------------------
      // DS: per lane group, read ADDR, DATA0 and DATA1 VGPRs into the DS unit (step k issues
      // field k, captures k-1), then one RB_MEM beat per active lane with an in-range unit.
      S_DGATHER: begin
        if (step_q < ds_nfields || dg_next) begin
          vg_re = 1'b1;
          if (step_q == 4'd0 || dg_next) begin
            vreg_abs = wcur.vbase + VRegW'(dec.vaddr);
          end else if (step_q <= {1'b0, ds_n0}) begin
            vreg_abs = wcur.vbase + VRegW'(dec.vdata) + VRegW'(3'(step_q - 4'd1));
          end else begin
            vreg_abs = wcur.vbase + VRegW'(dec.vdata1) + VRegW'(2'(step_q - 4'd1 - {1'b0, ds_n0}));
          end
          vg_raddr = vrow(vreg_abs, dg_next ? grp_q + 1'b1 : grp_q);
        end
        if (step_q >= 4'd1) begin
          ds_buf_we = 1'b1;
          ds_field = (step_q - 4'd1 <= {1'b0, ds_n0}) ? 3'(step_q - 4'd1)
                                                      : 3'(step_q - 4'd1 - {1'b0, ds_n0} + 4'd4);
        end
        step_d = step_q + 4'd1;
        if (step_q == ds_nfields) begin
          step_d = '0;
          if (32'(grp_q) == Groups - 1) begin
            cnt_d = gcn_pkg::next_lane(execc_q, 7'd0);
            state_d = ds_late ? S_DSPRE : S_DSBEATS;
          end else begin
            grp_d = grp_q + 1'b1;
            step_d = 4'd1;  // its ADDR read was issued here (dg_next)
          end
        end
      end

      // ds_*_src2_*: the effect data (LDS[B]) exists only once the unit has walked the lanes, so
      // it runs first and the beats follow (S_DSISSUE then finds it started).
      S_DSPRE: begin
        ds_start = !ds_busy;
        if (ds_done) state_d = S_DSBEATS;
      end

      S_DSBEATS: begin
        if (!cnt_q[6] && execc_q[cnt_q[5:0]] && ds_hit) begin
          rb_valid = 1'b1;
          rb_kind = gcn_pkg::RB_MEM;
          rb_idx = {10'd0, cnt_q[5:0]};
          rb_a = ds_eaddr;
          rb_b = ds_eb;
          rb_data[127:0] = ds_edata;
        end
        cnt_d = gcn_pkg::next_lane(execc_q, cnt_q + 7'd1);
        if (cnt_d[6]) state_d = S_DSISSUE;
      end

      S_DSISSUE: begin
        ds_start = !ds_busy;
        wn.lgkm = wcur.lgkm + 4'd1;
        dwb_slot_d = slot_q;
        dwb_dst_d = dec.vdst;
        dwb_n_d = ds_ret;
        dwb_mask_d = execc_q;
        dwb_pc_d = wcur.pc;
        state_d = S_END;
      end

      // DS completion: returned dword cnt of lane group grp -> VDST + cnt, then RB_DONE.
      S_DSWB: begin
        vreg_abs = wsel.vbase + VRegW'(dwb_dst_q) + VRegW'(cnt_q);
        vg_waddr = vrow(vreg_abs, grp_q);
        for (int l = 0; l < L; l++) begin
          vg_we[l] = dwb_mask_q[grp_q * L + l];
        end
        vg_wdata = ds_rd_gdata;
        rb_valid = 1'b1;
        rb_kind = gcn_pkg::RB_WB_VGPR;
        rb_slot = 8'(dwb_slot_q);
        rb_idx = {8'd0, dwb_dst_q + 8'(cnt_q)};
        rb_a = dwb_mask_q;
        rb_b = 64'(grp_q * L);
        rb_data = ds_rd_gdata;
        if (32'(grp_q) == Groups - 1) begin
          grp_d = '0;
          cnt_d = cnt_q + 7'd1;
          if (cnt_q + 7'd1 >= {4'd0, dwb_n_q}) state_d = S_DSDONE;
        end else begin
          grp_d = grp_q + 1'b1;
        end
      end

      S_DSDONE: begin
        ds_ack = 1'b1;
        rb_valid = 1'b1;
        rb_last = 1'b1;
        rb_kind = gcn_pkg::RB_DONE;
        rb_slot = 8'(dwb_slot_q);
        wn.lgkm = wsel.lgkm - 4'd1;
        rb_idx = {13'd0, gcn_opcodes_pkg::CNT_LGKM};
        rb_a = dwb_pc_q;
        rb_b = gcn_pkg::rb_cnt_b(3'd0, wn.lgkm, wsel.vmcnt);
        state_d = S_IDLE;
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
        if (halt_q) begin
          active_d[slot_q] = 1'b0;
          wg_halt_d[wcur.wgs] = wg_halt_q[wcur.wgs] + 7'd1;
        end
        if (barr_q) begin
          bar_d[slot_q] = 1'b1;
          wg_arr_d[wcur.wgs] = wg_arr_q[wcur.wgs] + 7'd1;
        end
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
      // Load writeback: SMEM dword cnt -> SGPR; FLAT (dword cnt, group grp) -> VGPR.
      S_WB: begin
        if (wb_smem_q) begin
          mu_rd_lane = cnt_q[5:0];
          sw_we = 1'b1;
          sw_slot = wb_slot_q;
          sw_idx = wb_dst_q[6:0] + cnt_q;
          sw_val = wb_mask_q[cnt_q[5:0]] ? mu_rd_data[31:0] : 32'd0;
          rb_valid = 1'b1;
          rb_kind = gcn_pkg::RB_WB_SGPR;
          rb_slot = 8'(wb_slot_q);
          rb_idx = {9'd0, sw_idx};
          rb_a = {32'd0, sw_val};
          cnt_d = cnt_q + 7'd1;
          if (cnt_q + 7'd1 >= {2'd0, wb_n_q}) state_d = S_WBDONE;
        end else begin
          mu_rd_group = grp_q;
          mu_rd_dword = cnt_q[1:0];
          vreg_abs = wsel.vbase + VRegW'(wb_dst_q) + VRegW'(cnt_q);
          vg_waddr = vrow(vreg_abs, grp_q);
          for (int l = 0; l < L; l++) begin
            vg_we[l] = wb_mask_q[grp_q * L + l];
          end
          vg_wdata = mu_rd_gdata;
          if (mut == gcn_pkg::MutLoadWrongLane && L > 2 && grp_q == '0) vg_wdata[32 +: 32] = mu_rd_gdata[64 +: 32];
          rb_valid = 1'b1;
          rb_kind = gcn_pkg::RB_WB_VGPR;
          rb_slot = 8'(wb_slot_q);
          rb_idx = {8'd0, wb_dst_q + 8'(cnt_q)};
          rb_a = wb_mask_q;
          rb_b = 64'(grp_q * L);
          rb_data = mu_rd_gdata;
          if (32'(grp_q) == Groups - 1) begin
            grp_d = '0;
            cnt_d = cnt_q + 7'd1;
            if (cnt_q + 7'd1 >= {2'd0, wb_n_q}) state_d = S_WBDONE;
          end else begin
            grp_d = grp_q + 1'b1;
          end
        end
      end

      S_WBDONE: begin
        mu_ack = 1'b1;
        rb_valid = 1'b1;
        rb_last = 1'b1;
        rb_kind = gcn_pkg::RB_DONE;
        rb_slot = 8'(wb_slot_q);
        if (wb_smem_q) begin
          wn.lgkm = wsel.lgkm - 4'd1;
          rb_idx = {13'd0, gcn_opcodes_pkg::CNT_LGKM};
        end else if (wb_flat_q) begin
          if (mut != gcn_pkg::MutVmcntAtIssue) wn.vmcnt = wsel.vmcnt - 4'd1;
          wn.lgkm = wsel.lgkm - 4'd1;
          rb_idx = {13'd0, gcn_opcodes_pkg::CNT_VM | gcn_opcodes_pkg::CNT_LGKM};
        end else begin
          if (mut != gcn_pkg::MutVmcntAtIssue) wn.vmcnt = wsel.vmcnt - 4'd1;
          rb_idx = {13'd0, gcn_opcodes_pkg::CNT_VM};
        end
        rb_a = wb_pc_q;
        rb_b = gcn_pkg::rb_cnt_b(3'd0, wn.lgkm, wn.vmcnt);
        state_d = S_IDLE;
      end

      default: state_d = S_IDLE;
    endcase

    // After its INST beat every instruction goes to its first state, whose first cycle carries
    // the EXEC beat (no state emits a beat of its own there): VALU to S_VREAD (lane group 0's
    // low-dword operand reads issue with the INST beat), FLAT/MUBUF and DS to their address
    // gathers, SALU, SOPP and SMEM to S_HDR2, where they compute or start.
    if (inst_beat) begin
      grp_d = '0;
      step_d = '0;
      cnt_d = '0;
      exec_due_d = 1'b1;
      mhi_ok_d = 1'b1;
      mhi_set_d = 1'b0;
      unique case (dec.cls)
        gcn_pkg::CLS_VALU: begin
          vrd_en = 1'b1;
          vrd_grp = '0;
          step_d = (vrd_last == 4'd0) ? 4'd0 : 4'd1;
          state_d = S_VREAD;
        end
        gcn_pkg::CLS_FLAT, gcn_pkg::CLS_MUBUF: state_d = S_FGATHER;
        gcn_pkg::CLS_DS: state_d = S_DGATHER;
        default: state_d = S_HDR2;
      endcase
    end
    // A VALU's last lane group: its scalar results (the lane mask to VCC or an SGPR pair, and to
    // EXEC for v_cmpx; v_readlane/v_readfirstlane's SGPR) go into the scalar write queue, from
    // this cycle's mask and lane value, and S_SWR writes them.
    if (vfin && dec.mask_out) begin
      swq_idx_d[0] = dec.vcc_out ? gcn_pkg::OPND_VCC_LO[6:0] : dec.sdst;
      swq_val_d[0] = cmask_d[31:0];
      swq_idx_d[1] = dec.vcc_out ? gcn_pkg::OPND_VCC_HI[6:0] : (dec.sdst + 7'd1);
      swq_val_d[1] = cmask_d[63:32];
      swq_n_d = 3'd2;
      if (dec.cmpx) begin
        swq_idx_d[2] = gcn_pkg::OPND_EXEC_LO[6:0];
        swq_val_d[2] = cmask_d[31:0];
        swq_idx_d[3] = gcn_pkg::OPND_EXEC_HI[6:0];
        swq_val_d[3] = cmask_d[63:32];
        swq_n_d = 3'd4;
      end
    end
    if (vfin && dec.sdst_we) begin
      swq_idx_d[0] = dec.sdst;
      swq_val_d[0] = rfl_d;
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

    // Read port 0 serves src0 of the VALU operand reads (ports 1 and 2: g_vsrc above).
    if (vrd_en && (vrd_hi ? vsrc_v64[0] : vsrc_v[0])) begin
      vg_re = 1'b1;
      vg_raddr = vrow(wcur.vbase + VRegW'(vsrc[0][7:0]) + VRegW'(vrd_hi), vrd_grp);
    end

    // Barrier release: every live (not halted) wave of the work-group has arrived. Evaluated on
    // the registered counts: while they are all waiting no wave of the group can be retiring.
    for (int g = 0; g < NumWaves; g++) begin
      if (wg_arr_q[g] != 7'd0 &&
          wg_arr_q[g] + wg_halt_q[g] + ((mut == gcn_pkg::MutBarrierEarly) ? 7'd1 : 7'd0) >= wg_n_q[g]) begin
        wg_arr_d[g] = '0;
        for (int w = 0; w < NumWaves; w++) begin
          if (32'(wv_wgs[w]) == g) bar_d[w] = 1'b0;
        end
      end
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
      step_q <= '0;
      grp_q <= '0;
      cnt_q <= '0;
      cmask_q <= '0;
      rfl_q <= '0;
      reshi_q <= '0;
      npc_q <= '0;
      halt_q <= 1'b0;
      exec_due_q <= 1'b0;
      mhi_ok_q <= 1'b0;
      mhi_set_q <= 1'b0;
      mhi_q <= '0;
      err_q <= 1'b0;
      swq_n_q <= '0;
      sccw_q <= 1'b0;
      sccv_q <= 1'b0;
      wb_slot_q <= '0;
      wb_smem_q <= 1'b0;
      wb_flat_q <= 1'b0;
      wb_store_q <= 1'b0;
      wb_dst_q <= '0;
      wb_n_q <= '0;
      wb_mask_q <= '0;
      wb_pc_q <= '0;
      wb_ent_q <= '0;
      barr_q <= 1'b0;
      dwb_slot_q <= '0;
      dwb_dst_q <= '0;
      dwb_n_q <= '0;
      dwb_mask_q <= '0;
      dwb_pc_q <= '0;
      bar_q <= '0;
      dsblk_q <= '0;
      scc_q <= '0;
      active_q <= '0;
      wait_q <= '0;
      memblk_q <= '0;
      vnext_q <= '0;
      wv_q <= '0;
      for (int i = 0; i < 6; i++) begin
        sv_q[i] <= '0;
        vs_q[i] <= '0;
      end
      for (int i = 0; i < 4; i++) begin
        swq_idx_q[i] <= '0;
        swq_val_q[i] <= '0;
      end
      for (int w = 0; w < NumWaves; w++) begin
        wg_n_q[w] <= '0;
        wg_arr_q[w] <= '0;
        wg_halt_q[w] <= '0;
      end
    end else begin
      state_q <= state_d;
      slot_q <= slot_d;
      rr_q <= rr_d;
      words_q <= words_d;
      execc_q <= execc_d;
      step_q <= step_d;
      grp_q <= grp_d;
      cnt_q <= cnt_d;
      cmask_q <= cmask_d;
      rfl_q <= rfl_d;
      reshi_q <= reshi_d;
      npc_q <= npc_d;
      halt_q <= halt_d;
      exec_due_q <= exec_due_d;
      mhi_ok_q <= mhi_ok_d;
      mhi_set_q <= mhi_set_d;
      mhi_q <= mhi_d;
      err_q <= err_d;
      swq_n_q <= swq_n_d;
      sccw_q <= sccw_d;
      sccv_q <= sccv_d;
      wb_slot_q <= wb_slot_d;
      wb_smem_q <= wb_smem_d;
      wb_flat_q <= wb_flat_d;
      wb_store_q <= wb_store_d;
      wb_dst_q <= wb_dst_d;
      wb_n_q <= wb_n_d;
      wb_mask_q <= wb_mask_d;
      wb_pc_q <= wb_pc_d;
      wb_ent_q <= wb_ent_d;
      barr_q <= barr_d;
      dwb_slot_q <= dwb_slot_d;
      dwb_dst_q <= dwb_dst_d;
      dwb_n_q <= dwb_n_d;
      dwb_mask_q <= dwb_mask_d;
      dwb_pc_q <= dwb_pc_d;
      bar_q <= bar_d;
      dsblk_q <= dsblk_d;
      scc_q <= scc_d;
      active_q <= active_d;
      wait_q <= wait_d;
      memblk_q <= memblk_d;
      vnext_q <= vnext_d;
      wv_q <= wv_d;
      for (int i = 0; i < 6; i++) sv_q[i] <= sv_d[i];
      for (int i = 0; i < 6; i++) vs_q[i] <= vs_d[i];
      for (int i = 0; i < 4; i++) swq_idx_q[i] <= swq_idx_d[i];
      for (int i = 0; i < 4; i++) swq_val_q[i] <= swq_val_d[i];
      for (int i = 0; i < NumWaves; i++) wg_n_q[i] <= wg_n_d[i];
      for (int i = 0; i < NumWaves; i++) wg_arr_q[i] <= wg_arr_d[i];
      for (int i = 0; i < NumWaves; i++) wg_halt_q[i] <= wg_halt_d[i];
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
    end
  end
  initial begin
    if (MemDepth < 2 || MemDepth > 14) $fatal(1, "gcn_cu: MemDepth must be 2..14 (4-bit counters)");
  end
`endif

  // MODE bits above IEEE (FP16 overflow, exceptions) only pass through s_setreg/s_getreg;
  // launch slot high bits are ignored.
  logic unused_cu;
  assign unused_cu = ^{wcur.wvm, wcur.wlgkm, launch_slot_i, launch_idx_i[15:10], dec.enc};

endmodule
