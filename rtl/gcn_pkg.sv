// gcn_pkg: types and constants shared by the compute-unit blocks. Opcode facts (OP_*, ENC_*,
// decode_<enc>, op_effects, op_counters) live in the generated gcn_opcodes_pkg; this package
// holds the RTL's own structure: operand numbers, the generated port contract, decoded-instruction
// type.
package gcn_pkg;

  // Unified scalar operand numbers (AMD manual names).
  localparam logic [8:0] OPND_VCC_LO = 9'd106;
  localparam logic [8:0] OPND_VCC_HI = 9'd107;
  localparam logic [8:0] OPND_M0 = 9'd124;
  localparam logic [8:0] OPND_EXEC_LO = 9'd126;
  localparam logic [8:0] OPND_EXEC_HI = 9'd127;
  localparam logic [8:0] OPND_SDWA = 9'd249;
  localparam logic [8:0] OPND_DPP = 9'd250;
  localparam logic [8:0] OPND_VCCZ = 9'd251;
  localparam logic [8:0] OPND_EXECZ = 9'd252;
  localparam logic [8:0] OPND_SCC = 9'd253;
  localparam logic [8:0] OPND_LITERAL = 9'd255;
  localparam logic [8:0] OPND_NONE = 9'd511;  // "no operand" marker (v255 is never a source here)

  // Operand c names a VGPR (256..510).
  function automatic logic is_vgpr(input logic [8:0] c);
    is_vgpr = c[8] && (c != OPND_NONE);
  endfunction

  // The lowest lane at or above `from` whose bit is set in m (64: none). The lane walks (the
  // sequencer's memory-effect beats, the memory and DS units' accesses) visit only EXEC lanes.
  function automatic logic [6:0] next_lane(input logic [63:0] m, input logic [6:0] from);
    next_lane = 7'd64;
    for (int i = 63; i >= 0; i--) begin
      if (m[i] && 7'(i) >= from) next_lane = 7'(i);
    end
  endfunction

  // The port contract: beat kinds, payload layouts, wave events, memory-effect kinds and
  // spaces, atomic operations, mutant ids. One source for this package, the C++ wrapper and
  // docs/rtl.md: verilator/port_contract.h. Edit that table, then run
  // `gcn-cosim gen-port-contract SOURCE_DIR`; tests/rtl/test_port_contract.cpp checks this region.
  // BEGIN GENERATED port contract: `gcn-cosim gen-port-contract` from verilator/port_contract.h
  // Wave-launch port beat kinds (docs/rtl.md, "Wave-launch port").
  localparam logic [2:0] LAUNCH_SGPR = 3'd0;  // one SGPR of the wave
  localparam logic [2:0] LAUNCH_VGPR = 3'd1;  // one VGPR, one lane group
  localparam logic [2:0] LAUNCH_STATE = 3'd2;  // SCC and MODE
  localparam logic [2:0] LAUNCH_ALLOC = 3'd3;  // VGPR allocation (first beat of a wave)
  localparam logic [2:0] LAUNCH_START = 3'd4;  // the PC; the wave becomes runnable (last beat)
  localparam logic [2:0] LAUNCH_GROUP = 3'd5;  // the wave's work-group: slot, LDS region, size

  // Retire port beat kinds (docs/rtl.md, "Retire port").
  localparam logic [3:0] RB_INST = 4'd0;  // first beat of an instruction record
  localparam logic [3:0] RB_EXEC = 4'd1;  // EXEC in effect
  localparam logic [3:0] RB_SGPR = 4'd2;  // scalar write
  localparam logic [3:0] RB_SCC = 4'd3;  // SCC write
  localparam logic [3:0] RB_VGPR = 4'd4;  // VGPR write, one lane group
  localparam logic [3:0] RB_MEM = 4'd5;  // one lane's memory effect
  localparam logic [3:0] RB_END = 4'd6;  // last beat of an instruction record
  localparam logic [3:0] RB_UNIMPL = 4'd7;  // not implemented in RTL: stops the CU (a record of its own)
  localparam logic [3:0] RB_WB_SGPR = 4'd8;  // load writeback, scalar
  localparam logic [3:0] RB_WB_VGPR = 4'd9;  // load writeback, one lane group
  localparam logic [3:0] RB_DONE = 4'd10;  // last beat of a completion record
  localparam logic [3:0] RB_MEMG = 4'd11;  // one lane group's memory effects, one part (lanes whose addresses share bits 63:32)

  // RB_END idx: wave events (gcn::WaveEvent).
  localparam logic [15:0] EVENT_NONE = 16'd0;  // no event
  localparam logic [15:0] EVENT_HALT = 16'd1;  // s_endpgm
  localparam logic [15:0] EVENT_BARRIER = 16'd2;  // s_barrier arrive (gcn::WaveEvent::BarrierArrive)

  // RB_MEM kind and space (gcn::MemKind, gcn::AddrSpace).
  localparam logic [1:0] MEMK_LOAD = 2'd0;  // load
  localparam logic [1:0] MEMK_STORE = 2'd1;  // store
  localparam logic [1:0] MEMK_ATOMIC = 2'd2;  // atomic
  localparam logic [1:0] SPACE_GLOBAL = 2'd0;  // global memory
  localparam logic [1:0] SPACE_LDS = 2'd1;  // LDS (address: byte offset in the group's region)
  localparam logic [1:0] SPACE_SCRATCH = 2'd2;  // scratch (MUBUF through the dispatch's private V#)

  // Payload layouts (fields MSB first), with a pack function where the RTL packs them.
  // LAUNCH_VGPR idx: group[9:8], reg[7:0]
  localparam int unsigned LAUNCH_VGPR_IDX_GROUP_LSB = 8;
  localparam int unsigned LAUNCH_VGPR_IDX_GROUP_W = 2;
  localparam int unsigned LAUNCH_VGPR_IDX_REG_LSB = 0;
  localparam int unsigned LAUNCH_VGPR_IDX_REG_W = 8;
  // RB_INST / RB_UNIMPL b: size[3:0]
  localparam int unsigned RB_INST_B_SIZE_LSB = 0;
  localparam int unsigned RB_INST_B_SIZE_W = 4;
  // RB_MEM b (size: bytes per lane, SMEM: total; kind MEMK_*; space SPACE_*; dwords: data dwords per lane): dwords[20:16], space[11:10], kind[9:8], size[7:0]
  localparam int unsigned RB_MEM_B_DWORDS_LSB = 16;
  localparam int unsigned RB_MEM_B_DWORDS_W = 5;
  localparam int unsigned RB_MEM_B_SPACE_LSB = 10;
  localparam int unsigned RB_MEM_B_SPACE_W = 2;
  localparam int unsigned RB_MEM_B_KIND_LSB = 8;
  localparam int unsigned RB_MEM_B_KIND_W = 2;
  localparam int unsigned RB_MEM_B_SIZE_LSB = 0;
  localparam int unsigned RB_MEM_B_SIZE_W = 8;
  function automatic logic [63:0] rb_mem_b(input logic [4:0] dwords, input logic [1:0] space, input logic [1:0] kind, input logic [7:0] size);
    rb_mem_b = '0;
    rb_mem_b[20:16] = dwords;
    rb_mem_b[11:10] = space;
    rb_mem_b[9:8] = kind;
    rb_mem_b[7:0] = size;
  endfunction
  // RB_MEMG b (RB_MEM_B's fields; lane: the group's first lane; addr_hi: address bits 63:32 of every lane in the beat): addr_hi[63:32], lane[29:24], dwords[20:16], space[11:10], kind[9:8], size[7:0]
  localparam int unsigned RB_MEMG_B_ADDR_HI_LSB = 32;
  localparam int unsigned RB_MEMG_B_ADDR_HI_W = 32;
  localparam int unsigned RB_MEMG_B_LANE_LSB = 24;
  localparam int unsigned RB_MEMG_B_LANE_W = 6;
  localparam int unsigned RB_MEMG_B_DWORDS_LSB = 16;
  localparam int unsigned RB_MEMG_B_DWORDS_W = 5;
  localparam int unsigned RB_MEMG_B_SPACE_LSB = 10;
  localparam int unsigned RB_MEMG_B_SPACE_W = 2;
  localparam int unsigned RB_MEMG_B_KIND_LSB = 8;
  localparam int unsigned RB_MEMG_B_KIND_W = 2;
  localparam int unsigned RB_MEMG_B_SIZE_LSB = 0;
  localparam int unsigned RB_MEMG_B_SIZE_W = 8;
  function automatic logic [63:0] rb_memg_b(input logic [31:0] addr_hi, input logic [5:0] lane, input logic [4:0] dwords, input logic [1:0] space, input logic [1:0] kind, input logic [7:0] size);
    rb_memg_b = '0;
    rb_memg_b[63:32] = addr_hi;
    rb_memg_b[29:24] = lane;
    rb_memg_b[20:16] = dwords;
    rb_memg_b[11:10] = space;
    rb_memg_b[9:8] = kind;
    rb_memg_b[7:0] = size;
  endfunction
  // RB_END / RB_DONE b (the wave's counters after issue / after the completion): expcnt[18:16], lgkmcnt[11:8], vmcnt[3:0]
  localparam int unsigned RB_CNT_EXPCNT_LSB = 16;
  localparam int unsigned RB_CNT_EXPCNT_W = 3;
  localparam int unsigned RB_CNT_LGKMCNT_LSB = 8;
  localparam int unsigned RB_CNT_LGKMCNT_W = 4;
  localparam int unsigned RB_CNT_VMCNT_LSB = 0;
  localparam int unsigned RB_CNT_VMCNT_W = 4;
  function automatic logic [63:0] rb_cnt_b(input logic [2:0] expcnt, input logic [3:0] lgkmcnt, input logic [3:0] vmcnt);
    rb_cnt_b = '0;
    rb_cnt_b[18:16] = expcnt;
    rb_cnt_b[11:8] = lgkmcnt;
    rb_cnt_b[3:0] = vmcnt;
  endfunction

  // Memory-unit atomic operations, and the FLAT atomic that performs each (golden Op ids,
  // gcn_opcodes_pkg::OP_*).
  localparam int unsigned AmoBits = 4;  // width of amo_e (module-local structs)
  typedef logic [AmoBits-1:0] amo_e;
  localparam logic [3:0] AMO_SWAP = 4'd0;
  localparam logic [3:0] AMO_CMPSWAP = 4'd1;
  localparam logic [3:0] AMO_ADD = 4'd2;
  localparam logic [3:0] AMO_SUB = 4'd3;
  localparam logic [3:0] AMO_SMIN = 4'd4;
  localparam logic [3:0] AMO_UMIN = 4'd5;
  localparam logic [3:0] AMO_SMAX = 4'd6;
  localparam logic [3:0] AMO_UMAX = 4'd7;
  localparam logic [3:0] AMO_AND = 4'd8;
  localparam logic [3:0] AMO_OR = 4'd9;
  localparam logic [3:0] AMO_XOR = 4'd10;
  localparam logic [3:0] AMO_INC = 4'd11;
  localparam logic [3:0] AMO_DEC = 4'd12;
  function automatic logic [3:0] amo_of_op(input logic [9:0] op);
    unique case (op)
      10'd916: amo_of_op = 4'd0;  // AMO_SWAP: flat_atomic_swap
      10'd917: amo_of_op = 4'd1;  // AMO_CMPSWAP: flat_atomic_cmpswap
      10'd918: amo_of_op = 4'd2;  // AMO_ADD: flat_atomic_add
      10'd919: amo_of_op = 4'd3;  // AMO_SUB: flat_atomic_sub
      10'd920: amo_of_op = 4'd4;  // AMO_SMIN: flat_atomic_smin
      10'd921: amo_of_op = 4'd5;  // AMO_UMIN: flat_atomic_umin
      10'd922: amo_of_op = 4'd6;  // AMO_SMAX: flat_atomic_smax
      10'd923: amo_of_op = 4'd7;  // AMO_UMAX: flat_atomic_umax
      10'd924: amo_of_op = 4'd8;  // AMO_AND: flat_atomic_and
      10'd925: amo_of_op = 4'd9;  // AMO_OR: flat_atomic_or
      10'd926: amo_of_op = 4'd10;  // AMO_XOR: flat_atomic_xor
      10'd927: amo_of_op = 4'd11;  // AMO_INC: flat_atomic_inc
      10'd928: amo_of_op = 4'd12;  // AMO_DEC: flat_atomic_dec
      default: amo_of_op = 4'd0;
    endcase
  endfunction

  // Bug injection for the checker's self-test (tests/mutants): gcn_cu's mutant_i selects one
  // deliberate bug at run time; MutNone (0) is the real design, and all synthesis sees (mut_live).
  localparam int unsigned MutIdBits = 6;
  typedef logic [MutIdBits-1:0] mut_id_t;
  localparam mut_id_t MutNone = 6'd0;  // the real design
  localparam mut_id_t MutVxorResult = 6'd1;  // v_xor_b32: bit 0 of lane 5 inverted
  localparam mut_id_t MutSccNotWritten = 6'd2;  // SALU SCC write reported but not stored
  localparam mut_id_t MutVccLaneFlip = 6'd3;  // carry/compare bit of lane 13 inverted
  localparam mut_id_t MutStoreIgnoresExec = 6'd4;  // FLAT stores write EXEC-disabled lanes
  localparam mut_id_t MutWaitcntEarly = 6'd5;  // s_waitcnt releases one count early
  localparam mut_id_t MutByteEnableDrop = 6'd6;  // dword stores drop the byte-3 strobe
  localparam mut_id_t MutSgprIndex = 6'd7;  // scalar writes to s5 land in s4
  localparam mut_id_t MutBranchOffset = 6'd8;  // taken s_cbranch_* lands one dword late
  localparam mut_id_t MutLoadWrongLane = 6'd9;  // load writeback: lane 1 gets lane 2's data
  localparam mut_id_t MutValuIgnoresExec = 6'd10;  // VALU writes EXEC-disabled lanes
  localparam mut_id_t MutAddcNoCarry = 6'd11;  // v_addc/v_subb ignore the carry-in
  localparam mut_id_t MutSmemOffset = 6'd12;  // s_load immediate offset one dword too far
  localparam mut_id_t MutFlatNoLgkm = 6'd13;  // FLAT does not count in lgkmcnt
  localparam mut_id_t MutBarrierEarly = 6'd14;  // s_barrier releases one wave early
  localparam mut_id_t MutLdsBankConflict = 6'd15;  // a DS store to a bank already written by the instruction lands in that first row
  localparam mut_id_t MutIbufWindow = 6'd16;  // instruction buffer serves an instruction starting in its window's last dword
  localparam mut_id_t MutVmemOutOfOrder = 6'd17;  // vector memory completes (writes back) as soon as its accesses are back, not in order per wave
  localparam mut_id_t MutVmcntAtIssue = 6'd18;  // vmcnt drops at issue (never counts the instruction) instead of at completion
  localparam mut_id_t MutSmemWrongWave = 6'd19;  // an SMEM completion decrements the next slot's lgkmcnt
  localparam mut_id_t MutLdsWrongWave = 6'd20;  // an LDS return is written into the next slot's VGPRs
  localparam mut_id_t MutStoreDataLate = 6'd21;  // store data sampled one cycle late: the W beat carries the previous cycle's buffer dword
  localparam mut_id_t MutWaitcntLt = 6'd22;  // s_waitcnt passes only while a counter is < (not <=) its threshold
  localparam mut_id_t MutRneTieUp = 6'd23;  // f32 add/mul/fma/mad: round to nearest breaks an exact tie upward (away from even)
  localparam mut_id_t MutDenormNotFlushed = 6'd24;  // f32 VALU sources: a denormal is not flushed to zero although MODE[4] says flush
  localparam mut_id_t MutSnanNotQuieted = 6'd25;  // f32 add/mul/fma/mad: a signalling NaN source comes out unquieted (bit 22 clear) in IEEE mode
  localparam mut_id_t MutOmodX4 = 6'd26;  // VOP3 omod x2 on an f32 result applied as x4
  localparam mut_id_t MutDppRowShrReversed = 6'd27;  // DPP row_shr:n reads lane +n of its row, not lane -n
  localparam mut_id_t MutHiDwordGroup0 = 6'd28;  // the high dword of a 64-bit VALU result (f64, i64) comes from lane group 0's lanes in every group
  localparam mut_id_t MutAmoChainReturnsNew = 6'd29;  // a coalesced global atomic chain returns to each lane after the first the value after its step, not before
  localparam mut_id_t MutAmoChainLostUpdate = 6'd30;  // a coalesced global atomic chain of several lanes writes the value before its last lane's step
  // END GENERATED port contract

  // The bug a module acts on: mutant_i in simulation, MutNone in synthesis (Yosys and FPGA tools
  // define SYNTHESIS), so every hook folds away in a netlist whatever drives the port.
  function automatic mut_id_t mut_live(input mut_id_t m);
