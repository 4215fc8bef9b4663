// gcn_mem_unit: the CU's AXI4 master. Two clients share it:
//  - instruction fetch: one LineBytes window for gcn_ibuf, from the bus-aligned address at or
//    below the PC, as INCR bursts with AXI ID all ones; a window that runs into the next 4 KiB
//    page is fetched as two bursts, since an AXI burst must not cross a 4 KiB boundary;
//  - a queue of up to Depth memory instructions (SMEM load, FLAT load/store/atomic, MUBUF
//    load/store), each with its own per-lane address / data buffers: the core fills the tail
//    entry's buffers, pulses start_i (the entry joins the queue), and later, when the head entry
//    has completed (done_o), reads its load data back for the register writeback and acks it.
//    Vector-memory entries complete in queue order per wave (GFX8 returns vector memory in
//    order per wave; different waves overtake each other), SMEM entries in any order. Every (lane, dword) access is one single-beat AXI transaction; entries
//    issue their accesses one entry after the other, in queue order, while older entries still
//    wait for responses. Loads use IDs 0 .. 2^IdWidth-2 as tags (entry, lane, dword), so read
//    responses may come back in any order across IDs. Stores use ID 0; their B responses come
//    back in order and are credited to the oldest entry with writes outstanding.
//  - Memory order = queue order: an entry with loads starts issuing only when no write is
//    outstanding, an entry with stores only when no load is outstanding, an atomic only when
//    nothing is (AXI orders neither reads against writes nor transactions of different IDs).
//    Loads behind loads and stores behind stores overlap freely.
//  - Atomics are a read-modify-write per address (a chain), in lane order: read the value of
//    the first lane left, then apply the operation of every EXEC lane left on the same address
//    (FLAT; a MUBUF atomic's chain is its one lane), one lane per cycle, handing each lane the
//    value before its step, and write the chain's final value once. A chain's write need not be
//    acknowledged before the next chain reads (no later lane touches its address); a MUBUF
//    lane waits for its B response, since another lane may compute the same address. The CU is
//    the only AXI master and no other entry issues while an atomic runs, so each RMW is atomic
//    with respect to this CU (a multi-master system would need AXI exclusive accesses or a
//    memory-side ALU). The value before a lane's step lands in data dword 0 (64-bit: dwords 0,
//    1) of the lane (the writeback when GLC = 1). A 64-bit atomic (dwords = 2) is ONE 8-byte read and ONE 8-byte
//    write (AxSIZE 3, eight strobes), never two dword writes: a half-written value would be
//    visible between them (and the lockstep atomicity check rejects it). Its operands are data
//    dwords {1, 0} (and the compare value {3, 2}); its address must be 8-byte aligned.
//  - MUBUF: the lane's address buffer holds {index VGPR, offset VGPR} and each access address
//    comes from gcn_mubuf_addr (V#, SOFFSET, OFFSET, swizzle, range check) for (lane, 4*dword).
//    Out-of-range loads return 0, out-of-range stores are dropped (no AXI transaction).
//  - MUBUF/MTBUF format entries (fmt): element = op_dwords_i components of op_size_i bytes at
//    byte offsets 0, size, 2 size, ...; a lane is accessed only when every component is in range
//    (gcn_buf_format_range); the data buffer keeps VGPR values: a load's component is converted
//    at its read response, a store's at its W beat (gcn_buf_format_pkg).
// The AR channel has one register slot shared by both clients (memory op first), so each
// client's ARVALID/ARADDR stay stable until ARREADY as AXI requires.
module gcn_mem_unit #(
  parameter int unsigned Lanes = 16,
  parameter int unsigned AxiAddrWidth = 64,
  parameter int unsigned AxiDataWidth = 64,  // >= 64: a 64-bit atomic is one beat
  parameter int unsigned AxiIdWidth = 4,
  parameter int unsigned LineBytes = 64,  // instruction-fetch window (gcn_ibuf), >= 2 bus beats
  parameter int unsigned Depth = 8,  // memory instructions in the queue (2..14)
  parameter int unsigned WaveBits = 3  // wave slot number width (completion order is per wave)
) (
  input  logic                     clk_i,
  input  logic                     rst_ni,
  input  gcn_pkg::mut_id_t         mutant_i,  // checker self-test only: gcn_pkg::MutNone in a real design

  // Instruction fetch.
  input  logic                     fetch_req_i,
  input  logic [63:0]              fetch_pc_i,
  output logic                     fetch_done_o,  // one cycle: base and line are valid
  output logic [63:0]              fetch_base_o,
  output logic [LineBytes*8-1:0]   fetch_line_o,

  // Memory operation queue: start_i appends the tail entry (its buffers filled before).
  output logic                     full_o,        // no free entry: start_i must stay low
  output logic [$clog2(Depth)-1:0] tail_o,        // entry start_i / buf_we_i fill
  output logic [$clog2(Depth)-1:0] done_ent_o,    // the entry that may complete now (done_o)
  input  logic                     start_i,
  input  logic                     op_smem_i,     // SMEM: may complete out of order
  input  logic [WaveBits-1:0]      op_wave_i,     // issuing wave slot: vector memory completes in order per wave
  input  logic                     op_store_i,
  input  logic [2:0]               op_size_i,     // bytes per element: 1, 2, 4
  input  logic                     op_sext_i,
  input  logic [2:0]               op_dwords_i,   // 1..4 per lane
  input  logic [63:0]              op_mask_i,     // lanes that access memory
  input  logic                     op_atomic_i,   // read-modify-write per lane, op_dwords_i 1 or 2 wide
  input  gcn_pkg::amo_e            op_amo_i,
  input  logic                     op_buf_i,      // MUBUF addressing (else: buffer holds addresses)
  input  logic [127:0]             op_rsrc_i,     // MUBUF: V#, SOFFSET, OFFSET, IDXEN, OFFEN
  input  logic [31:0]              op_soffset_i,
  input  logic [11:0]              op_offset_i,
  input  logic                     op_fmt_i,      // format load/store (op_size_i = component bytes)
  input  logic [2:0]               op_nfmt_i,     // its number format
  input  logic                     op_d16_i,      // its d16 form
  input  logic                     op_idxen_i,
  input  logic                     op_offen_i,
  output logic                     done_o,        // entry done_ent_o has completed every access
  input  logic                     ack_i,         // entry ack_ent_i's writeback is done: free it
  input  logic [$clog2(Depth)-1:0] ack_ent_i,

  // Buffer fill (core -> unit) and read-back (unit -> core).
  input  logic                     buf_we_i,
  input  logic [$clog2(64/Lanes+1)-1:0] buf_group_i,
  input  logic [2:0]               buf_field_i,   // 0 addr lo, 1 addr hi, 2..5 data dword 0..3
  input  logic [Lanes*32-1:0]      buf_wdata_i,
  input  logic                     rd_tail_i,     // read-back entry: the tail (else rd_ent_i)
  input  logic [$clog2(Depth)-1:0] rd_ent_i,
  input  logic [5:0]               rd_lane_i,
  output logic [63:0]              rd_addr_o,
  output logic [127:0]             rd_data_o,
  input  logic [$clog2(64/Lanes+1)-1:0] rd_group_i,
  input  logic [1:0]               rd_dword_i,
  output logic [Lanes*32-1:0]      rd_gdata_o,    // entry rd_ent_i
  input  logic [$clog2(64/Lanes+1)-1:0] tail_group_i,  // the tail's buffers, one lane group's
  input  logic [2:0]               tail_field_i,  // field (buf_field_i's numbering)
  output logic [Lanes*32-1:0]      tail_gdata_o,

  // AXI4 master.
  output logic [AxiIdWidth-1:0]    axi_awid_o,
  output logic [AxiAddrWidth-1:0]  axi_awaddr_o,
  output logic [7:0]               axi_awlen_o,
  output logic [2:0]               axi_awsize_o,
  output logic [1:0]               axi_awburst_o,
  output logic                     axi_awvalid_o,
  input  logic                     axi_awready_i,
  output logic [AxiDataWidth-1:0]  axi_wdata_o,
  output logic [AxiDataWidth/8-1:0] axi_wstrb_o,
  output logic                     axi_wlast_o,
  output logic                     axi_wvalid_o,
  input  logic                     axi_wready_i,
  input  logic [AxiIdWidth-1:0]    axi_bid_i,
  input  logic [1:0]               axi_bresp_i,
  input  logic                     axi_bvalid_i,
  output logic                     axi_bready_o,
  output logic [AxiIdWidth-1:0]    axi_arid_o,
  output logic [AxiAddrWidth-1:0]  axi_araddr_o,
  output logic [7:0]               axi_arlen_o,
  output logic [2:0]               axi_arsize_o,
  output logic [1:0]               axi_arburst_o,
  output logic                     axi_arvalid_o,
  input  logic                     axi_arready_i,
  input  logic [AxiIdWidth-1:0]    axi_rid_i,
  input  logic [AxiDataWidth-1:0]  axi_rdata_i,
  input  logic [1:0]               axi_rresp_i,
  input  logic                     axi_rlast_i,
  input  logic                     axi_rvalid_i,
  output logic                     axi_rready_o
);

  // Checker self-test: the selected bug (gcn_pkg::Mut*); synthesis sees MutNone (mut_live).
  gcn_pkg::mut_id_t mut;
  assign mut = gcn_pkg::mut_live(mutant_i);

  localparam int unsigned DataBytes = AxiDataWidth / 8;
  localparam int unsigned OffW = $clog2(DataBytes);
  localparam int unsigned FetchBeats = LineBytes / DataBytes;
  localparam int unsigned PageBeats = 4096 / DataBytes;
  localparam int unsigned NumTags = (1 << AxiIdWidth) - 1;
  localparam int unsigned QW = $clog2(Depth);
  localparam logic [AxiIdWidth-1:0] FETCH_ID = {AxiIdWidth{1'b1}};
  localparam logic [2:0] BUS_SIZE = 3'($clog2(DataBytes));

  function automatic logic [QW-1:0] qinc(input logic [QW-1:0] p);
    qinc = (32'(p) == Depth - 1) ? '0 : p + 1'b1;
  endfunction

  // ---------------------------------------------------------------------------------------------
  // Queue entries: the operation's parameters and its buffers (flops; written by the core before
  // start and by read responses after).
  typedef struct packed {
    logic          smem, store, sext, atomic, bufm, idxen, offen, fmt, d16;
    logic [2:0]    nfmt;
    logic [gcn_pkg::AmoBits-1:0] amo;  // gcn_pkg::amo_e (Yosys 0.23: no package types in local structs)
    logic [2:0]    size, dwords;
    logic [63:0]   mask;
    logic [127:0]  rsrc;
    logic [31:0]   soffset;
    logic [11:0]   offset;
  } ent_t;
  ent_t        ent_q [Depth];
  logic [WaveBits-1:0] wave_q [Depth];  // the issuing wave of each entry (completion order)
  ent_t        cur;                // the entry issuing (iss_q)
  logic [63:0] addr_q [Depth][64];
  logic [31:0] dat_q [Depth][256];  // index {dword, lane}
  logic [Depth-1:0] issued_q, issued_d;  // every access of the entry has been issued
  logic [Depth-1:0] acked_q, acked_d;    // completed (written back), freed when it is the head
  logic [Depth-1:0] ready;               // every access of the entry has completed
  logic        cmp_found;
  logic [QW-1:0] cmp_ent;
  logic [8:0]  wr_q [Depth];        // writes issued, B response not yet received
  logic [8:0]  wr_d [Depth];
  logic [QW-1:0] head_q, head_d, tail_q, tail_d, iss_q, iss_d;
  logic [QW:0] cnt_q, cnt_d;        // entries in the queue
  logic [QW:0] icnt_q, icnt_d;      // entries not yet fully issued
  logic        ist_q, ist_d;        // the issuing entry passed its memory-order check
  logic [11:0] wout_q, wout_d;      // writes outstanding, all entries

  // Atomic phase of the current chain (the lanes left on the address of lane_q): read, wait for
  // the read data, apply the chain's lanes and write (A_CHAIN), wait for the write response
  // (MUBUF only).
  typedef enum logic [1:0] { A_READ, A_RDATA, A_CHAIN, A_BRESP } amo_phase_e;
  amo_phase_e  aph_q, aph_d;
  logic        amo_w64;              // the issuing entry is a 64-bit atomic
  logic [63:0] amo_left_q, amo_left_d;    // EXEC lanes of the atomic no chain has served yet
  logic [63:0] amo_chain_q, amo_chain_d;  // the lanes of the current chain
  logic [63:0] amo_match;                 // lanes left on the address of lane_q (FLAT)
  logic [6:0]  amo_c_q, amo_c_d;          // A_CHAIN: the lane applied this cycle (64: write)
  logic [63:0] amo_m_q, amo_m_d;          // A_CHAIN: memory before lane amo_c_q's step
  logic [5:0]  amo_lane;                  // lane whose operands amo_apply uses this cycle
  logic [63:0] amo_mem;                   // the memory value it applies them to
  logic        chain_we;                  // hand amo_m_q to lane amo_c_q as its old value
  logic [63:0] amo_ret;                   // the value chain_we hands over
  logic [63:0] amo_new;
  logic [63:0] amo_wdata;            // amo_new as written: 32-bit atomics keep the low half
  logic        zero_we;
  logic [6:0]  lane_q, lane_d;
  logic [2:0]  dw_q, dw_d;

  // Load tags.
  logic [NumTags-1:0] tag_busy_q, tag_busy_d;
  logic [QW-1:0] tag_ent_q [1 << AxiIdWidth];  // entry FETCH_ID unused
  logic [5:0]  tag_lane_q [1 << AxiIdWidth];
  logic [1:0]  tag_dw_q [1 << AxiIdWidth];
  logic [OffW-1:0] tag_off_q [1 << AxiIdWidth];
  logic        tag_free;
  logic [AxiIdWidth-1:0] tag_sel;
  logic [Depth-1:0] rd_pend;        // entry has a load tag outstanding

  // AR slot.
  logic                    ar_valid_q, ar_valid_d;
  logic [AxiIdWidth-1:0]   ar_id_q, ar_id_d;
  logic [63:0]             ar_addr_q, ar_addr_d;
  logic [7:0]              ar_len_q, ar_len_d;
  logic [2:0]              ar_size_q, ar_size_d;
  logic                    ar_slot_free;

  // AW and W slots.
  logic                    aw_valid_q, aw_valid_d, w_valid_q, w_valid_d;
  logic [63:0]             aw_addr_q, aw_addr_d;
  logic [2:0]              aw_size_q, aw_size_d;
  logic [AxiDataWidth-1:0] w_data_q, w_data_d;
  logic [DataBytes-1:0]    w_strb_q, w_strb_d;

  // Fetch.
  typedef enum logic [1:0] { F_IDLE, F_WAIT, F_NEXT, F_DONE } f_state_e;
  f_state_e    f_state_q, f_state_d;
  logic [63:0] f_base_q, f_base_d;   // window start
  logic [63:0] f_next_page;          // F_NEXT: the rest of the window starts there
  logic [LineBytes*8-1:0] f_buf_q, f_buf_d;
  logic [7:0]  f_beat_q, f_beat_d;   // beats received
  logic [63:0] f_start;
  logic [12:0] f_page_beats;         // beats from f_start to the end of its 4 KiB page

  // Current access.
  logic [63:0] acc_addr;
  logic [31:0] acc_data;             // store data as written (format stores: converted)
  logic [31:0] acc_raw;              // the data buffer's dword
  logic [31:0] acc_data_q;           // acc_data one cycle later (mutant store_data_late only)
  logic        acc_active;
  logic [OffW-1:0] acc_off;
  logic        mem_ar_load;
  logic        r_mem, r_fetch;
  logic [AxiIdWidth-1:0] r_tag;
  ent_t        r_ent;
  logic [AxiDataWidth-1:0] r_shift;
  logic [31:0] r_val;
  logic        r_w64;                // the response is a 64-bit atomic's (dwords 0 and 1)
  logic        issued, fin;
  logic        iss_valid, order_ok, b_found;
  logic [QW-1:0] b_ent;

  always_comb begin
    tag_free = 1'b0;
    tag_sel = '0;
    for (int t = NumTags - 1; t >= 0; t--) begin
      if (!tag_busy_q[t]) begin
        tag_free = 1'b1;
        tag_sel = AxiIdWidth'(t);
      end
    end
    rd_pend = '0;
    for (int t = 0; t < NumTags; t++) begin
      if (tag_busy_q[t]) rd_pend[tag_ent_q[t]] = 1'b1;
    end
    // B responses return in issue order (one write ID): the oldest entry with writes out.
    b_found = 1'b0;
    b_ent = head_q;
    for (int i = Depth - 1; i >= 0; i--) begin
      if (wr_q[QW'((32'(head_q) + 32'(i)) % Depth)] != 9'd0) begin
        b_found = 1'b1;
        b_ent = QW'((32'(head_q) + 32'(i)) % Depth);
      end
    end
  end

  assign cur = ent_q[iss_q];
  assign iss_valid = (icnt_q != '0);
  // Memory order = queue order (see the header).
  assign order_ok = cur.atomic ? (tag_busy_q == '0 && wout_q == '0) :
                    cur.store ? (tag_busy_q == '0) : (wout_q == '0);

  logic [63:0] buf_addr;
  logic        buf_ok, acc_ok;
  gcn_mubuf_addr u_buf_addr (
    .rsrc_i(cur.rsrc), .soffset_i(cur.soffset), .inst_offset_i(cur.offset), .idxen_i(cur.idxen),
    .offen_i(cur.offen), .lane_i(lane_q[5:0]), .vindex_i(addr_q[iss_q][lane_q[5:0]][63:32]),
    .voffset_i(addr_q[iss_q][lane_q[5:0]][31:0]),
    .unit_off_i(cur.fmt ? 4'(dw_q[1:0] * cur.size[2:0]) : {dw_q[1:0], 2'b00}),
    .addr_o(buf_addr), .in_range_o(buf_ok)
  );
  // Format entries: the lane is accessed only when all its components are in range (inputs
  // held at 0 for other entries: evaluation gating).
  logic        fmt_ok;
  logic [63:0] fmt_vaddr;
  assign fmt_vaddr = cur.fmt ? addr_q[iss_q][lane_q[5:0]] : 64'd0;
  gcn_buf_format_range u_fmt_range (
    .rsrc_i(cur.rsrc), .soffset_i(cur.soffset), .inst_offset_i(cur.offset), .idxen_i(cur.idxen),
    .offen_i(cur.offen), .lane_i(cur.fmt ? lane_q[5:0] : 6'd0), .vindex_i(fmt_vaddr[63:32]),
    .voffset_i(fmt_vaddr[31:0]), .bytes_i(cur.size), .comps_i(cur.dwords), .in_range_o(fmt_ok)
  );

  assign acc_active = (lane_q < 7'd64) && cur.mask[lane_q[5:0]];
  assign acc_addr = cur.bufm ? buf_addr : (addr_q[iss_q][lane_q[5:0]] + {59'd0, dw_q, 2'b00});
  assign acc_ok = !cur.bufm || (cur.fmt ? fmt_ok : buf_ok);
  assign acc_raw = dat_q[iss_q][{dw_q[1:0], lane_q[5:0]}];
  // A format store's component as written (evaluated for format stores only).
  always_comb begin
    acc_data = acc_raw;
    if (cur.fmt && cur.store) acc_data = gcn_buf_format_pkg::store_cvt(acc_raw, cur.size, cur.nfmt, cur.d16);
  end
  assign acc_off = acc_addr[OffW-1:0];
  assign ar_slot_free = !ar_valid_q || axi_arready_i;

  // Read responses.
  assign r_fetch = axi_rvalid_i && (axi_rid_i == FETCH_ID);
  assign r_mem = axi_rvalid_i && (axi_rid_i != FETCH_ID);
  assign r_tag = axi_rid_i;
  assign r_ent = ent_q[tag_ent_q[r_tag]];
  assign r_shift = axi_rdata_i >> {tag_off_q[r_tag], 3'b000};
  assign r_w64 = r_ent.atomic && r_ent.dwords == 3'd2;
  always_comb begin
    unique case (r_ent.size)
      3'd1: r_val = r_ent.sext ? {{24{r_shift[7]}}, r_shift[7:0]} : {24'd0, r_shift[7:0]};
      3'd2: r_val = r_ent.sext ? {{16{r_shift[15]}}, r_shift[15:0]} : {16'd0, r_shift[15:0]};
      default: r_val = r_shift[31:0];
    endcase
    // Format loads: the component, zero-extended above, converted to its VGPR value.
    if (r_mem && r_ent.fmt) r_val = gcn_buf_format_pkg::load_cvt(r_val, r_ent.size, r_ent.nfmt, r_ent.d16);
  end

  // New memory value of an atomic (golden mem_util.cpp atomic_apply), on 64 bits: d0 = data,
  // d1 = compare value (cmpswap). A 32-bit atomic passes its operands sign-extended and keeps
  // the low half: sign extension preserves both the signed and the unsigned order and equality,
  // so one 64-bit operation gives every 32-bit result.
  function automatic logic [63:0] amo_apply(input gcn_pkg::amo_e op, input logic [63:0] m,
                                            input logic [63:0] d0, input logic [63:0] d1);
    logic [63:0] r;
    unique case (op)
      gcn_pkg::AMO_SWAP: r = d0;
      gcn_pkg::AMO_CMPSWAP: r = (m == d1) ? d0 : m;
      gcn_pkg::AMO_ADD: r = m + d0;
      gcn_pkg::AMO_SUB: r = m - d0;
      gcn_pkg::AMO_SMIN: r = ($signed(d0) < $signed(m)) ? d0 : m;
      gcn_pkg::AMO_UMIN: r = (d0 < m) ? d0 : m;
      gcn_pkg::AMO_SMAX: r = ($signed(d0) > $signed(m)) ? d0 : m;
      gcn_pkg::AMO_UMAX: r = (d0 > m) ? d0 : m;
      gcn_pkg::AMO_AND: r = m & d0;
      gcn_pkg::AMO_OR: r = m | d0;
      gcn_pkg::AMO_XOR: r = m ^ d0;
      gcn_pkg::AMO_INC: r = (m >= d0) ? 64'd0 : m + 64'd1;           // wraps to 0 at d0
      gcn_pkg::AMO_DEC: r = (m == 64'd0 || m > d0) ? d0 : m - 64'd1;  // wraps to d0 at 0
      default: r = m;
    endcase
    amo_apply = r;
  endfunction

  // A 32-bit value as a 64-bit atomic operand (see amo_apply).
  function automatic logic [63:0] amo_opnd(input logic w64, input logic [31:0] hi, input logic [31:0] lo);
    amo_opnd = w64 ? {hi, lo} : {{32{lo[31]}}, lo};
  endfunction

  assign amo_w64 = cur.dwords == 3'd2;
  assign amo_wdata = amo_w64 ? amo_m_q : {32'd0, amo_m_q[31:0]};
  // The chain's lanes: a FLAT lane joins when its address equals lane_q's (one instruction's
  // lanes have one size, so equal addresses are the only overlap); a MUBUF lane's address is
  // computed per lane, so its chain is lane_q alone.
  always_comb begin
    amo_match = '0;
    for (int l = 0; l < 64; l++) begin
      amo_match[l] = amo_left_q[l] && (cur.bufm ? (7'(l) == lane_q) : (addr_q[iss_q][l] == addr_q[iss_q][lane_q[5:0]]));
    end
  end
  // The step of one lane: lane_q on the read data, then each later lane of the chain on the
  // running value. Evaluated only in those cycles (evaluation gating).
  assign amo_lane = (aph_q == A_CHAIN) ? amo_c_q[5:0] : lane_q[5:0];
  assign amo_mem = (aph_q == A_CHAIN) ? amo_m_q : r_shift[63:0];
  always_comb begin
    amo_new = '0;
    if (cur.atomic && ((aph_q == A_RDATA && r_mem) || chain_we)) begin
      amo_new = amo_apply(cur.amo, amo_opnd(amo_w64, amo_mem[63:32], amo_mem[31:0]),
                          amo_opnd(amo_w64, dat_q[iss_q][{2'd1, amo_lane}], dat_q[iss_q][{2'd0, amo_lane}]),
                          amo_w64 ? {dat_q[iss_q][{2'd3, amo_lane}], dat_q[iss_q][{2'd2, amo_lane}]}
                                  : amo_opnd(1'b0, 32'd0, dat_q[iss_q][{2'd1, amo_lane}]));
    end
  end
  assign chain_we = cur.atomic && aph_q == A_CHAIN && amo_c_q != 7'd64;
  assign amo_ret = (mut == gcn_pkg::MutAmoChainReturnsNew) ? amo_new : amo_m_q;

  always_comb begin
    aph_d = aph_q;
    amo_left_d = amo_left_q;
    amo_chain_d = amo_chain_q;
    amo_c_d = amo_c_q;
    amo_m_d = amo_m_q;
    zero_we = 1'b0;
    lane_d = lane_q;
    dw_d = dw_q;
    wout_d = wout_q;
    for (int e = 0; e < Depth; e++) wr_d[e] = wr_q[e];
    issued_d = issued_q;
    acked_d = acked_q;
    head_d = head_q;
    tail_d = tail_q;
    iss_d = iss_q;
    cnt_d = cnt_q;
    icnt_d = icnt_q;
    ist_d = ist_q;
    tag_busy_d = tag_busy_q;
    ar_valid_d = ar_valid_q && !axi_arready_i;
    ar_id_d = ar_id_q;
    ar_addr_d = ar_addr_q;
    ar_len_d = ar_len_q;
    ar_size_d = ar_size_q;
    aw_valid_d = aw_valid_q && !axi_awready_i;
    aw_addr_d = aw_addr_q;
    aw_size_d = aw_size_q;
    w_valid_d = w_valid_q && !axi_wready_i;
    w_data_d = w_data_q;
    w_strb_d = w_strb_q;
    mem_ar_load = 1'b0;
    f_state_d = f_state_q;
    f_base_d = f_base_q;
    f_buf_d = f_buf_q;
    f_beat_d = f_beat_q;
    issued = 1'b0;
    fin = 1'b0;

    // Completions.
    if (r_mem) begin
      tag_busy_d[r_tag] = 1'b0;
    end
    if (axi_bvalid_i) begin
      wout_d = wout_d - 12'd1;
      wr_d[b_ent] = wr_d[b_ent] - 9'd1;
    end

    // Queue: append, free the head.
    // Queue: append at the tail; an entry completes (ack) in the order done_ent_o allows and is
    // freed when it reaches the head, one per cycle.
    if (start_i) begin
      tail_d = qinc(tail_q);
      issued_d[tail_q] = 1'b0;
    end
    if (ack_i) acked_d[ack_ent_i] = 1'b1;
    if (cnt_q != '0 && acked_q[head_q]) begin
      head_d = qinc(head_q);
      acked_d[head_q] = 1'b0;
    end
    cnt_d = cnt_q + (QW+1)'(start_i) - (QW+1)'(cnt_q != '0 && acked_q[head_q]);

    // Issue: the entry at iss_q, lane by lane, dword by dword.
    if (iss_valid && !ist_q) begin
      if (order_ok) begin
        ist_d = 1'b1;
        lane_d = gcn_pkg::next_lane(cur.mask, 7'd0);
        dw_d = '0;
        aph_d = A_READ;
        amo_left_d = cur.mask;
      end
    end else if (iss_valid) begin
      if (lane_q == 7'd64) begin
        issued_d[iss_q] = 1'b1;
        fin = 1'b1;
        iss_d = qinc(iss_q);
        ist_d = 1'b0;
      end else if (!acc_active) begin
        lane_d = gcn_pkg::next_lane(cur.mask, lane_q + 7'd1);
      end else if (cur.atomic && acc_ok && dw_q == 3'd0) begin
        // The chain on this lane's address (64-bit: dword pair, one beat each way). (A MUBUF
        // atomic out of range is dropped and returns 0 in each dword, like a load, below.)
        unique case (aph_q)
          A_READ: begin
            if (tag_free && ar_slot_free) begin
              mem_ar_load = 1'b1;
              ar_valid_d = 1'b1;
              ar_id_d = tag_sel;
              ar_addr_d = acc_addr;
              ar_len_d = 8'd0;
              ar_size_d = amo_w64 ? 3'd3 : 3'd2;
              tag_busy_d[tag_sel] = 1'b1;
              amo_chain_d = amo_match;
              aph_d = A_RDATA;
            end
          end
          A_RDATA: begin
            // lane_q's step; its old value is the read response itself.
            if (r_mem) begin
              amo_m_d = amo_new;
              amo_c_d = gcn_pkg::next_lane(amo_chain_q, lane_q + 7'd1);
              aph_d = A_CHAIN;
            end
          end
          A_CHAIN: begin
            if (amo_c_q != 7'd64) begin
              amo_c_d = gcn_pkg::next_lane(amo_chain_q, amo_c_q + 7'd1);
              if (!(mut == gcn_pkg::MutAmoChainLostUpdate && amo_c_d == 7'd64)) amo_m_d = amo_new;
            end else if ((!aw_valid_q || axi_awready_i) && (!w_valid_q || axi_wready_i)) begin
              aw_valid_d = 1'b1;
              aw_addr_d = acc_addr;
              aw_size_d = amo_w64 ? 3'd3 : 3'd2;
              w_valid_d = 1'b1;
              w_data_d = AxiDataWidth'(amo_wdata) << {acc_off, 3'b000};
              w_strb_d = DataBytes'(amo_w64 ? 32'hff : 32'hf) << acc_off;
              wout_d = wout_d + 12'd1;
              wr_d[iss_q] = wr_d[iss_q] + 9'd1;
              amo_left_d = amo_left_q & ~amo_chain_q;
              if (cur.bufm) begin
                aph_d = A_BRESP;
              end else begin
                aph_d = A_READ;
                lane_d = gcn_pkg::next_lane(cur.mask & amo_left_d, lane_q + 7'd1);
              end
            end
          end
          A_BRESP: begin
            if (wout_d == 12'd0 && !aw_valid_d && !w_valid_d) begin
              aph_d = A_READ;
              lane_d = gcn_pkg::next_lane(cur.mask, lane_q + 7'd1);
            end
          end
          default: aph_d = A_READ;
        endcase
      end else if (!acc_ok || cur.atomic) begin
        // Out of range (MUBUF): loads read 0, stores are dropped; an atomic out of range at
        // dword 0 zeroes every dword it returns (dword 1 of a 64-bit one comes here whatever its
        // own range: the offset may wrap). The zero is written through the data buffer's
        // response port, so wait for a cycle without a read response.
        if (cur.store || !r_mem) begin
          zero_we = !cur.store;
          issued = 1'b1;
        end
      end else begin
        if (!cur.store) begin
          if (tag_free && ar_slot_free) begin
            mem_ar_load = 1'b1;
            ar_valid_d = 1'b1;
            ar_id_d = tag_sel;
            ar_addr_d = acc_addr;
            ar_len_d = 8'd0;
            ar_size_d = (cur.size == 3'd1) ? 3'd0 : (cur.size == 3'd2) ? 3'd1 : 3'd2;
            tag_busy_d[tag_sel] = 1'b1;
            issued = 1'b1;
          end
        end else begin
          if ((!aw_valid_q || axi_awready_i) && (!w_valid_q || axi_wready_i)) begin
            aw_valid_d = 1'b1;
            aw_addr_d = acc_addr;
            aw_size_d = (cur.size == 3'd1) ? 3'd0 : (cur.size == 3'd2) ? 3'd1 : 3'd2;
            w_valid_d = 1'b1;
            w_data_d = AxiDataWidth'({32'd0, (mut == gcn_pkg::MutStoreDataLate) ? acc_data_q : acc_data})
                       << {acc_off, 3'b000};
            w_strb_d = DataBytes'((cur.size == 3'd1) ? 32'h1 : (cur.size == 3'd2) ? 32'h3 :
                                  (mut == gcn_pkg::MutByteEnableDrop) ? 32'h7 : 32'hf) << acc_off;
            wout_d = wout_d + 12'd1;
            wr_d[iss_q] = wr_d[iss_q] + 9'd1;
            issued = 1'b1;
          end
        end
      end
      // This (lane, dword) access is done (issued, or out of range): on to the next.
      if (issued) begin
        if (dw_q + 3'd1 >= cur.dwords) begin
          dw_d = '0;
          lane_d = gcn_pkg::next_lane(cur.mask, lane_q + 7'd1);
        end else begin
          dw_d = dw_q + 3'd1;
        end
      end
    end
    icnt_d = icnt_q + (QW+1)'(start_i) - (QW+1)'(fin);

    // Fetch.
    unique case (f_state_q)
      F_IDLE: begin
        if (fetch_req_i && ar_slot_free && !mem_ar_load) begin
          ar_valid_d = 1'b1;
          ar_id_d = FETCH_ID;
          ar_addr_d = f_start;
          ar_len_d = (13'(FetchBeats) <= f_page_beats) ? 8'(FetchBeats - 1)
                                                       : 8'(f_page_beats - 13'd1);
          ar_size_d = BUS_SIZE;
          f_base_d = f_start;
          f_beat_d = '0;
          f_state_d = F_WAIT;
        end
      end
      F_WAIT: begin
        if (r_fetch) begin
          f_buf_d[f_beat_q[$clog2(FetchBeats+1)-1:0] * AxiDataWidth +: AxiDataWidth] = axi_rdata_i;
          f_beat_d = f_beat_q + 8'd1;
          if (axi_rlast_i) f_state_d = (f_beat_d == 8'(FetchBeats)) ? F_DONE : F_NEXT;
        end
      end
      F_NEXT: begin
        // The rest of the window, from the start of the next page.
        if (ar_slot_free && !mem_ar_load) begin
          ar_valid_d = 1'b1;
          ar_id_d = FETCH_ID;
          ar_addr_d = f_next_page;
          ar_len_d = 8'(FetchBeats) - f_beat_q - 8'd1;
          ar_size_d = BUS_SIZE;
          f_state_d = F_WAIT;
        end
      end
      F_DONE: f_state_d = F_IDLE;
      default: f_state_d = F_IDLE;
    endcase
  end

  assign f_start = fetch_pc_i & ~(64'(DataBytes) - 64'd1);
  assign f_page_beats = 13'(PageBeats) - 13'(f_start[11:OffW]);
  assign f_next_page = {f_base_q[63:12] + 52'd1, 12'd0};
  assign fetch_done_o = (f_state_q == F_DONE);
  assign fetch_base_o = f_base_q;
  assign fetch_line_o = f_buf_q;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      aph_q <= A_READ;
      amo_left_q <= '0;
      amo_chain_q <= '0;
      amo_c_q <= '0;
      amo_m_q <= '0;
      lane_q <= '0;
      dw_q <= '0;
      wout_q <= '0;
      for (int e = 0; e < Depth; e++) wr_q[e] <= '0;
      issued_q <= '0;
      acked_q <= '0;
      head_q <= '0;
      tail_q <= '0;
      iss_q <= '0;
      cnt_q <= '0;
      icnt_q <= '0;
      ist_q <= 1'b0;
      tag_busy_q <= '0;
      ar_valid_q <= 1'b0;
      ar_id_q <= '0;
      ar_addr_q <= '0;
      ar_len_q <= '0;
      ar_size_q <= '0;
      aw_valid_q <= 1'b0;
      aw_addr_q <= '0;
      aw_size_q <= '0;
      w_valid_q <= 1'b0;
      w_data_q <= '0;
      w_strb_q <= '0;
      f_state_q <= F_IDLE;
      f_base_q <= '0;
      f_buf_q <= '0;
      f_beat_q <= '0;
    end else begin
      aph_q <= aph_d;
      amo_left_q <= amo_left_d;
      amo_chain_q <= amo_chain_d;
      amo_c_q <= amo_c_d;
      amo_m_q <= amo_m_d;
      lane_q <= lane_d;
      dw_q <= dw_d;
      wout_q <= wout_d;
      for (int e = 0; e < Depth; e++) wr_q[e] <= wr_d[e];
      issued_q <= issued_d;
      acked_q <= acked_d;
      head_q <= head_d;
      tail_q <= tail_d;
      iss_q <= iss_d;
      cnt_q <= cnt_d;
      icnt_q <= icnt_d;
      ist_q <= ist_d;
      tag_busy_q <= tag_busy_d;
      ar_valid_q <= ar_valid_d;
      ar_id_q <= ar_id_d;
      ar_addr_q <= ar_addr_d;
      ar_len_q <= ar_len_d;
      ar_size_q <= ar_size_d;
      aw_valid_q <= aw_valid_d;
      aw_addr_q <= aw_addr_d;
      aw_size_q <= aw_size_d;
      w_valid_q <= w_valid_d;
      w_data_q <= w_data_d;
      w_strb_q <= w_strb_d;
      f_state_q <= f_state_d;
      f_base_q <= f_base_d;
      f_buf_q <= f_buf_d;
      f_beat_q <= f_beat_d;
    end
  end

  // Entry parameters (no reset: written by start_i before the entry is used).
  // Field by field: Yosys 0.23 has no assignment patterns.
  ent_t start_ent;
  always_comb begin
    start_ent.smem    = op_smem_i;
    start_ent.store   = op_store_i;
    start_ent.sext    = op_sext_i;
    start_ent.atomic  = op_atomic_i;
    start_ent.bufm    = op_buf_i;
    start_ent.idxen   = op_idxen_i;
    start_ent.offen   = op_offen_i;
    start_ent.fmt     = op_fmt_i;
    start_ent.d16     = op_d16_i;
    start_ent.nfmt    = op_nfmt_i;
    start_ent.amo     = op_amo_i;
    start_ent.size    = op_size_i;
    start_ent.dwords  = op_dwords_i;
    start_ent.mask    = op_mask_i;
    start_ent.rsrc    = op_rsrc_i;
    start_ent.soffset = op_soffset_i;
    start_ent.offset  = op_offset_i;
  end
  always_ff @(posedge clk_i) begin
    if (start_i) begin
      ent_q[tail_q] <= start_ent;
      wave_q[tail_q] <= op_wave_i;
    end
  end

  // Tag table (no reset: entries are only read while their tag is busy).
  always_ff @(posedge clk_i) begin
    if (mem_ar_load) begin
      tag_ent_q[tag_sel] <= iss_q;
      tag_lane_q[tag_sel] <= lane_q[5:0];
      tag_dw_q[tag_sel] <= dw_q[1:0];
      tag_off_q[tag_sel] <= acc_off;
    end
  end

  // Buffers (no reset: written before use). The core fills the (free) tail entry while read
  // responses land in older entries.
  always_ff @(posedge clk_i) begin
    if (buf_we_i && buf_field_i <= 3'd1) begin
      for (int l = 0; l < Lanes; l++) begin
        if (buf_field_i == 3'd0) begin
          addr_q[tail_q][buf_group_i * Lanes + l][31:0] <= buf_wdata_i[l*32 +: 32];
        end else begin
          addr_q[tail_q][buf_group_i * Lanes + l][63:32] <= buf_wdata_i[l*32 +: 32];
        end
      end
    end
  end

  always_ff @(posedge clk_i) begin
    if (buf_we_i && buf_field_i >= 3'd2) begin
      for (int l = 0; l < Lanes; l++) begin
        dat_q[tail_q][{buf_field_i[1:0] - 2'd2, 6'(buf_group_i * Lanes + l)}] <=
            buf_wdata_i[l*32 +: 32];
      end
    end
    if (r_mem) begin
      dat_q[tag_ent_q[r_tag]][{tag_dw_q[r_tag], tag_lane_q[r_tag]}] <= r_val;
      if (r_w64) dat_q[tag_ent_q[r_tag]][{2'd1, tag_lane_q[r_tag]}] <= r_shift[63:32];
    end else if (zero_we) begin
      dat_q[iss_q][{dw_q[1:0], lane_q[5:0]}] <= 32'd0;
    end else if (chain_we) begin
      dat_q[iss_q][{2'd0, amo_c_q[5:0]}] <= amo_ret[31:0];
      if (amo_w64) dat_q[iss_q][{2'd1, amo_c_q[5:0]}] <= amo_ret[63:32];
    end
  end

  // Read-back.
  logic [QW-1:0] rd_ent;
  assign rd_ent = rd_tail_i ? tail_q : rd_ent_i;
  assign rd_addr_o = addr_q[rd_ent][rd_lane_i];
  assign rd_data_o = {dat_q[rd_ent][{2'd3, rd_lane_i}], dat_q[rd_ent][{2'd2, rd_lane_i}],
                      dat_q[rd_ent][{2'd1, rd_lane_i}], dat_q[rd_ent][{2'd0, rd_lane_i}]};
  always_comb begin
    for (int l = 0; l < Lanes; l++) begin
      unique case (tail_field_i)
        3'd0: tail_gdata_o[l*32 +: 32] = addr_q[tail_q][6'(tail_group_i * Lanes + l)][31:0];
        3'd1: tail_gdata_o[l*32 +: 32] = addr_q[tail_q][6'(tail_group_i * Lanes + l)][63:32];
        default: tail_gdata_o[l*32 +: 32] = dat_q[tail_q][{2'(tail_field_i - 3'd2), 6'(tail_group_i * Lanes + l)}];
      endcase
    end
  end
  always_comb begin
    for (int l = 0; l < Lanes; l++) begin
      rd_gdata_o[l*32 +: 32] = dat_q[rd_ent_i][{rd_dword_i, 6'(rd_group_i * Lanes + l)}];
    end
  end

  assign full_o = (32'(cnt_q) == Depth);
  // Completion order: GFX8 returns vector memory (FLAT, MUBUF) in order per wave and SMEM in
  // any order. An entry may complete when every access of it is back and, unless it is SMEM, no
  // older vector-memory entry of the same wave is still waiting; entries of different waves
  // overtake each other. The oldest such entry is picked.
  logic [Depth-1:0] ent_smem;
  // A whole element into a module-level struct first: Yosys 0.23 leaves `ent_q[e].smem` and
  // members of structs declared in procedural or generate blocks undriven (implicit wires).
  /* verilator lint_off UNUSEDSIGNAL */
  ent_t ent;
  /* verilator lint_on UNUSEDSIGNAL */
  always_comb begin
    ent = '0;
    for (int e = 0; e < Depth; e++) begin
      ent = ent_q[e];
      ent_smem[e] = ent.smem;
    end
  end
  // waiting[e]: entry e is in the queue and not yet written back.
  logic [Depth-1:0] waiting;
  always_comb begin
    waiting = '0;  // every bit is set below ((head + i) % Depth visits each entry); Yosys cannot see that
    for (int i = 0; i < Depth; i++) begin
      logic [QW-1:0] e;
      e = QW'((32'(head_q) + 32'(i)) % Depth);
      waiting[e] = 32'(i) < 32'(cnt_q) && !acked_q[e];
    end
  end
  always_comb begin
    logic [Depth-1:0] vmem_seen;  // queue positions (from the head) of waiting vector memory
    logic [QW-1:0] e, o;
    logic older;
    vmem_seen = '0;
    cmp_found = 1'b0;
    cmp_ent = head_q;
    for (int k = 0; k < Depth; k++) begin
      ready[k] = issued_q[k] && !rd_pend[k] && (wr_q[k] == 9'd0) && !acked_q[k];
    end
    for (int i = 0; i < Depth; i++) begin
      e = QW'((32'(head_q) + 32'(i)) % Depth);
      older = 1'b0;
      for (int j = 0; j < i; j++) begin
        o = QW'((32'(head_q) + 32'(j)) % Depth);
        if (vmem_seen[j] && wave_q[o] == wave_q[e]) older = 1'b1;
      end
      if (waiting[e]) begin
        if (!cmp_found && ready[e] &&
            (ent_smem[e] || !older || mut == gcn_pkg::MutVmemOutOfOrder)) begin
          cmp_found = 1'b1;
          cmp_ent = e;
        end
        if (!ent_smem[e]) vmem_seen[i] = 1'b1;
      end
    end
  end
  assign done_o = cmp_found;
  assign done_ent_o = cmp_ent;
  assign tail_o = tail_q;

  // AXI outputs.
  assign axi_arid_o = ar_id_q;
  assign axi_araddr_o = AxiAddrWidth'(ar_addr_q);
  assign axi_arlen_o = ar_len_q;
  assign axi_arsize_o = ar_size_q;
  assign axi_arburst_o = 2'b01;
  assign axi_arvalid_o = ar_valid_q;
  assign axi_rready_o = 1'b1;
  assign axi_awid_o = '0;
  assign axi_awaddr_o = AxiAddrWidth'(aw_addr_q);
  assign axi_awlen_o = 8'd0;
  assign axi_awsize_o = aw_size_q;
  assign axi_awburst_o = 2'b01;
  assign axi_awvalid_o = aw_valid_q;
  assign axi_wdata_o = w_data_q;
  assign axi_wstrb_o = w_strb_q;
  assign axi_wlast_o = 1'b1;
  assign axi_wvalid_o = w_valid_q;
  assign axi_bready_o = 1'b1;

  // Responses' error codes are not acted on in this cut (the harness checks every access).
  logic unused_resp;
  assign unused_resp = ^{axi_bid_i, axi_bresp_i, axi_rresp_i, r_shift};
  // cur: sext is applied at the response (r_ent), smem only orders completion; r_ent: only
  // size and sext are used.
  logic unused_ent;
  assign unused_ent = ^{cur.smem, cur.sext, r_ent};

  // MutStoreDataLate only (synthesis removes it: nothing reads it when mut is MutNone).
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) acc_data_q <= '0;
    else acc_data_q <= acc_data;
  end

`ifndef SYNTHESIS
  // Queue invariants (checked in simulation).
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
    end else begin
      if (start_i && full_o) $fatal(1, "gcn_mem_unit: start with the queue full");
      if (ack_i && (!ready[ack_ent_i] || acked_q[ack_ent_i])) $fatal(1, "gcn_mem_unit: ack of an entry that has not completed");
      if (axi_bvalid_i && (wout_q == '0 || !b_found)) $fatal(1, "gcn_mem_unit: B response with no write outstanding");
      if (r_mem && !tag_busy_q[r_tag]) $fatal(1, "gcn_mem_unit: read response for a free tag");
      if (buf_we_i && full_o) $fatal(1, "gcn_mem_unit: buffer fill with the queue full");
      if (chain_we && (r_mem || zero_we)) $fatal(1, "gcn_mem_unit: atomic chain step while the data buffer's write port is taken");
    end
  end
`endif

endmodule
