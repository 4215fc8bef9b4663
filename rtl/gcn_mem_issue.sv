// gcn_mem_issue: the issue side of the memory unit (gcn_mem_unit). For one SMEM, FLAT or MUBUF
// instruction it fills the tail entry's buffers - SMEM: the dwords' addresses; FLAT/MUBUF: per
// lane group the address VGPRs (FLAT: VADDR pair; MUBUF: offset into field 0, index into field
// 1) and the store data / atomic operand VGPRs - emits the instruction's memory effects on the
// retire port, and starts the entry (issue_o, with the writeback descriptor). The sequencer in
// gcn_cu starts it after the INST beat (FLAT/MUBUF) or after S_HDR2 (SMEM) and ends the
// instruction in the cycle issue_o rises.
//
// Memory effects: FLAT, when every EXEC lane's address has the same bits 63:32 (checked as the
// gather captures them), one lane group per beat (RB_MEMG: the addresses, then each data
// dword); otherwise, and for MUBUF, one RB_MEM per lane that accesses memory; SMEM one RB_MEM.
module gcn_mem_issue #(
  parameter int unsigned Lanes = 16,
  parameter int unsigned VgprPool = 512
) (
  input  logic                  clk_i,
  input  logic                  rst_ni,
  input  gcn_pkg::mut_id_t      mutant_i,  // checker self-test only: gcn_pkg::MutNone in a real design

  // The instruction: held from start until issue_o by the sequencer.
  input  logic                  start_vmem_i,  // FLAT/MUBUF: the INST beat's cycle
  input  logic                  start_smem_i,  // SMEM: S_HDR2
  input  gcn_pkg::dec_t         dec_i,
  input  logic [6*32-1:0]       sv_i,      // scalar operand dwords (MUBUF: V#, SOFFSET in slot 4)
  input  logic [63:0]           exec_i,
  input  logic [$clog2(VgprPool+1)-1:0] vbase_i,
  input  logic [63:0]           scratch_base_i,
  output logic                  bf_bad_o,  // a buffer format instruction golden does not execute
  output logic [2:0]            bf_nfmt_o, // its number format (gcn_mem_unit op_nfmt_i)

  // VGPR file read port 0.
  output logic                  re_o,
  output logic [$clog2(VgprPool*64/Lanes)-1:0] raddr_o,
  input  logic [Lanes*32-1:0]   rdata_i,

  // gcn_mem_unit: tail entry buffers and read-back, start.
  output logic                  buf_we_o,
  output logic [$clog2(64/Lanes+1)-1:0] buf_group_o,
  output logic [2:0]            buf_field_o,
  output logic [Lanes*32-1:0]   buf_wdata_o,
  output logic                  rd_tail_o, // read back the tail entry (its memory effects)
  output logic [5:0]            rd_lane_o,
  input  logic [63:0]           rd_addr_i,
  input  logic [127:0]          rd_data_i,
  output logic [$clog2(64/Lanes+1)-1:0] tail_group_o,
  output logic [2:0]            tail_field_o,
  input  logic [Lanes*32-1:0]   tail_gdata_i,
  output logic                  issue_o,   // start the tail entry: the instruction is issued
  output logic                  smem_o,    // ... an SMEM load (else vector memory)
  output logic                  store_o,   // op_store_i
  output logic [2:0]            size_o,
  output logic                  sext_o,
  output logic [2:0]            dwords_o,
  output logic [63:0]           mask_o,
  output logic                  wb_none_o, // the completion writes no register
  output logic [4:0]            wb_n_o,    // SMEM dwords / vector memory dwords per lane
  output logic [63:0]           wb_mask_o, // SMEM: dwords in range; vector memory: EXEC

  // Retire beat (RB_MEM / RB_MEMG).
  output logic                  rb_valid_o,
  output logic [3:0]            rb_kind_o,
  output logic [15:0]           rb_idx_o,
  output logic [63:0]           rb_a_o,
  output logic [63:0]           rb_b_o,
  output logic [Lanes*32-1:0]   rb_data_o
);

  // Checker self-test: the selected bug (gcn_pkg::Mut*); synthesis sees MutNone (mut_live).
  gcn_pkg::mut_id_t mut;
  assign mut = gcn_pkg::mut_live(mutant_i);

  // The memory fields of the decoded instruction are used, not the ALU ones.
  logic unused_dec;
  assign unused_dec = ^dec_i;

  localparam int unsigned L = Lanes;
  localparam int unsigned Groups = 64 / L;
  localparam int unsigned GW = $clog2(Groups + 1);
  localparam int unsigned VRegW = $clog2(VgprPool + 1);
  localparam int unsigned VRowW = $clog2(VgprPool * Groups);

  typedef enum logic [2:0] {ST_IDLE, ST_SMEM, ST_GATHER, ST_BEATS, ST_ISSUE} state_e;
  state_e          state_q, state_d;
  logic [3:0]      step_q, step_d;
  logic [GW-1:0]   grp_q, grp_d;
  logic [6:0]      cnt_q, cnt_d;     // ST_BEATS: the lane (64: none left)
  logic            mhi_ok_q, mhi_ok_d, mhi_set_q, mhi_set_d;
  logic [31:0]     mhi_q, mhi_d;     // address bits 63:32 of every EXEC lane so far

  logic [31:0]     sv [6];
  for (genvar i = 0; i < 6; i++) begin : g_sv
    assign sv[i] = sv_i[i*32 +: 32];
  end
  logic [127:0]    vsharp;           // MUBUF V# (scalar operand slots 0..3)
  assign vsharp = {sv[3], sv[2], sv[1], sv[0]};

  // VGPR file row of (absolute VGPR r, lane group g).
  function automatic logic [VRowW-1:0] vrow(input logic [VRegW-1:0] r, input logic [GW-1:0] g);
    vrow = VRowW'(32'(r) * Groups + 32'(g));
  endfunction

  // The first lane group at or after `from` with a lane set in `m` (Groups: none).
  function automatic logic [GW-1:0] next_grp(input logic [63:0] m, input logic [GW-1:0] from);
    next_grp = GW'(Groups);
    for (int g = Groups - 1; g >= 0; g--) begin
      if (m[g*L +: L] != '0 && 32'(g) >= 32'(from)) next_grp = GW'(g);
    end
  endfunction

  // ---------------------------------------------------------------------------------------------
  // SMEM operands: s_load_* reads SBASE as a 64-bit address (slots 0..1) and the offset SGPR in
  // slot 2; s_buffer_load_* reads the V# SBASE..SBASE+3 (slots 0..3: base = V#[47:0], STRIDE,
  // NUM_RECORDS) and the offset SGPR in slot 4. Dword i (byte offset o = OFFSET + 4 i) is in
  // range when o + 4 <= NUM_RECORDS (x STRIDE when STRIDE != 0), golden smem.cpp; out of range
  // it is not read and its SGPR gets 0. Dword i is "lane" i of the memory unit.
  logic        smem_buf;
  logic        smem_nop;        // s_dcache_*, s_atc_probe*: no access, completes with lgkmcnt
  logic [63:0] smem_sbase, smem_base, smem_addr;
  logic [31:0] smem_soff;
  logic [47:0] smem_limit;
  logic [48:0] smem_room;       // limit - offset (negative: nothing in range)
  logic [63:0] smem_mask;       // dwords read
  always_comb begin
    smem_buf = dec_i.op >= gcn_opcodes_pkg::OP_S_BUFFER_LOAD_DWORD &&
               dec_i.op <= gcn_opcodes_pkg::OP_S_BUFFER_LOAD_DWORDX16;
    smem_nop = dec_i.smem_dwords == 5'd0;
    smem_sbase = smem_buf ? {16'd0, sv[1][15:0], sv[0]} : {sv[1], sv[0]};
    smem_soff = smem_buf ? sv[4] : sv[2];
    smem_limit = (sv[1][29:16] != 14'd0) ? 48'(sv[2]) * 48'(sv[1][29:16]) : 48'(sv[2]);
    smem_room = {1'b0, smem_limit} - (dec_i.smem_imm ? {29'd0, dec_i.smem_offset} : {17'd0, smem_soff});
    smem_mask = (64'd1 << dec_i.smem_dwords) - 64'd1;
    if (smem_buf) begin
      for (int i = 0; i < 16; i++) begin
        if (smem_room[48] || smem_room[47:0] < 48'(4 * i + 4)) smem_mask[i] = 1'b0;
      end
    end
    // SBASE + offset with the two low bits ignored (docs/address-audit.md).
    smem_base = (smem_sbase + (dec_i.smem_imm ? {44'd0, dec_i.smem_offset} : {32'd0, smem_soff}) +
                 ((mut == gcn_pkg::MutSmemOffset && dec_i.smem_imm && dec_i.smem_offset != '0) ? 64'd4 : 64'd0))
                & ~64'd3;
  end

  // ---------------------------------------------------------------------------------------------
  // The memory effect's RB_MEM_B fields. AddrSpace: golden calls a buffer whose V# base is the
  // dispatch's scratch base a scratch access.
  logic [1:0]      mem_space, mem_kind;
  logic [7:0]      mem_bytes;
  logic [2:0]      bf_bytes;
  assign mem_space = (dec_i.cls == gcn_pkg::CLS_MUBUF && scratch_base_i != 64'd0 &&
                      vsharp[47:0] == scratch_base_i[47:0]) ? gcn_pkg::SPACE_SCRATCH
                                                           : gcn_pkg::SPACE_GLOBAL;
  assign mem_kind = dec_i.mem_atomic ? gcn_pkg::MEMK_ATOMIC :
                    dec_i.mem_store ? gcn_pkg::MEMK_STORE : gcn_pkg::MEMK_LOAD;
  assign mem_bytes = dec_i.mem_fmt ? 8'(bf_bytes * dec_i.mem_dwords) : {3'd0, dec_i.mem_lane_bytes};

  // Buffer format ops (gcn_buf_format_pkg): DFMT/NFMT from the instruction (MTBUF) or the V#
  // word 3 (MUBUF); a format golden does not execute stops the CU (bf_bad_o). A lane's RB_MEM
  // beat needs every component in range.
  logic [3:0]      bf_dfmt;
  logic            rb_fmt_ok, rb_buf_ok;
  logic [63:0]     rb_buf_addr;      // MUBUF address of the reported lane's dword 0
  assign bf_dfmt = dec_i.mem_tbuf ? dec_i.mem_dfmt : vsharp[114:111];
  assign bf_nfmt_o = dec_i.mem_tbuf ? dec_i.mem_nfmt : vsharp[110:108];
  assign bf_bytes = gcn_buf_format_pkg::comp_bytes(bf_dfmt);
  assign bf_bad_o = dec_i.mem_fmt && !gcn_buf_format_pkg::executable(dec_i.mem_dwords, bf_dfmt, bf_nfmt_o,
                                                                     dec_i.mem_store, dec_i.mem_tbuf, vsharp[107:96]);
  // The memory unit computes the same address per access with its own instance.
  gcn_mubuf_addr u_rb_buf_addr (
    .rsrc_i(vsharp), .soffset_i(sv[4]), .inst_offset_i(dec_i.mem_offset),
    .idxen_i(dec_i.mem_idxen), .offen_i(dec_i.mem_offen), .lane_i(rd_lane_o),
    .vindex_i(rd_addr_i[63:32]), .voffset_i(rd_addr_i[31:0]), .unit_off_i(4'd0),
    .addr_o(rb_buf_addr), .in_range_o(rb_buf_ok)
  );
  gcn_buf_format_range u_rb_fmt_range (
    .rsrc_i(vsharp), .soffset_i(sv[4]), .inst_offset_i(dec_i.mem_offset),
    .idxen_i(dec_i.mem_idxen), .offen_i(dec_i.mem_offen), .lane_i(dec_i.mem_fmt ? rd_lane_o : 6'd0),
    .vindex_i(dec_i.mem_fmt ? rd_addr_i[63:32] : 32'd0), .voffset_i(dec_i.mem_fmt ? rd_addr_i[31:0] : 32'd0),
    .bytes_i(bf_bytes), .comps_i(dec_i.mem_dwords), .in_range_o(rb_fmt_ok)
  );

  // ---------------------------------------------------------------------------------------------
  // FLAT/MUBUF gather: per lane group, field k (0, 1: address; 2 + d: data dword d) is read at
  // step k and captured at step k + 1; a group's last step (capture only) also reads the next
  // group's field 0 (fg_next), which then starts at step 1.
  logic [2:0]      nfields;
  logic            fg_next, memg;
  logic [3:0]      fg_field;
  logic [L-1:0]    gact;      // EXEC lanes of lane group grp_q
  logic [31:0]     ghi;       // the captured dword of gact's first lane
  logic            ghi_same;  // ... equal in every lane of gact
  assign nfields = 3'd2 + dec_i.mem_data_dw;
  assign fg_next = step_q == {1'b0, nfields} && 32'(grp_q) != Groups - 1;
  assign fg_field = fg_next ? 4'd0 : step_q;
  assign memg = dec_i.cls == gcn_pkg::CLS_FLAT && mhi_ok_q;
  always_comb begin
    gact = exec_i[32'(grp_q) * L +: L];
    ghi = '0;
    ghi_same = 1'b1;
    for (int l = L - 1; l >= 0; l--) begin
      if (gact[l]) ghi = rdata_i[l*32 +: 32];
    end
    for (int l = 0; l < L; l++) begin
      if (gact[l] && rdata_i[l*32 +: 32] != ghi) ghi_same = 1'b0;
    end
  end

  assign smem_o = state_q == ST_SMEM;
  assign rd_tail_o = state_q == ST_BEATS;
  assign wb_n_o = smem_o ? dec_i.smem_dwords : {2'd0, dec_i.mem_dwords};

  always_comb begin
    logic [VRegW-1:0] r;
    state_d = state_q;
    step_d = step_q;
    grp_d = grp_q;
    cnt_d = cnt_q;
    mhi_ok_d = mhi_ok_q;
    mhi_set_d = mhi_set_q;
    mhi_d = mhi_q;
    r = '0;
    re_o = 1'b0;
    raddr_o = '0;
    buf_we_o = 1'b0;
    buf_group_o = grp_q;
    buf_field_o = '0;
    buf_wdata_o = '0;
    rd_lane_o = cnt_q[5:0];
    tail_group_o = grp_q;
    tail_field_o = '0;
    issue_o = 1'b0;
    store_o = dec_i.mem_store;
    size_o = dec_i.mem_fmt ? bf_bytes : dec_i.mem_size;
    sext_o = dec_i.mem_sext;
    dwords_o = dec_i.mem_dwords;
    mask_o = (mut == gcn_pkg::MutStoreIgnoresExec && dec_i.mem_store) ? '1 : exec_i;
    wb_none_o = !dec_i.vdst_we;  // stores and atomics without GLC write no register
    wb_mask_o = exec_i;
    smem_addr = '0;
    rb_valid_o = 1'b0;
    rb_kind_o = gcn_pkg::RB_MEM;
    rb_idx_o = '0;
    rb_a_o = '0;
    rb_b_o = '0;
    rb_data_o = '0;

    unique case (state_q)
      ST_IDLE: ;

      // SMEM: two buffer beats (address lo, hi) per lane group of dword addresses, then start.
      ST_SMEM: begin
        if (32'(grp_q) < Groups) begin
          buf_we_o = 1'b1;
          buf_field_o = {2'd0, step_q[0]};
          for (int l = 0; l < L; l++) begin
            smem_addr = smem_base + {30'd0, 32'(grp_q) * L + 32'(l), 2'b00};
            buf_wdata_o[l*32 +: 32] = step_q[0] ? smem_addr[63:32] : smem_addr[31:0];
          end
          step_d = step_q + 4'd1;
          if (step_q[0]) begin
            step_d = '0;
            grp_d = grp_q + 1'b1;
          end
          if (grp_q == '0 && !step_q[0] && !smem_nop) begin
            rb_valid_o = 1'b1;
            rb_a_o = smem_base;
            rb_b_o = gcn_pkg::rb_mem_b(5'd0, gcn_pkg::SPACE_GLOBAL, gcn_pkg::MEMK_LOAD,
                                       {1'b0, dec_i.smem_dwords, 2'b00});
          end
        end else begin
          issue_o = 1'b1;
          store_o = 1'b0;
          size_o = 3'd4;
          sext_o = 1'b0;
          dwords_o = 3'd1;
          mask_o = smem_mask;
          wb_none_o = smem_nop;  // nothing to write back: straight to the completion
          wb_mask_o = smem_mask; // s_buffer_load: dwords out of range read 0 (S_WB)
          state_d = ST_IDLE;
        end
      end

      ST_GATHER: begin
        if (step_q < {1'b0, nfields} || fg_next) begin
          re_o = 1'b1;
          if (fg_field >= 4'd2) begin
            r = vbase_i + VRegW'(dec_i.vdata) + VRegW'(3'(fg_field - 4'd2));
          end else if (dec_i.cls == gcn_pkg::CLS_MUBUF) begin
            r = vbase_i + VRegW'(dec_i.vaddr) + VRegW'((fg_field == 4'd0) && dec_i.mem_idxen && dec_i.mem_offen);
          end else begin
            r = vbase_i + VRegW'(dec_i.vaddr) + VRegW'(fg_field[0]);
          end
          raddr_o = vrow(r, fg_next ? grp_q + 1'b1 : grp_q);
        end
        if (step_q >= 4'd1) begin
          buf_we_o = 1'b1;
          buf_field_o = 3'(step_q - 4'd1);
          buf_wdata_o = rdata_i;
        end
        if (step_q == 4'd2 && dec_i.cls == gcn_pkg::CLS_FLAT && gact != '0) begin  // address bits 63:32
          mhi_set_d = 1'b1;
          mhi_d = mhi_set_q ? mhi_q : ghi;
          mhi_ok_d = mhi_ok_q && ghi_same && (!mhi_set_q || ghi == mhi_q);
        end
        step_d = step_q + 4'd1;
        if (step_q == {1'b0, nfields}) begin
          step_d = '0;
          if (32'(grp_q) == Groups - 1) begin
            cnt_d = gcn_pkg::next_lane(exec_i, 7'd0);
            grp_d = next_grp(exec_i, '0);
            state_d = (exec_i == '0) ? ST_ISSUE : ST_BEATS;
          end else begin
            grp_d = grp_q + 1'b1;
            step_d = 4'd1;  // its field 0 was read here (fg_next)
          end
        end
      end

      ST_BEATS: begin
        if (memg) begin
          // Per lane group with EXEC lanes: a beat with the lanes' addresses (bits 31:0; bits
          // 63:32 are mhi_q), then one per data dword (buffer fields 0, then 2 + d).
          tail_field_o = (step_q == '0) ? 3'd0 : 3'(step_q + 4'd1);
          rb_valid_o = 1'b1;
          rb_kind_o = gcn_pkg::RB_MEMG;
          rb_idx_o = {12'd0, step_q};
          rb_a_o = 64'(gact) << (32'(grp_q) * L);
          rb_b_o = gcn_pkg::rb_memg_b(mhi_q, 6'(32'(grp_q) * L), 5'(dec_i.mem_data_dw), mem_space, mem_kind, mem_bytes);
          rb_data_o = tail_gdata_i;
          step_d = step_q + 4'd1;
          if (step_q == {1'b0, dec_i.mem_data_dw}) begin
            step_d = '0;
            grp_d = next_grp(exec_i, grp_q + 1'b1);
            if (32'(grp_d) == Groups) state_d = ST_ISSUE;
          end
        end else begin
          // One beat per lane that accesses memory (MUBUF: dword 0 in range; the range check is
          // monotonic in the offset, so a lane with dword 0 out of range accesses nothing).
          if (!cnt_q[6] && exec_i[cnt_q[5:0]] &&
              (dec_i.cls != gcn_pkg::CLS_MUBUF || (dec_i.mem_fmt ? rb_fmt_ok : rb_buf_ok))) begin
            rb_valid_o = 1'b1;
            rb_idx_o = {10'd0, cnt_q[5:0]};
            rb_a_o = (dec_i.cls == gcn_pkg::CLS_MUBUF) ? rb_buf_addr : rd_addr_i;
            rb_b_o = gcn_pkg::rb_mem_b(5'(dec_i.mem_data_dw), mem_space, mem_kind, mem_bytes);
            rb_data_o[127:0] = (dec_i.mem_data_dw != 3'd0) ? rd_data_i : 128'd0;
          end
          cnt_d = gcn_pkg::next_lane(exec_i, cnt_q + 7'd1);
          if (cnt_d[6]) state_d = ST_ISSUE;
        end
      end

      ST_ISSUE: begin
        issue_o = 1'b1;
        state_d = ST_IDLE;
      end

      default: state_d = ST_IDLE;
    endcase

    if (start_vmem_i || start_smem_i) begin
      grp_d = '0;
      step_d = '0;
      cnt_d = '0;
      mhi_ok_d = 1'b1;
      mhi_set_d = 1'b0;
      state_d = start_smem_i ? ST_SMEM : ST_GATHER;
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      state_q <= ST_IDLE;
      step_q <= '0;
      grp_q <= '0;
      cnt_q <= '0;
      mhi_ok_q <= 1'b0;
      mhi_set_q <= 1'b0;
      mhi_q <= '0;
    end else begin
      state_q <= state_d;
      step_q <= step_d;
      grp_q <= grp_d;
      cnt_q <= cnt_d;
      mhi_ok_q <= mhi_ok_d;
      mhi_set_q <= mhi_set_d;
      mhi_q <= mhi_d;
    end
  end

`ifndef SYNTHESIS
  // The sequencer starts an instruction only when the previous one has issued.
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
    end else if ((start_vmem_i || start_smem_i) && state_q != ST_IDLE) begin
      $fatal(1, "gcn_mem_issue: start while busy (state %0d)", state_q);
    end
  end
`endif

endmodule
