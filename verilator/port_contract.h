// The compute unit's port contract: the one source of every fact the RTL (rtl/gcn_cu.sv and its
// blocks) and the C++ wrapper (verilator/rtl_cu.cpp) must agree on about the wave-launch and
// retire ports -- beat kinds, the bit layouts of the beats' fields, wave events, memory-effect
// kinds and spaces -- plus the memory unit's atomic-operation encoding and the checker's mutant
// ids. C++ uses these tables directly; `gcn-cosim gen-port-contract` generates from them the
// marked region of rtl/gcn_pkg.sv, the beat tables of docs/rtl.md and
// tests/mutants/mutants.cmake (docs/rtl.md, "The port contract"). A C++ table rather than a
// data file: values are checked at compile time against golden's enums (static_asserts below),
// the wrapper's switch statements use them as constants, and no build step parses a new format.
#pragma once

#include <cstdint>
#include <string_view>

#include "golden/commit/commit.h"
#include "golden/isa/gfx8_ops.h"
#include "golden/isa/opcode_table.h"

namespace gcn::port {

// One beat kind of a port: its wire value is its index in its table.
struct BeatKind {
  const char* sv;    // SystemVerilog localparam name (stable: other tools read them)
  const char* what;  // one line
  const char* idx;   // meaning of the idx field ("-" = unused)
  const char* a;     // retire port: meaning of a
  const char* b;     // retire port: meaning of b
  const char* data;  // meaning of data
};

// A bit field of a beat's payload.
struct Field {
  const char* name;
  uint8_t lsb, width;
  constexpr uint64_t get(uint64_t v) const { return (v >> lsb) & ((uint64_t(1) << width) - 1); }
  constexpr uint64_t put(uint64_t v) const { return (v & ((uint64_t(1) << width) - 1)) << lsb; }
};

// A named layout: the fields of one payload word, generated as SV `<SV>_<FIELD>_LSB/_W`
// localparams and a pack function `<fn>(fields, most significant first)`.
struct Layout {
  const char* sv;   // localparam prefix
  const char* fn;   // SV pack function name ("" = none)
  uint8_t bits;     // width of the packed word
  const char* doc;
  const Field* fields;
  int count;
};

// A named constant of a small SV enumeration (localparams of `width` bits).
struct Constant {
  const char* sv;
  uint32_t value;
  const char* doc;
};

// ---- wave-launch port -------------------------------------------------------------------------
enum LaunchKind : uint32_t { kLaunchSgpr, kLaunchVgpr, kLaunchState, kLaunchAlloc, kLaunchStart, kLaunchGroup, kNumLaunchKinds };
inline constexpr uint8_t kLaunchKindBits = 3;
inline constexpr BeatKind kLaunchKinds[] = {
    {"LAUNCH_SGPR", "one SGPR of the wave", "unified scalar number 0..127 (VCC/M0/EXEC included)", "", "", "`[31:0]` value"},
    {"LAUNCH_VGPR", "one VGPR, one lane group", "`[7:0]` VGPR, `[9:8]` lane group", "", "", "lanes `g*L .. g*L+L-1`"},
    {"LAUNCH_STATE", "SCC and MODE", "-", "", "", "`[0]` SCC, `[63:32]` MODE"},
    {"LAUNCH_ALLOC", "VGPR allocation (first beat of a wave)", "VGPRs allocated; ready stays low until the pool has room", "", "", "-"},
    {"LAUNCH_START", "the PC; the wave becomes runnable (last beat)", "-", "", "", "`[63:0]` PC; the slot becomes active"},
    {"LAUNCH_GROUP", "the wave's work-group: slot, LDS region, size", "`[7:0]` work-group slot", "", "",
     "`[31:0]` LDS base (bytes), `[63:32]` group LDS bytes, `[95:64]` waves in the group, `[96]` first wave of "
     "the group (resets the slot's barrier counters)"},
};
static_assert(sizeof(kLaunchKinds) / sizeof(kLaunchKinds[0]) == kNumLaunchKinds);

// LAUNCH_VGPR idx.
inline constexpr Field kLaunchVgprReg{"reg", 0, 8}, kLaunchVgprGroup{"group", 8, 2};
inline constexpr Field kLaunchVgprIdx[] = {kLaunchVgprGroup, kLaunchVgprReg};

// ---- retire port ------------------------------------------------------------------------------
enum RetireKind : uint32_t {
  kRbInst, kRbExec, kRbSgpr, kRbScc, kRbVgpr, kRbMem, kRbEnd, kRbUnimpl, kRbWbSgpr, kRbWbVgpr, kRbDone,
  kRbMemG, kNumRetireKinds
};
inline constexpr uint8_t kRetireKindBits = 4;
inline constexpr BeatKind kRetireKinds[] = {
    {"RB_INST", "first beat of an instruction record", "op id (`gcn_opcodes_pkg`)", "PC", "`[3:0]` size in bytes", "`[95:0]` words"},
    {"RB_EXEC", "EXEC in effect", "-", "EXEC in effect", "-", "-"},
    {"RB_SGPR", "scalar write", "unified index", "`[31:0]` value", "-", "-"},
    {"RB_SCC", "SCC write", "-", "`[0]` SCC", "-", "-"},
    {"RB_VGPR", "VGPR write, one lane group", "VGPR", "lane mask written", "first lane of this group", "`L` lanes"},
    {"RB_MEM", "one lane's memory effect", "lane (SMEM: 0)", "address (LDS: byte offset in the group's LDS)", "`RB_MEM_B` (below)",
     "`[127:0]` store data / atomic operands"},
    {"RB_END", "last beat of an instruction record", "event (`EVENT_*`)", "next PC", "`RB_CNT` counters after issue", "-"},
    {"RB_UNIMPL", "not implemented in RTL: stops the CU (a record of its own)", "op id (`0x3ff` undecodable)", "PC", "`[3:0]` size in bytes", "`[95:0]` words"},
    {"RB_WB_SGPR", "load writeback, scalar", "unified index", "`[31:0]` value", "-", "-"},
    {"RB_WB_VGPR", "load writeback, one lane group", "VGPR", "lane mask", "first lane", "`L` lanes"},
    {"RB_DONE", "last beat of a completion record", "counter bits (`CNT_VM` 1, `CNT_LGKM` 2)", "PC of the issuing instruction", "`RB_CNT` counters after",
     "-"},
    {"RB_MEMG", "one lane group's memory effects, one part (lanes whose addresses share bits 63:32)",
     "part: 0 the addresses, 1 + d data dword d", "lane mask (this group's lanes that access memory)", "`RB_MEMG_B` (below)",
     "`L` lanes: address bits 31:0 (part 0) or data dword d"},
};
static_assert(sizeof(kRetireKinds) / sizeof(kRetireKinds[0]) == kNumRetireKinds);

// RB_INST / RB_UNIMPL b: instruction size in bytes.
inline constexpr Field kInstSize{"size", 0, 4};
inline constexpr Field kInstB[] = {kInstSize};

// RB_MEM b: the fields of gcn::MemEffect.
inline constexpr Field kMemSize{"size", 0, 8}, kMemKind{"kind", 8, 2}, kMemSpace{"space", 10, 2},
    kMemDwords{"dwords", 16, 5};
inline constexpr Field kMemB[] = {kMemDwords, kMemSpace, kMemKind, kMemSize};
// RB_MEMG b: RB_MEM b's fields, the group's first lane and the lanes' common address bits 63:32.
inline constexpr Field kMemGLane{"lane", 24, 6}, kMemGAddrHi{"addr_hi", 32, 32};
inline constexpr Field kMemGB[] = {kMemGAddrHi, kMemGLane, kMemDwords, kMemSpace, kMemKind, kMemSize};

// RB_END / RB_DONE b: the wave's counters (after issue / after the completion).
inline constexpr Field kCntVm{"vmcnt", 0, 4}, kCntLgkm{"lgkmcnt", 8, 4}, kCntExp{"expcnt", 16, 3};
inline constexpr Field kCntB[] = {kCntExp, kCntLgkm, kCntVm};

inline constexpr Layout kLayouts[] = {
    {"LAUNCH_VGPR_IDX", "", 16, "LAUNCH_VGPR idx", kLaunchVgprIdx, 2},
    {"RB_INST_B", "", 64, "RB_INST / RB_UNIMPL b", kInstB, 1},
    {"RB_MEM_B", "rb_mem_b", 64, "RB_MEM b (size: bytes per lane, SMEM: total; kind MEMK_*; space SPACE_*; dwords: data dwords per lane)",
     kMemB, 4},
    {"RB_MEMG_B", "rb_memg_b", 64, "RB_MEMG b (RB_MEM_B's fields; lane: the group's first lane; addr_hi: address bits 63:32 of every lane in the beat)",
     kMemGB, 6},
    {"RB_CNT", "rb_cnt_b", 64, "RB_END / RB_DONE b (the wave's counters after issue / after the completion)", kCntB, 3},
};

// RB_END idx: wave events (values of gcn::WaveEvent).
inline constexpr Constant kEvents[] = {
    {"EVENT_NONE", uint32_t(WaveEvent::None), "no event"},
    {"EVENT_HALT", uint32_t(WaveEvent::Halt), "s_endpgm"},
    {"EVENT_BARRIER", uint32_t(WaveEvent::BarrierArrive), "s_barrier arrive (gcn::WaveEvent::BarrierArrive)"},
};
inline constexpr uint8_t kEventBits = 16;

// RB_MEM kind and space (values of gcn::MemKind, gcn::AddrSpace).
inline constexpr Constant kMemKinds[] = {
    {"MEMK_LOAD", uint32_t(MemKind::Load), "load"},
    {"MEMK_STORE", uint32_t(MemKind::Store), "store"},
    {"MEMK_ATOMIC", uint32_t(MemKind::Atomic), "atomic"},
};
inline constexpr Constant kSpaces[] = {
    {"SPACE_GLOBAL", uint32_t(AddrSpace::Global), "global memory"},
    {"SPACE_LDS", uint32_t(AddrSpace::Lds), "LDS (address: byte offset in the group's region)"},
    {"SPACE_SCRATCH", uint32_t(AddrSpace::Scratch), "scratch (MUBUF through the dispatch's private V#)"},
};
static_assert(uint32_t(MemKind::Atomic) < 4 && uint32_t(AddrSpace::Scratch) < 4, "RB_MEM kind/space are 2 bits");

// RB_DONE idx: counter bits, golden's opcode-table counters column.
static_assert(kVmCnt == 1 && kLgkmCnt == 2, "RB_DONE idx uses gcn_opcodes_pkg CNT_VM/CNT_LGKM");

// ---- memory-unit atomic operations (gcn_decode -> gcn_mem_unit) ---------------------------------
// SV enum amo_e; `amo_of_op()` maps the FLAT atomic that performs each.
struct Atomic {
  const char* sv;
  Op flat;
};
inline constexpr uint8_t kAmoBits = 4;
inline constexpr Atomic kAtomics[] = {
    {"AMO_SWAP", Op::FLAT_ATOMIC_SWAP}, {"AMO_CMPSWAP", Op::FLAT_ATOMIC_CMPSWAP}, {"AMO_ADD", Op::FLAT_ATOMIC_ADD},
    {"AMO_SUB", Op::FLAT_ATOMIC_SUB},   {"AMO_SMIN", Op::FLAT_ATOMIC_SMIN},       {"AMO_UMIN", Op::FLAT_ATOMIC_UMIN},
    {"AMO_SMAX", Op::FLAT_ATOMIC_SMAX}, {"AMO_UMAX", Op::FLAT_ATOMIC_UMAX},       {"AMO_AND", Op::FLAT_ATOMIC_AND},
    {"AMO_OR", Op::FLAT_ATOMIC_OR},     {"AMO_XOR", Op::FLAT_ATOMIC_XOR},         {"AMO_INC", Op::FLAT_ATOMIC_INC},
    {"AMO_DEC", Op::FLAT_ATOMIC_DEC},
};

// ---- the checker's self-test: injected bugs (gcn_cu input mutant_i) ----------------------------
// id 0 is the real design. One verilated model carries every bug; RtlCu::Config::mutant selects one
// at run time (synthesis folds every hook away: gcn_pkg::mut_live). `expect` is the report field
// the lockstep report must name ("" = any divergence); tests/mutants runs each on
// vectors/kernels/lockstep.txt.
inline constexpr uint32_t kMutIdBits = 6;  // width of gcn_pkg::mut_id_t and of the mutant_i ports
struct Mutant {
  uint32_t id;
  const char* sv;    // gcn_pkg localparam
  const char* name;  // CTest "mutant: <name>", `gcn_mutant --mutant <name>`
  const char* expect;
  const char* doc;
};
inline constexpr Mutant kMutants[] = {
    {0, "MutNone", "", "", "the real design"},
    {1, "MutVxorResult", "vxor_result", "", "v_xor_b32: bit 0 of lane 5 inverted"},
    {2, "MutSccNotWritten", "scc_not_written", "", "SALU SCC write reported but not stored"},
    {3, "MutVccLaneFlip", "vcc_lane_flip", "", "carry/compare bit of lane 13 inverted"},
    {4, "MutStoreIgnoresExec", "store_ignores_exec", "", "FLAT stores write EXEC-disabled lanes"},
    {5, "MutWaitcntEarly", "waitcnt_early", "waitcnt violation", "s_waitcnt releases one count early"},
    {6, "MutByteEnableDrop", "byte_enable_drop", "", "dword stores drop the byte-3 strobe"},
    {7, "MutSgprIndex", "sgpr_index", "", "scalar writes to s5 land in s4"},
    {8, "MutBranchOffset", "branch_offset", "", "taken s_cbranch_* lands one dword late"},
    {9, "MutLoadWrongLane", "load_wrong_lane", "", "load writeback: lane 1 gets lane 2's data"},
    {10, "MutValuIgnoresExec", "valu_ignores_exec", "", "VALU writes EXEC-disabled lanes"},
    {11, "MutAddcNoCarry", "addc_no_carry", "", "v_addc/v_subb ignore the carry-in"},
    {12, "MutSmemOffset", "smem_offset", "", "s_load immediate offset one dword too far"},
    {13, "MutFlatNoLgkm", "flat_no_lgkm", "", "FLAT does not count in lgkmcnt"},
    {14, "MutBarrierEarly", "barrier_early", "barrier", "s_barrier releases one wave early"},
    {15, "MutLdsBankConflict", "lds_bank_conflict", "",
     "a DS store to a bank already written by the instruction lands in that first row"},
    {16, "MutIbufWindow", "ibuf_window", "instruction",
     "instruction buffer serves an instruction starting in its window's last dword"},
    {17, "MutVmemOutOfOrder", "vmem_out_of_order", "completion order",
     "vector memory completes (writes back) as soon as its accesses are back, not in order per wave"},
    {18, "MutVmcntAtIssue", "vmcnt_at_issue", "",
     "vmcnt drops at issue (never counts the instruction) instead of at completion"},
    {19, "MutSmemWrongWave", "smem_wrong_wave", "", "an SMEM completion decrements the next slot's lgkmcnt"},
    {20, "MutLdsWrongWave", "lds_wrong_wave", "", "an LDS return is written into the next slot's VGPRs"},
    {21, "MutStoreDataLate", "store_data_late", "",
     "store data sampled one cycle late: the W beat carries the previous cycle's buffer dword"},
    {22, "MutWaitcntLt", "waitcnt_lt", "", "s_waitcnt passes only while a counter is < (not <=) its threshold"},
    {23, "MutRneTieUp", "rne_tie_up", "",
     "f32 add/mul/fma/mad: round to nearest breaks an exact tie upward (away from even)"},
    {24, "MutDenormNotFlushed", "denorm_not_flushed", "",
     "f32 VALU sources: a denormal is not flushed to zero although MODE[4] says flush"},
    {25, "MutSnanNotQuieted", "snan_not_quieted", "",
     "f32 add/mul/fma/mad: a signalling NaN source comes out unquieted (bit 22 clear) in IEEE mode"},
    {26, "MutOmodX4", "omod_x4", "", "VOP3 omod x2 on an f32 result applied as x4"},
    {27, "MutDppRowShrReversed", "dpp_row_shr_reversed", "", "DPP row_shr:n reads lane +n of its row, not lane -n"},
    {28, "MutHiDwordGroup0", "hi_dword_group0", "",
     "the high dword of a 64-bit VALU result (f64, i64) comes from lane group 0's lanes in every group"},
    {29, "MutAmoChainReturnsNew", "amo_chain_returns_new", "",
     "a coalesced global atomic chain returns to each lane after the first the value after its step, not before"},
    {30, "MutAmoChainLostUpdate", "amo_chain_lost_update", "",
     "a coalesced global atomic chain of several lanes writes the value before its last lane's step"},
};
static_assert(sizeof(kMutants) / sizeof(kMutants[0]) <= (1u << kMutIdBits), "mutant ids fit gcn_pkg::mut_id_t");

// The mutant called `name` (kMutants[i].name), or nullptr.
constexpr const Mutant* find_mutant(std::string_view name) {
  for (const Mutant& m : kMutants)
    if (m.id != 0 && name == m.name) return &m;
  return nullptr;
}

}  // namespace gcn::port
