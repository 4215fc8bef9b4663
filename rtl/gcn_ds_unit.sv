// gcn_ds_unit: executes one DS instruction at a time against the LDS (gcn_lds), beside the AXI
// memory unit. GFX8 semantics as the golden model implements them (golden/exec/ds.cpp,
// mem_util.cpp):
//  - single-address forms: A = (ADDR + {OFFSET1, OFFSET0}) mod 2^32 aligned down to the access
//    size (b96/b128: 16 bytes); unit u (4 bytes, or the whole 1/2-byte access) at A + 4u;
//  - read2/write2: unit u at (ADDR + OFFSETu * size (* 64 for ST64)) mod 2^32 aligned to size
//    (4 or 8);
//  - a unit with any byte at or beyond min(M0, the work-group's LDS size) is not accessed
//    (loads return 0 for it, stores drop it), checked per unit;
//  - atomics read-modify-write per lane in lane order and return the old value; 64-bit atomics
//    (ub = 8) read both dwords (adjacent banks) in one cycle and write both in the next;
//  - wrxchg2: the read2/write2 addresses, each unit a swap (unit 0 with DATA0, unit 1 with
//    DATA1) returning the old values; both are read before either is written (a unit 1 at
//    unit 0's address returns unit 0's old value);
//  - ds_*_src2_* and ds_append/ds_consume: see "Src2 and append" below.
// The core fills the per-lane operand buffers (ADDR, DATA0, DATA1) lane group by lane group,
// reads this unit's per-lane memory-effect view for the retire record (eff_*), then pulses
// start_i. The unit walks the lanes in order, one bank access per cycle (plain loads pipelined:
// each read is captured the cycle after it, while the next read goes out; atomics and the other
// reads: a read cycle, then the capture / modify-write cycle), and raises done_o; the core then reads the
// returned dwords (rd_*), writes them to the VGPRs and acks. Addresses are offsets in the
// wave's work-group region [lds_base_i, lds_base_i + lds_size_i) of the shared LDS.
module gcn_ds_unit #(
  parameter int unsigned Lanes = 16,
  parameter int unsigned LdsBytes = 65536
) (
  input  logic                     clk_i,
  input  logic                     rst_ni,
  input  gcn_pkg::mut_id_t         mutant_i,  // checker self-test only: gcn_pkg::MutNone in a real design

  // The DS instruction in the sequencer (shape and effect view; latched at start_i).
  input  logic [9:0]               op_i,          // gcn_opcodes_pkg OP_DS_*
  input  logic [7:0]               offset0_i,
  input  logic [7:0]               offset1_i,
  input  logic [31:0]              m0_i,
  input  logic [16:0]              lds_size_i,    // the work-group's LDS bytes
  input  logic [$clog2(LdsBytes)-1:0] lds_base_i, // ... and where its region starts
  output logic                     shape_ok_o,    // op_i is executed by this unit
  output logic [2:0]               shape_n0_o,    // DATA0 dwords per lane (0..4)
  output logic [1:0]               shape_n1_o,    // DATA1 dwords per lane (0..2)
  output logic [2:0]               shape_ret_o,   // dwords returned to VDST per lane (0: none)
  output logic                     shape_late_o,  // effect view valid only after done_o (src2)

  // Operand buffers, filled by the core before start_i.
  input  logic                     buf_we_i,
  input  logic [$clog2(64/Lanes+1)-1:0] buf_group_i,
  input  logic [2:0]               buf_field_i,   // 0 ADDR, 1..4 DATA0 dword 0..3, 5..6 DATA1 0..1
  input  logic [Lanes*32-1:0]      buf_wdata_i,

  // Memory effect of lane eff_lane_i as the golden model records it (gcn::MemEffect).
  input  logic [5:0]               eff_lane_i,
  output logic                     eff_hit_o,     // some unit of the lane is in range
  output logic [63:0]              eff_addr_o,    // first in-range unit's LDS offset
  output logic [63:0]              eff_b_o,       // RB_MEM b field
  output logic [127:0]             eff_data_o,    // store data / atomic operands

  // Execution.
  input  logic                     start_i,
  input  logic [63:0]              mask_i,        // EXEC
  output logic                     busy_o,        // started and not yet acked
  output logic                     done_o,
  input  logic                     ack_i,
  input  logic [$clog2(64/Lanes+1)-1:0] rd_group_i,
  input  logic [1:0]               rd_dword_i,
  output logic [Lanes*32-1:0]      rd_gdata_o
);

  // Checker self-test: the selected bug (gcn_pkg::Mut*); synthesis sees MutNone (mut_live).
  gcn_pkg::mut_id_t mut;
  assign mut = gcn_pkg::mut_live(mutant_i);

  localparam int unsigned NumBanks = 32;
  localparam int unsigned AW = $clog2(LdsBytes);
  localparam int unsigned RowW = $clog2(LdsBytes / (4 * NumBanks));

  localparam logic [1:0] K_LOAD = gcn_pkg::MEMK_LOAD;
  localparam logic [1:0] K_STORE = gcn_pkg::MEMK_STORE;
  localparam logic [1:0] K_ATOMIC = gcn_pkg::MEMK_ATOMIC;

  // Atomic operations (golden mem::Atomic order of the 32-bit integer subset).
  localparam logic [4:0] A_SWAP = 5'd0, A_CMPSWAP = 5'd1, A_ADD = 5'd2, A_SUB = 5'd3,
                         A_RSUB = 5'd4, A_SMIN = 5'd5, A_UMIN = 5'd6, A_SMAX = 5'd7,
                         A_UMAX = 5'd8, A_AND = 5'd9, A_OR = 5'd10, A_XOR = 5'd11,
                         A_INC = 5'd12, A_DEC = 5'd13, A_MSKOR = 5'd14, A_WRAP = 5'd15;
  // The float atomics (session 8, issue 10): golden mem::atomic_apply FAdd, FMin, FMax,
  // FCmpSwap (see fp_apply32 / fp_apply64 below).
  localparam logic [4:0] A_FADD = 5'd16, A_FMIN = 5'd17, A_FMAX = 5'd18, A_FCMPSWAP = 5'd19;

  typedef struct packed {
    logic       ok;
    logic [1:0] kind;    // K_*
    logic       two;     // read2/write2: two addresses
    logic       st64;
    logic [3:0] ub;      // unit bytes: 1, 2, 4, 8
    logic [2:0] units;   // 1..4
    logic [4:0] align;   // single-address alignment in bytes
    logic       sext;
    logic [2:0] n0;      // DATA0 dwords
    logic [1:0] n1;      // DATA1 dwords
    logic [2:0] ret;     // returned dwords
    logic [4:0] aop;     // A_*
    logic       swap01;  // ds_cmpst: golden's d0 is DATA1 (new value), d1 is DATA0 (compare)
    logic [4:0] esize;   // MemEffect size (bytes per lane)
    logic [2:0] edw;     // MemEffect dwords
    logic [1:0] mv;      // lane move without LDS access: M_* (no memory effect)
    logic [1:0] x;       // X_*: src2 / append addressing and sequencing
  } shape_t;

  // Src2 (unit 0 = B read, unit 1 = A read-modify-write) and the wave-level append/consume.
  localparam logic [1:0] X_NONE = 2'd0, X_SRC2 = 2'd1, X_APPEND = 2'd2;

  // Lane moves (golden ds.cpp lane_move): swizzle, permute (push), bpermute (pull).
  localparam logic [1:0] M_NONE = 2'd0, M_SWIZZLE = 2'd1, M_PERMUTE = 2'd2, M_BPERMUTE = 2'd3;

  localparam int unsigned ShapeW = 44;  // $bits(shape_t): lint flags a mismatch (WIDTH)

  // One shape_t as a flat vector (no struct locals in functions: Yosys 0.23 cannot elaborate
  // them). MemEffect size = ub * units; dwords = DATA0 + DATA1 dwords (loads: 0). The src2 and
  // append forms (x) record one ub-byte unit with ub / 4 operand dwords instead.
  function automatic logic [ShapeW-1:0] shpx(input logic [1:0] kind, input logic two,
                                             input logic st64, input logic [3:0] ub,
                                             input logic [2:0] units, input logic [4:0] align,
                                             input logic sext, input logic [2:0] n0,
                                             input logic [1:0] n1, input logic [2:0] ret,
                                             input logic [4:0] aop, input logic swap01,
                                             input logic [1:0] x);
    shpx = {1'b1, kind, two, st64, ub, units, align, sext, n0, n1, ret, aop, swap01,
            (x != X_NONE) ? 5'(ub) : 5'(5'(ub) * 5'(units)),
            (x != X_NONE) ? 3'(ub[3:2]) : (kind == K_LOAD) ? 3'd0 : (n0 + 3'(n1)), M_NONE, x};
  endfunction
  function automatic logic [ShapeW-1:0] shp(input logic [1:0] kind, input logic two,
                                            input logic st64, input logic [3:0] ub,
                                            input logic [2:0] units, input logic [4:0] align,
                                            input logic sext, input logic [2:0] n0,
                                            input logic [1:0] n1, input logic [2:0] ret,
                                            input logic [4:0] aop, input logic swap01);
    shp = shpx(kind, two, st64, ub, units, align, sext, n0, n1, ret, aop, swap01, X_NONE);
  endfunction

  // ds_wrxchg2[st64]_rtn_b32/b64: two swap units, DATA0 and DATA1 `ub` bytes each, both returned.
  function automatic logic [ShapeW-1:0] xchg2(input logic st64, input logic [3:0] ub);
    xchg2 = shp(K_ATOMIC, 1'b1, st64, ub, 3'd2, 5'(ub), 1'b0, 3'(ub[3:2]), ub[3:2], 3'({ub[3:2], 1'b0}),
                A_SWAP, 1'b0);
  endfunction

  // ds_*_src2_*: no data, nothing returned; the MemEffect is A's access (LDS[B] as operand).
  function automatic logic [ShapeW-1:0] src2(input logic [4:0] aop, input logic [3:0] ub);
    src2 = shpx(K_ATOMIC, 1'b0, 1'b0, ub, 3'd2, 5'(ub), 1'b0, 3'd0, 2'd0, 3'd0, aop, 1'b0, X_SRC2);
  endfunction

  // ds_append / ds_consume: one 4-byte atomic for the wave, the old value to every lane.
  function automatic logic [ShapeW-1:0] append(input logic [4:0] aop);
    append = shpx(K_ATOMIC, 1'b0, 1'b0, 4'd4, 3'd1, 5'd4, 1'b0, 3'd0, 2'd0, 3'd1, aop, 1'b0, X_APPEND);
  endfunction

  // {kind, two, st64, ub, units, align, sext, n0, n1, ret}
  function automatic logic [ShapeW-1:0] ld(input logic two, input logic st64, input logic [3:0] ub,
                                           input logic [2:0] units, input logic [4:0] align,
                                           input logic sext, input logic [2:0] ret);
    ld = shp(K_LOAD, two, st64, ub, units, align, sext, 3'd0, 2'd0, ret, A_SWAP, 1'b0);
  endfunction

  function automatic logic [ShapeW-1:0] st(input logic two, input logic st64, input logic [3:0] ub,
                                           input logic [2:0] units, input logic [4:0] align,
                                           input logic [2:0] n0, input logic [1:0] n1);
    st = shp(K_STORE, two, st64, ub, units, align, 1'b0, n0, n1, 3'd0, A_SWAP, 1'b0);
  endfunction

  // 32-bit atomic: rtn = returns the old value; two_data = DATA1 is an operand too.
  function automatic logic [ShapeW-1:0] atom(input logic [4:0] aop, input logic rtn,
                                             input logic two_data, input logic swap01);
    atom = shp(K_ATOMIC, 1'b0, 1'b0, 4'd4, 3'd1, 5'd4, 1'b0, 3'd1, {1'b0, two_data},
               {2'b00, rtn}, aop, swap01);
  endfunction

  // 64-bit atomic (8-byte aligned unit, DATA0/DATA1 two dwords each).
  function automatic logic [ShapeW-1:0] atom64(input logic [4:0] aop, input logic rtn,
                                               input logic two_data, input logic swap01);
    atom64 = shp(K_ATOMIC, 1'b0, 1'b0, 4'd8, 3'd1, 5'd8, 1'b0, 3'd2, two_data ? 2'd2 : 2'd0,
                 rtn ? 3'd2 : 3'd0, aop, swap01);
  endfunction

  // Lane move: one returned dword; swizzle's data is its ADDR operand, the permutes' DATA0.
  function automatic logic [ShapeW-1:0] move(input logic [1:0] mv);
    move = shp(K_LOAD, 1'b0, 1'b0, 4'd4, 3'd1, 5'd4, 1'b0, (mv == M_SWIZZLE) ? 3'd0 : 3'd1, 2'd0, 3'd1,
               A_SWAP, 1'b0) | ShapeW'({mv, X_NONE});  // shp leaves mv = M_NONE (0)
  endfunction

  function automatic logic [ShapeW-1:0] ds_shape(input logic [9:0] op);
    logic [ShapeW-1:0] s;
    unique case (op)
      gcn_opcodes_pkg::OP_DS_READ_U8: s = ld(1'b0, 1'b0, 4'd1, 3'd1, 5'd1, 1'b0, 3'd1);
      gcn_opcodes_pkg::OP_DS_READ_I8: s = ld(1'b0, 1'b0, 4'd1, 3'd1, 5'd1, 1'b1, 3'd1);
      gcn_opcodes_pkg::OP_DS_READ_U16: s = ld(1'b0, 1'b0, 4'd2, 3'd1, 5'd2, 1'b0, 3'd1);
      gcn_opcodes_pkg::OP_DS_READ_I16: s = ld(1'b0, 1'b0, 4'd2, 3'd1, 5'd2, 1'b1, 3'd1);
      gcn_opcodes_pkg::OP_DS_READ_B32: s = ld(1'b0, 1'b0, 4'd4, 3'd1, 5'd4, 1'b0, 3'd1);
      gcn_opcodes_pkg::OP_DS_READ_B64: s = ld(1'b0, 1'b0, 4'd4, 3'd2, 5'd8, 1'b0, 3'd2);
      gcn_opcodes_pkg::OP_DS_READ_B96: s = ld(1'b0, 1'b0, 4'd4, 3'd3, 5'd16, 1'b0, 3'd3);
      gcn_opcodes_pkg::OP_DS_READ_B128: s = ld(1'b0, 1'b0, 4'd4, 3'd4, 5'd16, 1'b0, 3'd4);
      gcn_opcodes_pkg::OP_DS_READ2_B32: s = ld(1'b1, 1'b0, 4'd4, 3'd2, 5'd4, 1'b0, 3'd2);
      gcn_opcodes_pkg::OP_DS_READ2ST64_B32: s = ld(1'b1, 1'b1, 4'd4, 3'd2, 5'd4, 1'b0, 3'd2);
      gcn_opcodes_pkg::OP_DS_READ2_B64: s = ld(1'b1, 1'b0, 4'd8, 3'd2, 5'd8, 1'b0, 3'd4);
      gcn_opcodes_pkg::OP_DS_READ2ST64_B64: s = ld(1'b1, 1'b1, 4'd8, 3'd2, 5'd8, 1'b0, 3'd4);
      gcn_opcodes_pkg::OP_DS_WRITE_B8: s = st(1'b0, 1'b0, 4'd1, 3'd1, 5'd1, 3'd1, 2'd0);
      gcn_opcodes_pkg::OP_DS_WRITE_B16: s = st(1'b0, 1'b0, 4'd2, 3'd1, 5'd2, 3'd1, 2'd0);
      gcn_opcodes_pkg::OP_DS_WRITE_B32: s = st(1'b0, 1'b0, 4'd4, 3'd1, 5'd4, 3'd1, 2'd0);
      gcn_opcodes_pkg::OP_DS_WRITE_B64: s = st(1'b0, 1'b0, 4'd4, 3'd2, 5'd8, 3'd2, 2'd0);
      gcn_opcodes_pkg::OP_DS_WRITE_B96: s = st(1'b0, 1'b0, 4'd4, 3'd3, 5'd16, 3'd3, 2'd0);
      gcn_opcodes_pkg::OP_DS_WRITE_B128: s = st(1'b0, 1'b0, 4'd4, 3'd4, 5'd16, 3'd4, 2'd0);
      gcn_opcodes_pkg::OP_DS_WRITE2_B32: s = st(1'b1, 1'b0, 4'd4, 3'd2, 5'd4, 3'd1, 2'd1);
      gcn_opcodes_pkg::OP_DS_WRITE2ST64_B32: s = st(1'b1, 1'b1, 4'd4, 3'd2, 5'd4, 3'd1, 2'd1);
      gcn_opcodes_pkg::OP_DS_WRITE2_B64: s = st(1'b1, 1'b0, 4'd8, 3'd2, 5'd8, 3'd2, 2'd2);
      gcn_opcodes_pkg::OP_DS_WRITE2ST64_B64: s = st(1'b1, 1'b1, 4'd8, 3'd2, 5'd8, 3'd2, 2'd2);
      gcn_opcodes_pkg::OP_DS_ADD_U32: s = atom(A_ADD, 1'b0, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_ADD_RTN_U32: s = atom(A_ADD, 1'b1, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_SUB_U32: s = atom(A_SUB, 1'b0, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_SUB_RTN_U32: s = atom(A_SUB, 1'b1, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_RSUB_U32: s = atom(A_RSUB, 1'b0, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_RSUB_RTN_U32: s = atom(A_RSUB, 1'b1, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_INC_U32: s = atom(A_INC, 1'b0, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_INC_RTN_U32: s = atom(A_INC, 1'b1, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_DEC_U32: s = atom(A_DEC, 1'b0, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_DEC_RTN_U32: s = atom(A_DEC, 1'b1, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_MIN_I32: s = atom(A_SMIN, 1'b0, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_MIN_RTN_I32: s = atom(A_SMIN, 1'b1, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_MAX_I32: s = atom(A_SMAX, 1'b0, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_MAX_RTN_I32: s = atom(A_SMAX, 1'b1, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_MIN_U32: s = atom(A_UMIN, 1'b0, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_MIN_RTN_U32: s = atom(A_UMIN, 1'b1, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_MAX_U32: s = atom(A_UMAX, 1'b0, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_MAX_RTN_U32: s = atom(A_UMAX, 1'b1, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_AND_B32: s = atom(A_AND, 1'b0, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_AND_RTN_B32: s = atom(A_AND, 1'b1, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_OR_B32: s = atom(A_OR, 1'b0, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_OR_RTN_B32: s = atom(A_OR, 1'b1, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_XOR_B32: s = atom(A_XOR, 1'b0, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_XOR_RTN_B32: s = atom(A_XOR, 1'b1, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_MSKOR_B32: s = atom(A_MSKOR, 1'b0, 1'b1, 1'b0);
      gcn_opcodes_pkg::OP_DS_MSKOR_RTN_B32: s = atom(A_MSKOR, 1'b1, 1'b1, 1'b0);
      gcn_opcodes_pkg::OP_DS_WRXCHG_RTN_B32: s = atom(A_SWAP, 1'b1, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_CMPST_B32: s = atom(A_CMPSWAP, 1'b0, 1'b1, 1'b1);
      gcn_opcodes_pkg::OP_DS_CMPST_RTN_B32: s = atom(A_CMPSWAP, 1'b1, 1'b1, 1'b1);
      gcn_opcodes_pkg::OP_DS_WRAP_RTN_B32: s = atom(A_WRAP, 1'b1, 1'b1, 1'b0);
      // 64-bit atomics (session 7, issue 10)
      gcn_opcodes_pkg::OP_DS_ADD_U64: s = atom64(A_ADD, 1'b0, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_ADD_RTN_U64: s = atom64(A_ADD, 1'b1, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_SUB_U64: s = atom64(A_SUB, 1'b0, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_SUB_RTN_U64: s = atom64(A_SUB, 1'b1, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_RSUB_U64: s = atom64(A_RSUB, 1'b0, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_RSUB_RTN_U64: s = atom64(A_RSUB, 1'b1, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_INC_U64: s = atom64(A_INC, 1'b0, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_INC_RTN_U64: s = atom64(A_INC, 1'b1, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_DEC_U64: s = atom64(A_DEC, 1'b0, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_DEC_RTN_U64: s = atom64(A_DEC, 1'b1, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_MIN_I64: s = atom64(A_SMIN, 1'b0, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_MIN_RTN_I64: s = atom64(A_SMIN, 1'b1, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_MAX_I64: s = atom64(A_SMAX, 1'b0, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_MAX_RTN_I64: s = atom64(A_SMAX, 1'b1, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_MIN_U64: s = atom64(A_UMIN, 1'b0, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_MIN_RTN_U64: s = atom64(A_UMIN, 1'b1, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_MAX_U64: s = atom64(A_UMAX, 1'b0, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_MAX_RTN_U64: s = atom64(A_UMAX, 1'b1, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_AND_B64: s = atom64(A_AND, 1'b0, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_AND_RTN_B64: s = atom64(A_AND, 1'b1, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_OR_B64: s = atom64(A_OR, 1'b0, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_OR_RTN_B64: s = atom64(A_OR, 1'b1, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_XOR_B64: s = atom64(A_XOR, 1'b0, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_XOR_RTN_B64: s = atom64(A_XOR, 1'b1, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_MSKOR_B64: s = atom64(A_MSKOR, 1'b0, 1'b1, 1'b0);
      gcn_opcodes_pkg::OP_DS_MSKOR_RTN_B64: s = atom64(A_MSKOR, 1'b1, 1'b1, 1'b0);
      gcn_opcodes_pkg::OP_DS_WRXCHG_RTN_B64: s = atom64(A_SWAP, 1'b1, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_CMPST_B64: s = atom64(A_CMPSWAP, 1'b0, 1'b1, 1'b1);
      gcn_opcodes_pkg::OP_DS_CMPST_RTN_B64: s = atom64(A_CMPSWAP, 1'b1, 1'b1, 1'b1);
      // float atomics (session 8, issue 10)
      gcn_opcodes_pkg::OP_DS_ADD_F32: s = atom(A_FADD, 1'b0, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_ADD_RTN_F32: s = atom(A_FADD, 1'b1, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_MIN_F32: s = atom(A_FMIN, 1'b0, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_MIN_RTN_F32: s = atom(A_FMIN, 1'b1, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_MAX_F32: s = atom(A_FMAX, 1'b0, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_MAX_RTN_F32: s = atom(A_FMAX, 1'b1, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_CMPST_F32: s = atom(A_FCMPSWAP, 1'b0, 1'b1, 1'b1);
      gcn_opcodes_pkg::OP_DS_CMPST_RTN_F32: s = atom(A_FCMPSWAP, 1'b1, 1'b1, 1'b1);
      gcn_opcodes_pkg::OP_DS_MIN_F64: s = atom64(A_FMIN, 1'b0, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_MIN_RTN_F64: s = atom64(A_FMIN, 1'b1, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_MAX_F64: s = atom64(A_FMAX, 1'b0, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_MAX_RTN_F64: s = atom64(A_FMAX, 1'b1, 1'b0, 1'b0);
      gcn_opcodes_pkg::OP_DS_CMPST_F64: s = atom64(A_FCMPSWAP, 1'b0, 1'b1, 1'b1);
      gcn_opcodes_pkg::OP_DS_CMPST_RTN_F64: s = atom64(A_FCMPSWAP, 1'b1, 1'b1, 1'b1);
      // wrxchg2 (two swap units), src2 (LDS[A] op= LDS[B]), append/consume
      gcn_opcodes_pkg::OP_DS_WRXCHG2_RTN_B32: s = xchg2(1'b0, 4'd4);
      gcn_opcodes_pkg::OP_DS_WRXCHG2ST64_RTN_B32: s = xchg2(1'b1, 4'd4);
      gcn_opcodes_pkg::OP_DS_WRXCHG2_RTN_B64: s = xchg2(1'b0, 4'd8);
      gcn_opcodes_pkg::OP_DS_WRXCHG2ST64_RTN_B64: s = xchg2(1'b1, 4'd8);
      gcn_opcodes_pkg::OP_DS_ADD_SRC2_U32: s = src2(A_ADD, 4'd4);
      gcn_opcodes_pkg::OP_DS_SUB_SRC2_U32: s = src2(A_SUB, 4'd4);
      gcn_opcodes_pkg::OP_DS_RSUB_SRC2_U32: s = src2(A_RSUB, 4'd4);
      gcn_opcodes_pkg::OP_DS_INC_SRC2_U32: s = src2(A_INC, 4'd4);
      gcn_opcodes_pkg::OP_DS_DEC_SRC2_U32: s = src2(A_DEC, 4'd4);
      gcn_opcodes_pkg::OP_DS_MIN_SRC2_I32: s = src2(A_SMIN, 4'd4);
      gcn_opcodes_pkg::OP_DS_MAX_SRC2_I32: s = src2(A_SMAX, 4'd4);
      gcn_opcodes_pkg::OP_DS_MIN_SRC2_U32: s = src2(A_UMIN, 4'd4);
      gcn_opcodes_pkg::OP_DS_MAX_SRC2_U32: s = src2(A_UMAX, 4'd4);
      gcn_opcodes_pkg::OP_DS_AND_SRC2_B32: s = src2(A_AND, 4'd4);
      gcn_opcodes_pkg::OP_DS_OR_SRC2_B32: s = src2(A_OR, 4'd4);
      gcn_opcodes_pkg::OP_DS_XOR_SRC2_B32: s = src2(A_XOR, 4'd4);
      gcn_opcodes_pkg::OP_DS_WRITE_SRC2_B32: s = src2(A_SWAP, 4'd4);
      gcn_opcodes_pkg::OP_DS_MIN_SRC2_F32: s = src2(A_FMIN, 4'd4);
      gcn_opcodes_pkg::OP_DS_MAX_SRC2_F32: s = src2(A_FMAX, 4'd4);
      gcn_opcodes_pkg::OP_DS_ADD_SRC2_F32: s = src2(A_FADD, 4'd4);
      gcn_opcodes_pkg::OP_DS_ADD_SRC2_U64: s = src2(A_ADD, 4'd8);
      gcn_opcodes_pkg::OP_DS_SUB_SRC2_U64: s = src2(A_SUB, 4'd8);
      gcn_opcodes_pkg::OP_DS_RSUB_SRC2_U64: s = src2(A_RSUB, 4'd8);
      gcn_opcodes_pkg::OP_DS_INC_SRC2_U64: s = src2(A_INC, 4'd8);
      gcn_opcodes_pkg::OP_DS_DEC_SRC2_U64: s = src2(A_DEC, 4'd8);
      gcn_opcodes_pkg::OP_DS_MIN_SRC2_I64: s = src2(A_SMIN, 4'd8);
      gcn_opcodes_pkg::OP_DS_MAX_SRC2_I64: s = src2(A_SMAX, 4'd8);
      gcn_opcodes_pkg::OP_DS_MIN_SRC2_U64: s = src2(A_UMIN, 4'd8);
      gcn_opcodes_pkg::OP_DS_MAX_SRC2_U64: s = src2(A_UMAX, 4'd8);
      gcn_opcodes_pkg::OP_DS_AND_SRC2_B64: s = src2(A_AND, 4'd8);
      gcn_opcodes_pkg::OP_DS_OR_SRC2_B64: s = src2(A_OR, 4'd8);
      gcn_opcodes_pkg::OP_DS_XOR_SRC2_B64: s = src2(A_XOR, 4'd8);
      gcn_opcodes_pkg::OP_DS_WRITE_SRC2_B64: s = src2(A_SWAP, 4'd8);
      gcn_opcodes_pkg::OP_DS_MIN_SRC2_F64: s = src2(A_FMIN, 4'd8);
      gcn_opcodes_pkg::OP_DS_MAX_SRC2_F64: s = src2(A_FMAX, 4'd8);
      gcn_opcodes_pkg::OP_DS_APPEND: s = append(A_ADD);
      gcn_opcodes_pkg::OP_DS_CONSUME: s = append(A_SUB);
      // ds_nop: no unit, no data, nothing returned (the lanes are walked, none accessed)
      gcn_opcodes_pkg::OP_DS_NOP: s = ld(1'b0, 1'b0, 4'd4, 3'd0, 5'd4, 1'b0, 3'd0);
      gcn_opcodes_pkg::OP_DS_SWIZZLE_B32: s = move(M_SWIZZLE);
      gcn_opcodes_pkg::OP_DS_PERMUTE_B32: s = move(M_PERMUTE);
      gcn_opcodes_pkg::OP_DS_BPERMUTE_B32: s = move(M_BPERMUTE);
      default: s = '0;
    endcase
    ds_shape = s;
  endfunction

  // ---------------------------------------------------------------------------------------------
  // Float atomics (issue 10): the DS float rule of docs/architecture.md ("DS float atomics"),
  // golden/exec/ds_float.h:
  //  - FMin: (d0 < m) ? d0 : m; FMax: (d0 > m) ? d0 : m; FCmpSwap: (m == d1) ? d0 : m -- float
  //    compares (+0 == -0, false when either is NaN): a NaN never replaces or matches, nothing
  //    is quieted, subnormals are ordered as they are;
  //  - FAdd (binary32 only): m + d0 rounded to nearest even with subnormals kept; a NaN
  //    operand gives the first NaN of (m, d0) quieted, inf + -inf the default NaN 0x7fc00000:
  //    gcn_fp32_pkg::fma(m, 1.0, d0) in IEEE mode, the one binary32 rounding code of the VALU.
  function automatic logic f64_nan(input logic [62:0] x);  // the sign is irrelevant
    f64_nan = x[62:52] == 11'h7ff && x[51:0] != 52'd0;
  endfunction
  // Float x < y of two binary64 values (+0 == -0; false when either is NaN).
  function automatic logic f64_lt(input logic [63:0] x, input logic [63:0] y);
    if (f64_nan(x[62:0]) || f64_nan(y[62:0])) f64_lt = 1'b0;
    else if (x[62:0] == 63'd0 && y[62:0] == 63'd0) f64_lt = 1'b0;
    else if (x[63] != y[63]) f64_lt = x[63];
    else if (x[63]) f64_lt = x[62:0] > y[62:0];
    else f64_lt = x[62:0] < y[62:0];
  endfunction
  // Float x < y of two binary32 values (false when either is NaN).
  function automatic logic f32_lt(input logic [31:0] x, input logic [31:0] y);
    f32_lt = !gcn_fp32_pkg::is_nan(x) && !gcn_fp32_pkg::is_nan(y) && gcn_fp32_pkg::num_lt(x, y);
  endfunction
  function automatic logic [31:0] fp_apply32(input logic [4:0] aop, input logic [31:0] m,
                                             input logic [31:0] d0, input logic [31:0] d1);
    unique case (aop)
      A_FCMPSWAP: fp_apply32 = gcn_fp32_pkg::num_eq(m, d1) ? d0 : m;
      A_FMIN: fp_apply32 = f32_lt(d0, m) ? d0 : m;
      A_FMAX: fp_apply32 = f32_lt(m, d0) ? d0 : m;
      A_FADD: fp_apply32 = gcn_fp32_pkg::fma(m, gcn_fp32_pkg::ONE, d0, 1'b1, 8'sd0, 1'b1, 2'd0);
      default: fp_apply32 = m;
    endcase
  endfunction
  function automatic logic [63:0] fp_apply64(input logic [4:0] aop, input logic [63:0] m,
                                             input logic [63:0] d0, input logic [63:0] d1);
    unique case (aop)
      A_FCMPSWAP: fp_apply64 = (!f64_nan(m[62:0]) && !f64_nan(d1[62:0]) &&
                                (m == d1 || (m[62:0] == 63'd0 && d1[62:0] == 63'd0))) ? d0 : m;
      A_FMIN: fp_apply64 = f64_lt(d0, m) ? d0 : m;
      A_FMAX: fp_apply64 = f64_lt(m, d0) ? d0 : m;
      default: fp_apply64 = m;
    endcase
  endfunction

  // New memory value of a 32-bit atomic (golden mem::atomic_apply): d0 = data / new value,
  // d1 = compare value (CmpSwap), or-value (MskOr, d0 = mask), add-back value (Wrap).
  function automatic logic [31:0] atomic_apply(input logic [4:0] aop, input logic [31:0] m,
                                               input logic [31:0] d0, input logic [31:0] d1);
    logic [31:0] r;
    unique case (aop)
      A_SWAP: r = d0;
      A_CMPSWAP: r = (m == d1) ? d0 : m;
      A_ADD: r = m + d0;
      A_SUB: r = m - d0;
      A_RSUB: r = d0 - m;
      A_SMIN: r = ($signed(d0) < $signed(m)) ? d0 : m;
      A_UMIN: r = (d0 < m) ? d0 : m;
      A_SMAX: r = ($signed(d0) > $signed(m)) ? d0 : m;
      A_UMAX: r = (d0 > m) ? d0 : m;
      A_AND: r = m & d0;
      A_OR: r = m | d0;
      A_XOR: r = m ^ d0;
      A_INC: r = (m >= d0) ? 32'd0 : m + 32'd1;
      A_DEC: r = (m == 32'd0 || m > d0) ? d0 : m - 32'd1;
      A_MSKOR: r = (m & ~d0) | d1;
      A_WRAP: r = (m >= d0) ? m - d0 : m + d1;
      default: r = fp_apply32(aop, m, d0, d1);
    endcase
    atomic_apply = r;
  endfunction

  // The same on 64 bits (no A_WRAP in the 64-bit set).
  function automatic logic [63:0] atomic_apply64(input logic [4:0] aop, input logic [63:0] m,
                                                 input logic [63:0] d0, input logic [63:0] d1);
    logic [63:0] r;
    unique case (aop)
      A_SWAP: r = d0;
      A_CMPSWAP: r = (m == d1) ? d0 : m;
      A_ADD: r = m + d0;
      A_SUB: r = m - d0;
      A_RSUB: r = d0 - m;
      A_SMIN: r = ($signed(d0) < $signed(m)) ? d0 : m;
      A_UMIN: r = (d0 < m) ? d0 : m;
      A_SMAX: r = ($signed(d0) > $signed(m)) ? d0 : m;
      A_UMAX: r = (d0 > m) ? d0 : m;
      A_AND: r = m & d0;
      A_OR: r = m | d0;
      A_XOR: r = m ^ d0;
      A_INC: r = (m >= d0) ? 64'd0 : m + 64'd1;
      A_DEC: r = (m == 64'd0 || m > d0) ? d0 : m - 64'd1;
      A_MSKOR: r = (m & ~d0) | d1;
      A_FMIN, A_FMAX, A_FCMPSWAP: r = fp_apply64(aop, m, d0, d1);
      default: r = m;
    endcase
    atomic_apply64 = r;
  endfunction

  // LDS offset of unit u of a lane with address operand `addr` and whether it is in range
  // (every byte below `limit`). {in_range, offset[33:0]}. ADDR + offset is a 32-bit sum that
  // wraps modulo 2^32 (GFX7+; docs/address-audit.md): a "negative" ADDR plus the offset field
  // addresses the bottom of LDS. Unit u of a single-address access is at A + 4u (A is aligned,
  // so this cannot carry out of 32 bits).
  function automatic logic [34:0] unit_loc(input logic two, input logic st64,
                                           input logic [3:0] ub, input logic [4:0] align,
                                           input logic [31:0] addr, input logic [1:0] u,
                                           input logic [7:0] off0, input logic [7:0] off1,
                                           input logic [32:0] limit);
    logic [33:0] a;
    logic [31:0] off, amask, sum, aligned;
    logic [7:0]  o;
    if (two) begin
      o = u[0] ? off1 : off0;
      off = 32'(o) * 32'(ub);
      if (st64) off = off << 6;
      amask = ~(32'(ub) - 32'd1);
      sum = addr + off;
      aligned = sum & amask;
      a = 34'(aligned);
    end else begin
      amask = ~(32'(align) - 32'd1);
      sum = addr + 32'({off1, off0});
      aligned = sum & amask;
      a = 34'(aligned) + 34'({u, 2'b00});
    end
    unit_loc = {(a + 34'(ub)) <= 34'(limit), a};
  endfunction

  // ---------------------------------------------------------------------------------------------
  // Src2 and append (golden ds.cpp src2()/append(), mem_util.cpp ds_addr_src2/wave_atomic).
  //  - ds_*_src2_*: per active lane in lane order, LDS[A] = op(LDS[A], LDS[B]). OFFSET[15] = 0:
  //    A = ADDR, B = A + 4 * sext16({OFFSET[14], OFFSET[14:0]}); OFFSET[15] = 1: A = ADDR[16:0],
  //    B = A + 4 * sext16({ADDR[31], ADDR[31:17]}); each aligned down to ub and bounded like any
  //    unit. Unit 0 is B (read; out of range reads 0), unit 1 is A (read-modify-write; out of
  //    range: not accessed). LDS[B] is parked in the lane's return dwords (src2 returns
  //    nothing): A's operand, and the MemEffect data -- known only after the walk, so the core
  //    emits the effect beats after done_o (shape_late_o).
  //  - ds_append/ds_consume: LDS[(M0[15:0] + OFFSET) & ~3] +=/-= popcount(EXEC) once, at the
  //    first active lane, bounded by the group's LDS size only (M0 is the base here); the old
  //    value (0 when out of range) goes to every active lane.
  function automatic logic [34:0] src2_loc(input logic [3:0] ub, input logic [31:0] addr,
                                           input logic [15:0] off, input logic a_unit,
                                           input logic [32:0] limit);
    logic [31:0] a, x;
    logic [29:0] f;  // sext16 of the 16-bit field, times 4 below
    a = off[15] ? {15'd0, addr[16:0]} : addr;
    f = off[15] ? {{15{addr[31]}}, addr[31:17]} : {{15{off[14]}}, off[14:0]};
    x = (a_unit ? a : a + {f, 2'b00}) & ~(32'(ub) - 32'd1);
    src2_loc = {(34'(x) + 34'(ub)) <= 34'(limit), 2'b00, x};
  endfunction
  function automatic logic [34:0] append_loc(input logic [15:0] m0, input logic [15:0] off,
                                             input logic [16:0] lds_size);
    logic [33:0] x;
    x = (34'(m0) + 34'(off)) & ~34'd3;
    append_loc = {(x + 34'd4) <= 34'(lds_size), x};
  endfunction
  function automatic logic [31:0] popcount64(input logic [63:0] m);
    logic [31:0] n;
    n = '0;
    for (int i = 0; i < 64; i++) n = n + 32'(m[i]);
    popcount64 = n;
  endfunction

  // ---------------------------------------------------------------------------------------------
  // Operand and result buffers (flops, no reset: written before use).
  logic [31:0] addr_q [64];
  logic [31:0] d0_q [256];   // {dword, lane}
  logic [31:0] d1_q [128];   // {dword, lane}
  logic [31:0] ret_q [256];  // {dword, lane}
  logic [255:0] ret_vld_q;   // ret_q entry written by this instruction (else it reads 0)

  always_ff @(posedge clk_i) begin
    if (buf_we_i) begin
      for (int l = 0; l < Lanes; l++) begin
        if (buf_field_i == 3'd0) begin
          addr_q[6'(buf_group_i * Lanes + l)] <= buf_wdata_i[l*32 +: 32];
        end else if (buf_field_i <= 3'd4) begin
          d0_q[{2'(buf_field_i - 3'd1), 6'(buf_group_i * Lanes + l)}] <= buf_wdata_i[l*32 +: 32];
        end else begin
          d1_q[{1'(buf_field_i - 3'd5), 6'(buf_group_i * Lanes + l)}] <= buf_wdata_i[l*32 +: 32];
        end
      end
    end
  end

  // ---------------------------------------------------------------------------------------------
  // Shape and effect view of the instruction in the sequencer.
  shape_t cur;
  logic [32:0] cur_limit;
  assign cur = ds_shape(op_i);
  assign cur_limit = ({1'b0, m0_i} < 33'(lds_size_i)) ? {1'b0, m0_i} : 33'(lds_size_i);
  assign shape_ok_o = cur.ok;
  assign shape_n0_o = cur.n0;
  assign shape_n1_o = cur.n1;
  assign shape_ret_o = cur.ret;
  assign shape_late_o = cur.x == X_SRC2;

  // Effect view of the special forms: src2 (A's unit and LDS[B] as parked by the walk) and
  // append (the lowest active lane).
  logic [34:0] eff_src2_loc, eff_app_loc;
  logic [63:0] eff_srcb;
  logic        eff_first;
  assign eff_src2_loc = src2_loc(cur.ub, addr_q[eff_lane_i], {offset1_i, offset0_i}, 1'b1, cur_limit);
  assign eff_app_loc = append_loc(m0_i[15:0], {offset1_i, offset0_i}, lds_size_i);
  assign eff_srcb = {ret_vld_q[{2'd1, eff_lane_i}] ? ret_q[{2'd1, eff_lane_i}] : 32'd0,
                     ret_vld_q[{2'd0, eff_lane_i}] ? ret_q[{2'd0, eff_lane_i}] : 32'd0};
  assign eff_first = mask_i[eff_lane_i] && (mask_i & ((64'd1 << eff_lane_i) - 64'd1)) == 64'd0;

  always_comb begin
    logic [34:0] eloc;
    logic [31:0] e0 [2];  // golden d0 (one or two dwords)
    logic [31:0] e1 [2];  // golden d1
    eff_hit_o = 1'b0;
    eff_addr_o = '0;
    for (int u = 3; u >= 0; u--) begin
      eloc = unit_loc(cur.two, cur.st64, cur.ub, cur.align, addr_q[eff_lane_i], 2'(u), offset0_i,
                      offset1_i, cur_limit);
      if (3'(u) < cur.units && eloc[34] && cur.mv == M_NONE) begin
        eff_hit_o = 1'b1;
        eff_addr_o = 64'(eloc[33:0]);
      end
    end
    eff_b_o = gcn_pkg::rb_mem_b({2'd0, cur.edw}, gcn_pkg::SPACE_LDS, cur.kind, {3'd0, cur.esize});
    // Data in golden's order: stores DATA0 dwords then (write2) DATA1 dwords; atomics d0, d1.
    e0[0] = cur.swap01 ? d1_q[{1'b0, eff_lane_i}] : d0_q[{2'd0, eff_lane_i}];
    e0[1] = cur.swap01 ? d1_q[{1'b1, eff_lane_i}] : d0_q[{2'd1, eff_lane_i}];
    e1[0] = cur.swap01 ? d0_q[{2'd0, eff_lane_i}] : d1_q[{1'b0, eff_lane_i}];
    e1[1] = cur.swap01 ? d0_q[{2'd1, eff_lane_i}] : d1_q[{1'b1, eff_lane_i}];
    eff_data_o = '0;
    if (cur.x == X_SRC2) begin
      eff_hit_o = eff_src2_loc[34];
      eff_addr_o = 64'(eff_src2_loc[33:0]);
      eff_data_o[31:0] = eff_srcb[31:0];
      if (cur.ub == 4'd8) eff_data_o[63:32] = eff_srcb[63:32];
    end else if (cur.x == X_APPEND) begin
      eff_hit_o = eff_app_loc[34] && eff_first;
      eff_addr_o = 64'(eff_app_loc[33:0]);
      eff_data_o[31:0] = popcount64(mask_i);
    end else if (cur.kind == K_ATOMIC && !cur.two && cur.ub == 4'd8) begin
      eff_data_o[63:0] = {e0[1], e0[0]};  // golden vatomic: d0 lo, hi, then d1 lo, hi
      if (cur.n1 != 2'd0) eff_data_o[127:64] = {e1[1], e1[0]};
    end else if (cur.kind == K_ATOMIC && !cur.two) begin
      eff_data_o[31:0] = e0[0];
      if (cur.n1 != 2'd0) eff_data_o[63:32] = e1[0];
    end else if (cur.two) begin
      eff_data_o[31:0] = e0[0];
      if (cur.ub == 4'd8) begin
        eff_data_o[127:32] = {e1[1], e1[0], e0[1]};
      end else begin
        eff_data_o[63:32] = e1[0];
      end
    end else begin
      eff_data_o = {d0_q[{2'd3, eff_lane_i}], d0_q[{2'd2, eff_lane_i}], d0_q[{2'd1, eff_lane_i}],
                    d0_q[{2'd0, eff_lane_i}]};
      for (int i = 0; i < 4; i++) begin
        if (3'(i) >= cur.n0) eff_data_o[i*32 +: 32] = 32'd0;
      end
    end
  end

  // ---------------------------------------------------------------------------------------------
  // Execution: one bank access per cycle.
  typedef enum logic [1:0] { E_IDLE, E_RUN, E_RESP, E_DONE } e_state_e;
  e_state_e     st_q, st_d;
  shape_t       op_q;
  logic [7:0]   off0_q, off1_q;
  logic [32:0]  limit_q;
  logic [AW-1:0] base_q;
  logic [63:0]  mask_q;
  logic [6:0]   lane_q, lane_d;
  logic [2:0]   u_q, u_d;
  logic         dw_q, dw_d;        // dword within an 8-byte unit

  // The access of (lane_q, u_q, dw_q).
  logic [34:0]  loc;
  logic [AW-1:0] pa;                // physical byte address
  logic [4:0]   bank;
  logic [RowW-1:0] row;
  logic [3:0]   be;
  logic [31:0]  wdata;
  logic [1:0]   ridx;               // returned dword index
  logic [31:0]  g0, g1;             // atomic operands (golden d0, d1)
  logic         last_dw;

  // Registered access (for the response cycle).
  logic [4:0]   bank_q;
  logic [1:0]   boff_q;
  logic [RowW-1:0] row_q;

  // MutLdsBankConflict only: the first row each bank was written at by this instruction.
  logic mut_conflict;
  assign mut_conflict = mut == gcn_pkg::MutLdsBankConflict;
  logic [NumBanks-1:0] mut_seen_q;
  logic [RowW-1:0]     mut_row_q [NumBanks];
  always_ff @(posedge clk_i) begin
    if (start_i && st_q == E_IDLE) begin
      mut_seen_q <= '0;
    end else if (mut_conflict && l_req[bank] && l_we[bank] && !mut_seen_q[bank]) begin
      mut_seen_q[bank] <= 1'b1;
      mut_row_q[bank] <= row;
    end
  end
  logic [1:0]   ridx_q;
  // Plain loads are pipelined: the read issued for (lane, unit) in one E_RUN cycle is captured
  // the next cycle, while E_RUN issues the next read (ld_pend_q, the read's lane ld_lane_q).
  logic         ld_pipe;            // the instruction is a plain load (no move, src2, append)
  logic         ld_pend_q, ld_pend_d;
  logic [5:0]   ld_lane_q;
  // Src2 / append / wrxchg2 sequencing state (see "Src2 and append" and the header).
  logic [63:0]  srcb;               // src2: the lane's LDS[B] (parked in its return dwords)
  logic [34:0]  app_loc_q;          // append: the one location (latched at start)
  logic         app_seen_q;         // append: the first active lane has been handled
  logic [31:0]  app_old_q;          // append: the old value (0 when out of range)
  logic         x0_vld_q;           // wrxchg2: unit 0 of this lane was accessed ...
  logic [AW-3:0] x0_pa_q;           // ... at this dword address
  logic         x_keep;             // wrxchg2 unit 1 at unit 0's address: return unit 0's old
  logic         resp_lds_we;        // E_RESP writes the LDS (not a src2 B read)
  logic         resp_ret_we;        // E_RESP writes the return dwords (not a src2 A update)

  logic [NumBanks-1:0]      l_req, l_we;
  logic [NumBanks*RowW-1:0] l_row;
  logic [NumBanks*4-1:0]    l_be;
  logic [NumBanks*32-1:0]   l_wdata, l_rdata;
  logic [31:0]  rword, rshift, rval, aold, anew;
  logic         ret_we;
  logic [7:0]   ret_widx;
  logic [31:0]  ret_wval;
  // 64-bit atomics: the high dword (bank | 1, same row) and the second return-buffer port.
  logic         a64;
  logic [4:0]   bank_hi, bank_q_hi;
  logic [63:0]  g0_64, g1_64, aold64, anew64;
  // Lane moves: the lane lane_q takes its value from (pull) / sends it to (push) lane mv_lane.
  logic [15:0]  mv_off;
  logic [7:0]   mv_sum;   // low byte of ADDR + OFFSET (bits 7:2 name the lane)
  logic [5:0]   mv_lane;
  logic [31:0]  mv_val;
  logic         ret_we2;
  logic [7:0]   ret_widx2;
  logic [31:0]  ret_wval2;

  gcn_lds #(.LdsBytes(LdsBytes), .NumBanks(NumBanks)) u_lds (
    .clk_i, .req_i(l_req), .we_i(l_we), .row_i(l_row), .be_i(l_be), .wdata_i(l_wdata),
    .rdata_o(l_rdata)
  );

  always_comb begin
    unique case (op_q.x)
      X_SRC2: loc = src2_loc(op_q.ub, addr_q[lane_q[5:0]], {off1_q, off0_q}, u_q[0], limit_q);
      X_APPEND: loc = app_loc_q;
      default: loc = unit_loc(op_q.two, op_q.st64, op_q.ub, op_q.align, addr_q[lane_q[5:0]], u_q[1:0],
                              off0_q, off1_q, limit_q);
    endcase
  end
  assign pa = base_q + AW'(loc[33:0]) + AW'({dw_q, 2'b00});
  assign bank = pa[6:2];
  assign row = RowW'(pa[AW-1:7]);
  assign last_dw = (op_q.ub != 4'd8) || dw_q;
  // After unit u_q of lane lane_q: the next unit, or (its last) unit 0 of the next EXEC lane.
  logic         unit_last;
  logic [6:0]   lane_next;
  assign unit_last = {1'b0, u_q} + 4'd1 >= {1'b0, op_q.units};
  assign lane_next = gcn_pkg::next_lane(mask_q, lane_q + 7'd1);
  assign ridx = (op_q.ub == 4'd8) ? {u_q[0], dw_q} : u_q[1:0];
  // Atomic operand d0: src2 LDS[B] (parked), append popcount(EXEC), wrxchg2 unit 1 DATA1.
  always_comb begin
    if (op_q.x == X_SRC2) g0 = srcb[31:0];
    else if (op_q.x == X_APPEND) g0 = popcount64(mask_q);
    else if (op_q.swap01 || (op_q.two && u_q[0])) g0 = d1_q[{1'b0, lane_q[5:0]}];
    else g0 = d0_q[{2'd0, lane_q[5:0]}];
  end
  assign g1 = op_q.swap01 ? d0_q[{2'd0, lane_q[5:0]}] : d1_q[{1'b0, lane_q[5:0]}];

  always_comb begin
    unique case (op_q.ub)
      4'd1: be = 4'b0001 << pa[1:0];
      4'd2: be = 4'b0011 << pa[1:0];
      default: be = 4'b1111;
    endcase
    // Store data: single-address units come from DATA0 dword u (sub-dword: its low bytes);
    // write2 unit 1 from DATA1.
    if (op_q.two && u_q[0]) begin
      wdata = d1_q[{dw_q, lane_q[5:0]}];
    end else if (op_q.two) begin
      wdata = d0_q[{1'b0, dw_q, lane_q[5:0]}];
    end else begin
      wdata = d0_q[{u_q[1:0], lane_q[5:0]}];
    end
    wdata = wdata << {pa[1:0], 3'b000};
  end

  assign rword = l_rdata[bank_q*32 +: 32];
  assign rshift = rword >> {boff_q, 3'b000};
  always_comb begin
    unique case (op_q.ub)
      4'd1: rval = op_q.sext ? {{24{rshift[7]}}, rshift[7:0]} : {24'd0, rshift[7:0]};
      4'd2: rval = op_q.sext ? {{16{rshift[15]}}, rshift[15:0]} : {16'd0, rshift[15:0]};
      default: rval = rshift;
    endcase
  end
  assign aold = rword;
  assign anew = atomic_apply(op_q.aop, aold, g0, g1);
  assign a64 = op_q.kind == K_ATOMIC && op_q.ub == 4'd8;
  assign mv_off = {off1_q, off0_q};
  logic [31:0]  mv_addr;
  assign mv_addr = addr_q[lane_q[5:0]];
  assign mv_sum = mv_addr[7:0] + mv_off[7:0];
  logic unused_mv;
  assign unused_mv = ^{mv_addr[31:8], mv_sum[1:0]};
  always_comb begin
    logic [1:0] qsel;
    qsel = mv_off[{1'b0, lane_q[1:0], 1'b0} +: 2];
    if (op_q.mv != M_SWIZZLE) begin
      mv_lane = mv_sum[7:2];  // ((ADDR + OFFSET) / 4) mod 64
    end else if (mv_off[15]) begin
      mv_lane = {lane_q[5:2], qsel};  // quad permute
    end else begin
      mv_lane = {lane_q[5], ((lane_q[4:0] & mv_off[4:0]) | mv_off[9:5]) ^ mv_off[14:10]};
    end
    // Pull: an inactive source lane gives 0. Push: the active lane's own DATA0.
    unique case (op_q.mv)
      M_SWIZZLE: mv_val = mask_q[mv_lane] ? addr_q[mv_lane] : 32'd0;
      M_BPERMUTE: mv_val = mask_q[mv_lane] ? d0_q[{2'd0, mv_lane}] : 32'd0;
      default: mv_val = d0_q[{2'd0, lane_q[5:0]}];
    endcase
  end
  assign bank_hi = {bank[4:1], 1'b1};
  assign bank_q_hi = {bank_q[4:1], 1'b1};
  always_comb begin
    if (op_q.x == X_SRC2) g0_64 = srcb;
    else if (op_q.swap01 || (op_q.two && u_q[0])) g0_64 = {d1_q[{1'b1, lane_q[5:0]}], d1_q[{1'b0, lane_q[5:0]}]};
    else g0_64 = {d0_q[{2'd1, lane_q[5:0]}], d0_q[{2'd0, lane_q[5:0]}]};
  end
  assign g1_64 = op_q.swap01 ? {d0_q[{2'd1, lane_q[5:0]}], d0_q[{2'd0, lane_q[5:0]}]}
                             : {d1_q[{1'b1, lane_q[5:0]}], d1_q[{1'b0, lane_q[5:0]}]};
  assign aold64 = {l_rdata[bank_q_hi*32 +: 32], rword};
  assign anew64 = atomic_apply64(op_q.aop, aold64, g0_64, g1_64);

  assign srcb = {ret_vld_q[{2'd1, lane_q[5:0]}] ? ret_q[{2'd1, lane_q[5:0]}] : 32'd0,
                 ret_vld_q[{2'd0, lane_q[5:0]}] ? ret_q[{2'd0, lane_q[5:0]}] : 32'd0};
  assign resp_lds_we = !(op_q.x == X_SRC2 && u_q == 3'd0);
  assign resp_ret_we = !(op_q.x == X_SRC2 && u_q != 3'd0);
  assign x_keep = op_q.two && op_q.kind == K_ATOMIC && u_q[0] && x0_vld_q && x0_pa_q == {row_q, bank_q};

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      app_loc_q <= '0;
      app_seen_q <= 1'b0;
      app_old_q <= '0;
      x0_vld_q <= 1'b0;
      x0_pa_q <= '0;
    end else if (start_i && st_q == E_IDLE) begin
      app_loc_q <= append_loc(m0_i[15:0], {offset1_i, offset0_i}, lds_size_i);
      app_seen_q <= 1'b0;
      app_old_q <= '0;
      x0_vld_q <= 1'b0;
    end else if (st_q == E_RUN) begin
      if (op_q.x == X_APPEND && !lane_q[6] && mask_q[lane_q[5:0]] && u_q < op_q.units) begin
        app_seen_q <= 1'b1;
      end
      if (u_q == 3'd0) x0_vld_q <= 1'b0;
    end else if (st_q == E_RESP) begin
      if (op_q.x == X_APPEND) app_old_q <= aold;
      if (u_q == 3'd0) begin
        x0_vld_q <= 1'b1;
        x0_pa_q <= {row_q, bank_q};
      end
    end
  end

  always_comb begin
    st_d = st_q;
    lane_d = lane_q;
    u_d = u_q;
    dw_d = dw_q;
    l_req = '0;
    l_we = '0;
    l_row = '0;
    l_be = '0;
    l_wdata = '0;
    ret_we = 1'b0;
    ret_widx = '0;
    ret_wval = '0;
    ret_we2 = 1'b0;
    ret_widx2 = '0;
    ret_wval2 = '0;
    ld_pend_d = 1'b0;

    unique case (st_q)
      E_IDLE: begin
        if (start_i) begin
          st_d = E_RUN;
          lane_d = gcn_pkg::next_lane(mask_i, 7'd0);
          u_d = '0;
          dw_d = 1'b0;
        end
      end
      E_RUN: begin
        if (lane_q == 7'd64) begin
          st_d = E_DONE;
        end else if (!mask_q[lane_q[5:0]] || u_q >= op_q.units) begin
          lane_d = gcn_pkg::next_lane(mask_q, lane_q + 7'd1);
          u_d = '0;
          dw_d = 1'b0;
        end else if (op_q.mv != M_NONE) begin
          // Lane move: no LDS access; permute writes the target lane (the highest sender wins
          // because lanes go in order), the pulls write their own lane.
          ret_we = 1'b1;
          ret_widx = {2'd0, (op_q.mv == M_PERMUTE) ? mv_lane : lane_q[5:0]};
          ret_wval = mv_val;
          lane_d = lane_next;
        end else if (op_q.x == X_APPEND && app_seen_q) begin
          // Append/consume: the atomic was done at the first active lane; the others take its
          // old value without an LDS access.
          ret_we = 1'b1;
          ret_widx = {2'd0, lane_q[5:0]};
          ret_wval = app_old_q;
          lane_d = lane_next;
        end else if (!loc[34]) begin
          u_d = unit_last ? 3'd0 : u_q + 3'd1;  // out of range: not accessed, returns 0
          if (unit_last) lane_d = lane_next;
          dw_d = 1'b0;
        end else begin
          l_req[bank] = 1'b1;
          l_we[bank] = op_q.kind == K_STORE;
          l_row[bank*RowW +: RowW] = (mut_conflict && mut_seen_q[bank] && op_q.kind == K_STORE)
                                     ? mut_row_q[bank] : row;
          l_be[bank*4 +: 4] = be;
          l_wdata[bank*32 +: 32] = wdata;
          if (a64) begin  // both dwords of the 8-byte unit at once
            l_req[bank_hi] = 1'b1;
            l_row[bank_hi*RowW +: RowW] = row;
          end
          if (op_q.kind == K_STORE || ld_pipe) begin
            ld_pend_d = ld_pipe;
            dw_d = !last_dw;
            if (last_dw) begin
              u_d = unit_last ? 3'd0 : u_q + 3'd1;
              if (unit_last) lane_d = lane_next;
            end
          end else begin
            st_d = E_RESP;
          end
        end
      end
      E_RESP: begin
        ret_we = resp_ret_we;
        ret_widx = {ridx_q, lane_q[5:0]};
        ret_wval = (op_q.kind != K_ATOMIC) ? rval : x_keep ? ret_q[{2'd0, lane_q[5:0]}] : aold;
        if (a64) begin
          ret_we2 = resp_ret_we;
          ret_widx2 = {ridx_q[1], 1'b1, lane_q[5:0]};
          ret_wval2 = x_keep ? ret_q[{2'd1, lane_q[5:0]}] : aold64[63:32];
        end
        if (a64 && resp_lds_we) begin
          l_req[bank_q] = 1'b1;
          l_we[bank_q] = 1'b1;
          l_row[bank_q*RowW +: RowW] = row_q;
          l_be[bank_q*4 +: 4] = 4'b1111;
          l_wdata[bank_q*32 +: 32] = anew64[31:0];
          l_req[bank_q_hi] = 1'b1;
          l_we[bank_q_hi] = 1'b1;
          l_row[bank_q_hi*RowW +: RowW] = row_q;
          l_be[bank_q_hi*4 +: 4] = 4'b1111;
          l_wdata[bank_q_hi*32 +: 32] = anew64[63:32];
        end else if (op_q.kind == K_ATOMIC && resp_lds_we) begin
          l_req[bank_q] = 1'b1;
          l_we[bank_q] = 1'b1;
          l_row[bank_q*RowW +: RowW] = row_q;
          l_be[bank_q*4 +: 4] = 4'b1111;
          l_wdata[bank_q*32 +: 32] = anew;
        end
        dw_d = !last_dw && !a64;
        if (last_dw || a64) begin
          u_d = unit_last ? 3'd0 : u_q + 3'd1;
          if (unit_last) lane_d = lane_next;
        end
        st_d = E_RUN;
      end
      E_DONE: begin
        if (ack_i) st_d = E_IDLE;
      end
      default: st_d = E_IDLE;
    endcase
    // A pipelined load's read data (ret_we is not otherwise used by a plain load).
    if (ld_pend_q) begin
      ret_we = 1'b1;
      ret_widx = {ridx_q, ld_lane_q};
      ret_wval = rval;
    end
  end
  assign ld_pipe = op_q.kind == K_LOAD && op_q.mv == M_NONE && op_q.x == X_NONE;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      st_q <= E_IDLE;
      op_q <= '0;
      off0_q <= '0;
      off1_q <= '0;
      limit_q <= '0;
      base_q <= '0;
      mask_q <= '0;
      lane_q <= '0;
      u_q <= '0;
      dw_q <= 1'b0;
      bank_q <= '0;
      boff_q <= '0;
      row_q <= '0;
      ridx_q <= '0;
      ld_pend_q <= 1'b0;
      ld_lane_q <= '0;
    end else begin
      st_q <= st_d;
      lane_q <= lane_d;
      u_q <= u_d;
      dw_q <= dw_d;
      bank_q <= bank;
      boff_q <= pa[1:0];
      row_q <= row;
      ridx_q <= ridx;
      ld_pend_q <= ld_pend_d;
      ld_lane_q <= lane_q[5:0];
      if (start_i && st_q == E_IDLE) begin
        op_q <= cur;
        off0_q <= offset0_i;
        off1_q <= offset1_i;
        limit_q <= cur_limit;
        base_q <= lds_base_i;
        mask_q <= mask_i;
      end
    end
  end

  // Returned dwords. A dword not written by this operation (out-of-range unit, inactive lane)
  // reads 0: ret_vld_q is cleared at start.
  always_ff @(posedge clk_i) begin
    if (ret_we) ret_q[ret_widx] <= ret_wval;
    if (ret_we2) ret_q[ret_widx2] <= ret_wval2;
  end
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      ret_vld_q <= '0;
    end else if (start_i && st_q == E_IDLE) begin
      ret_vld_q <= '0;
    end else begin
      if (ret_we) ret_vld_q[ret_widx] <= 1'b1;
      if (ret_we2) ret_vld_q[ret_widx2] <= 1'b1;
    end
  end

  always_comb begin
    logic [7:0] i;
    for (int l = 0; l < Lanes; l++) begin
      i = {rd_dword_i, 6'(rd_group_i * Lanes + l)};
      rd_gdata_o[l*32 +: 32] = ret_vld_q[i] ? ret_q[i] : 32'd0;
    end
  end

  // Shape fields only the sequencer's view uses.
  logic unused_op;
  assign unused_op = ^{op_q.ok, op_q.n0, op_q.n1, op_q.ret, op_q.esize, op_q.edw};

  assign busy_o = st_q != E_IDLE;
  assign done_o = st_q == E_DONE;

`ifndef SYNTHESIS
  // One DS instruction in flight: the sequencer starts one only while the unit is idle and
  // acks only a finished one (checked in simulation).
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
    end else begin
      if (start_i && st_q != E_IDLE) $fatal(1, "gcn_ds_unit: start while an instruction is in flight");
      if (ack_i && st_q != E_DONE) $fatal(1, "gcn_ds_unit: ack of an instruction that has not finished");
    end
  end
`endif

endmodule