`ifdef SYNTHESIS
    mut_live = MutNone;
`else
    mut_live = m;
`endif
  endfunction

  // Execution class of a decoded instruction.
  typedef enum logic [2:0] {
    CLS_UNSUP = 3'd0,
    CLS_SALU = 3'd1,
    CLS_SOPP = 3'd2,
    CLS_SMEM = 3'd3,
    CLS_VALU = 3'd4,
    CLS_FLAT = 3'd5,
    CLS_DS = 3'd6,
    CLS_MUBUF = 3'd7
  } cls_e;

  // One decoded instruction.
  typedef struct packed {
    logic [9:0]  op;         // gcn_opcodes_pkg OP_*
    logic [4:0]  enc;        // gcn_opcodes_pkg ENC_*
    cls_e        cls;
    logic [3:0]  size;       // bytes: 4, 8 or 12
    logic [8:0]  src0;       // operand numbers (OPND_NONE when absent)
    logic [8:0]  src1;
    logic [8:0]  src2;
    logic        src0_64;    // 64-bit operands
    logic        src1_64;
    logic        src2_64;
    logic [31:0] literal;
    logic [6:0]  sdst;       // scalar destination (SOP*, readfirstlane, VOPC-in-VOP3, VOP3B)
    logic        sdst_we;    // the instruction writes sdst
    logic        dst_64;     // destination is 64 bits wide (scalar pair or VGPR pair)
    logic [7:0]  vdst;       // vector destination register
    logic        vdst_we;
    logic        mask_out;   // VALU produces a per-lane bit (carry/compare) into VCC or sdst
    logic        vcc_out;    // ... and that bit goes to VCC (VOP2/VOPC) rather than sdst
    logic        mask_in_vcc;// VALU per-lane bit input comes from VCC (VOP2 addc/cndmask)
    logic        cmpx;       // VOPC writes EXEC as well
    logic        clamp;      // VOP3 clamp: unsigned integer add/sub saturate, floats to [0, 1]
    logic [2:0]  fabs;       // VOP3 abs of SRC0..2 (float operations, v_cndmask)
    logic [2:0]  fneg;       // VOP3 neg of SRC0..2
    logic [1:0]  omod;       // VOP3 output modifier (float results)
    logic        lane_sel;   // v_readlane/v_writelane: SRC1 (scalar) selects the lane
    logic [2:0]  ty16;       // SRC0..2 is 16 bits wide: inline float constants are binary16
    logic        lit_sext;   // a literal feeding a 64-bit operand is sign-extended (I64/B64)
    logic [2:0]  tyf64;      // SRC0..2 is binary64: a literal is its high dword (low dword 0)
    // SDWA (VOP1/VOP2): sub-dword selects of SRC0/SRC1, placement of the result.
    logic        sdwa;
    logic [2:0]  sdwa_sel0;  // 0-3 byte, 4-5 word, 6 dword
    logic        sdwa_sext0;
    logic [2:0]  sdwa_sel1;
    logic        sdwa_sext1;
    logic [2:0]  sdwa_dsel;
    logic [1:0]  sdwa_dunused;  // 0 pad with zeros, 1 sign-extend, 2 preserve (SRC2 = VDST)
    // DPP (VOP1/VOP2/VOPC): SRC0 read from another lane of its row; row/bank masks and
    // BOUND_CTRL narrow the lanes written (gcn_dpp_pkg).
    logic        dpp;
    logic [8:0]  dpp_ctrl;
    logic        dpp_bound;  // BOUND_CTRL: an invalid source lane reads 0 instead of disabling the lane
    logic [3:0]  dpp_row_mask;
    logic [3:0]  dpp_bank_mask;
    logic [15:0] simm16;
    // SMEM
    logic [6:0]  sbase;
    logic        smem_imm;
    logic [19:0] smem_offset;
    logic [4:0]  smem_dwords;
    // FLAT
    logic [7:0]  vaddr;
    logic [7:0]  vdata;
    logic        mem_store;
    logic [2:0]  mem_size;   // bytes per element: 1, 2 or 4
    logic        mem_sext;
    logic [2:0]  mem_dwords;
    // DS (vaddr = ADDR, vdata = DATA0, vdst = VDST)
    logic [7:0]  vdata1;
    logic [7:0]  ds_off0;
    logic [7:0]  ds_off1;
    logic [4:0]  mem_lane_bytes; // bytes per lane (MemEffect size)
    logic [2:0]  mem_data_dw;  // data dwords per lane sent to memory (store data / atomic operands)
    logic        mem_atomic;
    amo_e        mem_amo;
    // MUBUF
    logic [11:0] mem_offset;
    logic        mem_offen;
    logic        mem_idxen;
    // MUBUF/MTBUF format loads/stores (gcn_buf_format_pkg); mem_dwords = components
    logic        mem_fmt;
    logic        mem_tbuf;   // MTBUF: DFMT/NFMT from the instruction (else V# word 3)
    logic        mem_d16;
    logic [3:0]  mem_dfmt;
    logic [2:0]  mem_nfmt;
  } dec_t;

  // Writeback descriptor of a memory (SMEM, FLAT, MUBUF) or DS instruction in flight: what its
  // completion writes and reports (gcn_cu keeps one per memory-unit entry and one for the DS
  // unit; gcn_writeback walks it). slot: the wave slot (up to 64 waves).
  typedef struct packed {
    logic [5:0]  slot;
    logic        smem, flat;    // SMEM: SGPRs and lgkmcnt; FLAT: vmcnt and lgkmcnt; else vmcnt
    logic        ds;            // DS: lgkmcnt
    logic        store;         // nothing to write back (stores, atomics without GLC, s_dcache_*)
    logic [7:0]  dst;           // first SGPR / VGPR
    logic [4:0]  n;             // SMEM dwords; vector memory / DS dwords per lane (DS: 0 none)
    logic [63:0] mask;          // lanes written (SMEM: dwords in range, the rest read 0)
    logic [63:0] pc;
  } wb_desc_t;

endpackage
