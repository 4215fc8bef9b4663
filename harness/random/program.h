// Constrained-random GFX8 programs (docs/random.md): the plan and its lowering.
//
// A program is generated in two steps. The *plan* is a tree of snippets whose leaves are
// abstract instructions with every random choice already made (mnemonic, operands). *Lowering*
// turns a plan into assembly text and inserts everything validity needs: address arithmetic,
// s_waitcnt (as late as the counters allow), s_nop wait states (GFX8 manually inserted wait
// states), labels, EXEC save/restore. Because validity lives in the lowering, any sub-plan (the
// shrinker deletes snippets and instructions) lowers to a valid program again.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "harness/random/config.h"

namespace gcn::rnd {

// Register ids for dependency tracking: VGPR n = n, SGPR / special operand n = 256 + n
// (unified operand numbers: vcc_lo 106, vcc_hi 107, m0 124, exec_lo 126, exec_hi 127).
constexpr int kSgprBase = 256;
constexpr int sreg(int n) { return kSgprBase + n; }
constexpr int kVccLo = sreg(106), kVccHi = sreg(107), kExecLo = sreg(126), kExecHi = sreg(127);
constexpr int kScc = sreg(253);

// Fixed register layout of every generated kernel. s[0:1] kernarg pointer, s2 work-group id
// (the descriptor's user/system SGPRs); everything the lowering needs lives above the data pool,
// so random SALU/VALU writes reach every pool register from s4 up (s4/s5 included: the
// sgpr_index mutant corrupts writes to s5).
struct Layout {
  static constexpr int kDataV0 = 8, kDataVN = 32;   // v8..v39: random data pool
  static constexpr int kDataS0 = 4, kDataSN = 36;   // s4..s39: random data pool
  static constexpr int kExecSave0 = 40;             // s[40:51]: (saved, else) EXEC pairs, 3 levels
  static constexpr int kLoop0 = 52;                 // s52..s54: loop counters, 3 levels
  static constexpr int kLaunchExec = 56;            // s[56:57]: EXEC at wave launch
  static constexpr int kBase = 58;                  // s[58:59]: the buffer's address (kernarg 0)
  static constexpr int kRsrc = 60;                  // s[60:63]: V# of the buffer (MUBUF), stride 64
  static constexpr int kRoOff = 64;                 // s64: kRoBytes (MUBUF SOFFSET of the slices)
  static constexpr int kSliceTmp = 65;              // s65: work-group's first work-item
  static constexpr int kRet = 66, kTarget = 68;     // s[66:67] return address, s[68:69] call target
  static constexpr int kSliceOff = 40;              // v40: work-item's slice offset in the buffer
  static constexpr int kItem = 41;                  // v[41:42]: {work-item index, 0} (MUBUF idxen)
  static constexpr int kSt64Addr = 43;              // v43: the lane's DS st64 address
  static constexpr int kNextFreeVgpr = 44, kNextFreeSgpr = 70;
  static constexpr uint32_t kRoBytes = 256;         // read-only head of the buffer (SMEM loads)
  static constexpr uint32_t kSliceBytes = 64;       // per work-item private slice
  static constexpr uint32_t kAtomicBytes = 256;     // shared tail for global atomics
  static constexpr uint32_t kLdsLaneBytes = 16;     // per work-item private LDS
  static constexpr uint32_t kLdsExchangeRegions = 4;
  static constexpr uint32_t kLdsAtomicBytes = 64;
  static constexpr uint32_t kLdsSt64WaveBytes = 1024;  // per wave: DS st64 area (lane * 8 + 256 * k)
};

// One abstract instruction.
struct AInst {
  enum class Kind : uint8_t {
    Alu,         // text emitted as is
    FlatLoad,    // flat_load_* vdata <- slice[offset]
    FlatStore,   // flat_store_* slice[offset] <- vdata
    FlatAtomic,  // flat_atomic_* on the shared atomic tail, word `offset`
    DsLoad,      // ds_read_* from the lane's private LDS, offset in `offset`
    DsStore,     // ds_write_*
    DsAtomic,    // ds atomic on the work-group's shared LDS words
    Smem,        // s_load_dword* from the read-only head
    BufLoad,     // buffer_load_* through the V# (addr_mode below)
    BufStore,    // buffer_store_* to the work-item's slice
  };
  Kind kind = Kind::Alu;
  std::string text;            // Alu: the whole line; memory: mnemonic (+ modifiers after '|')
  std::vector<int> reads, writes;
  bool valu = false;           // VALU instruction (for wait-state rules)
  bool lane_select_sgpr = false;  // v_readlane/v_writelane with an SGPR lane select (reads.back())
  bool dpp = false;
  uint32_t offset = 0;         // memory: byte offset (slice / LDS lane area) or atomic word
  int data_dwords = 0;         // memory: dwords of store data / load result
  int vdst = -1, vdata = -1;   // memory: first destination / data VGPR (or SGPR for SMEM)
  bool returns = false;        // atomics: GLC / _rtn; MUBUF loads: GLC
  bool st64 = false;           // DS: the st64 two-address forms (their own LDS area)
  uint8_t addr_mode = 0;       // MUBUF: 0 no VGPR (read-only head), 1 OFFEN, 2 IDXEN, 3 both
};

// A node of the plan: a leaf instruction or a snippet with children.
struct Node {
  enum class Kind : uint8_t {
    Inst,        // inst
    Straight,    // children in order
    IfElse,      // divergent: cond (a VOPC line writing VCC), then = kids[0], else = kids[1]
    UniformIf,   // s_cbranch_scc0/vccz over kids[0]: cond lines in `cond`, branch mnemonic in `branch`
    Loop,        // kids[0] repeated `trip` times
    LdsExchange, // write one VGPR to LDS, barrier, read a neighbour's (rotation `param`)
    Call,        // s_getpc/s_swappc_b64 to kids[0] lowered as a function after s_endpgm, s_setpc_b64 back
  };
  Kind kind = Kind::Inst;
  AInst inst;
  std::vector<AInst> cond;     // IfElse / UniformIf condition instructions
  std::string branch;          // UniformIf: s_cbranch_scc0 / s_cbranch_vccz
  uint32_t trip = 0;           // Loop
  uint32_t param = 0;          // LdsExchange: neighbour distance; data VGPRs in inst.vdata/vdst
  std::vector<std::vector<Node>> kids;
};

struct Plan {
  Config config;
  uint64_t seed = 0;
  std::vector<AInst> init;     // register initialisation; lowering keeps those whose registers are used
  std::vector<Node> body;
  std::vector<Node> tail;      // epilogue: the data pool stored to the slice (shrinkable too)
};

// Counts the instructions of a node list (leaves and conditions), for shrink reports.
size_t count_instructions(const std::vector<Node>& nodes);

// Registers read by a node list (sources, store data, registers a partial write keeps).
void collect_reads(const std::vector<Node>& nodes, std::vector<bool>& used);

// Plan for (seed, config). Deterministic: the same inputs give the same plan on every host.
Plan generate_plan(uint64_t seed, const Config& cfg);

// The whole assembly source (kernel `rand`, descriptor, metadata) of a plan (kernel_text.cpp).
std::string lower(const Plan& plan);

// Just the kernel's instructions (lower.cpp): prologue, body, tail, s_endpgm, called functions.
std::string lower_body(const Plan& plan);

// Buffer bytes the kernel's one argument needs.
uint32_t buffer_bytes(const Config& cfg);
uint32_t lds_bytes(const Config& cfg);

}  // namespace gcn::rnd
