// The FPGA shell's shared facts (docs/fpga.md): the gcn_ctrl AXI4-Lite register map and the
// retire-trace stream format written by gcn_trace_enc. This header is the one source: the
// SystemVerilog package rtl/gcn_fpga_pkg.sv is generated from it (`gcn-cosim gen-fpga-pkg`,
// harness/fpga/sv_fpga_pkg.cpp) and a test checks the checked-in file equals the output; the
// C++ driver, capture and trace decoder use these constants directly.
#pragma once

#include <cstdint>

namespace gcn::fpga {

// ---- AXI4-Lite register map (byte offsets; 32-bit registers, full-word writes) ----
struct RegDef {
  const char* name;     // SV constant REG_<name>
  uint32_t offset;
  const char* access;   // "RO", "RW", "WO", "W1C"
  const char* meaning;  // one line for docs/fpga.md
};

inline constexpr uint32_t kCtrlId = 0x47434E31;  // "GCN1"
inline constexpr uint32_t kTraceVersion = 2;  // 2: MEMG packets

enum Reg : uint32_t {
  REG_ID = 0x000,
  REG_CONFIG = 0x004,
  REG_STATUS = 0x008,
  REG_CONTROL = 0x00C,
  REG_IRQ_ENABLE = 0x010,
  REG_IRQ_STATUS = 0x014,
  REG_SLOT_BUSY_LO = 0x018,
  REG_SLOT_BUSY_HI = 0x01C,
  REG_VGPR_FREE = 0x020,
  REG_HALTED = 0x024,
  REG_RETIRED = 0x028,
  REG_TOTAL_WAVES = 0x02C,
  REG_ERR_OP = 0x030,
  REG_ERR_PC_LO = 0x034,
  REG_ERR_PC_HI = 0x038,
  REG_COMPLETIONS = 0x03C,
  REG_KD_ADDR_LO = 0x040,
  REG_KD_ADDR_HI = 0x044,
  REG_KERNARG_LO = 0x048,
  REG_KERNARG_HI = 0x04C,
  REG_GROUPS_X = 0x050,
  REG_GROUPS_Y = 0x054,
  REG_GROUPS_Z = 0x058,
  REG_WG_WAVES = 0x05C,
  REG_WG_LDS = 0x060,
  REG_SCRATCH_WAVE = 0x064,
  REG_SCRATCH_LO = 0x068,
  REG_SCRATCH_HI = 0x06C,
  REG_TRACE_BASE_LO = 0x070,
  REG_TRACE_BASE_HI = 0x074,
  REG_TRACE_SIZE = 0x078,
  REG_TRACE_WPTR = 0x07C,
  REG_TRACE_RPTR = 0x080,
  REG_TRACE_CTRL = 0x084,
  REG_CYCLE_LO = 0x088,
  REG_CYCLE_HI = 0x08C,
  REG_LAUNCH_CMD = 0x100,
  REG_LAUNCH_DATA = 0x200,  // + 4*i, i < LanesPerCycle: launch data bits [32*i+31:32*i]
};

inline constexpr RegDef kRegs[] = {
    {"ID", REG_ID, "RO", "0x47434E31 (\"GCN1\")"},
    {"CONFIG", REG_CONFIG, "RO", "[7:0] NumWaves, [15:8] LanesPerCycle, [23:16] trace format version"},
    {"STATUS", REG_STATUS, "RO", "[0] busy, [1] done, [2] error (unimplemented instruction), [3] trace overflow, [4] launch beat pending, [5] interrupt pending"},
    {"CONTROL", REG_CONTROL, "WO", "[0] doorbell: start a dispatch (clears done, counters, error, trace state)"},
    {"IRQ_ENABLE", REG_IRQ_ENABLE, "RW", "[0] raise irq_o when a dispatch is done (or stops on an error)"},
    {"IRQ_STATUS", REG_IRQ_STATUS, "W1C", "[0] done interrupt pending; write 1 to clear"},
    {"SLOT_BUSY_LO", REG_SLOT_BUSY_LO, "RO", "wave slots 0..31 running or with memory in flight (gcn_cu slot_busy_o)"},
    {"SLOT_BUSY_HI", REG_SLOT_BUSY_HI, "RO", "wave slots 32..63"},
    {"VGPR_FREE", REG_VGPR_FREE, "RO", "VGPRs an ALLOC beat can get now (gcn_cu vgpr_free_o)"},
    {"HALTED", REG_HALTED, "RO", "waves that retired s_endpgm since the doorbell"},
    {"RETIRED", REG_RETIRED, "RO", "instruction records retired since the doorbell"},
    {"TOTAL_WAVES", REG_TOTAL_WAVES, "RW", "waves in this dispatch: done when HALTED reaches it, no slot is busy and the trace is flushed"},
    {"ERR_OP", REG_ERR_OP, "RO", "op id (gcn_opcodes_pkg) of the unimplemented instruction, 0x3ff undecodable"},
    {"ERR_PC_LO", REG_ERR_PC_LO, "RO", "its PC [31:0]"},
    {"ERR_PC_HI", REG_ERR_PC_HI, "RO", "its PC [63:32]"},
    {"COMPLETIONS", REG_COMPLETIONS, "RO", "completion records since the doorbell"},
    {"KD_ADDR_LO", REG_KD_ADDR_LO, "RW", "kernel descriptor address [31:0] (recorded; the wave state comes through the launch FIFO)"},
    {"KD_ADDR_HI", REG_KD_ADDR_HI, "RW", "kernel descriptor address [63:32]"},
    {"KERNARG_LO", REG_KERNARG_LO, "RW", "kernarg segment address [31:0] (recorded)"},
    {"KERNARG_HI", REG_KERNARG_HI, "RW", "kernarg segment address [63:32]"},
    {"GROUPS_X", REG_GROUPS_X, "RW", "work-groups in the grid, x (recorded)"},
    {"GROUPS_Y", REG_GROUPS_Y, "RW", "work-groups, y (recorded)"},
    {"GROUPS_Z", REG_GROUPS_Z, "RW", "work-groups, z (recorded)"},
    {"WG_WAVES", REG_WG_WAVES, "RW", "waves per work-group (recorded)"},
    {"WG_LDS", REG_WG_LDS, "RW", "LDS bytes per work-group (recorded)"},
    {"SCRATCH_WAVE", REG_SCRATCH_WAVE, "RW", "scratch bytes per wave (recorded)"},
    {"SCRATCH_LO", REG_SCRATCH_LO, "RW", "scratch (private segment) base [31:0]: gcn_cu scratch_base_i"},
    {"SCRATCH_HI", REG_SCRATCH_HI, "RW", "scratch base [63:32]"},
    {"TRACE_BASE_LO", REG_TRACE_BASE_LO, "RW", "trace ring buffer base [31:0] (64-byte aligned; low 6 bits ignored)"},
    {"TRACE_BASE_HI", REG_TRACE_BASE_HI, "RW", "trace ring buffer base [63:32]"},
    {"TRACE_SIZE", REG_TRACE_SIZE, "RW", "ring size in bytes (multiple of 64; low 6 bits ignored)"},
    {"TRACE_WPTR", REG_TRACE_WPTR, "RO", "bytes written since the doorbell (ring offset = WPTR mod SIZE); advances by 64"},
    {"TRACE_RPTR", REG_TRACE_RPTR, "RW", "bytes the host has consumed; the encoder never runs more than SIZE ahead of it"},
    {"TRACE_CTRL", REG_TRACE_CTRL, "RW", "[0] trace enable"},
    {"CYCLE_LO", REG_CYCLE_LO, "RO", "free-running cycle counter [31:0]"},
    {"CYCLE_HI", REG_CYCLE_HI, "RO", "cycle counter [63:32] (latched when CYCLE_LO is read)"},
    {"LAUNCH_CMD", REG_LAUNCH_CMD, "WO", "[2:0] kind, [15:8] slot, [31:16] idx: pushes one launch beat (data from LAUNCH_DATA); the write response waits until the CU accepted the beat"},
    {"LAUNCH_DATA", REG_LAUNCH_DATA, "RW", "+4*i, i < LanesPerCycle: launch data bits [32i+31:32i]"},
};

enum StatusBit : uint32_t {
  STATUS_BUSY = 1u << 0,
  STATUS_DONE = 1u << 1,
  STATUS_ERROR = 1u << 2,
  STATUS_OVERFLOW = 1u << 3,
  STATUS_LAUNCH_PENDING = 1u << 4,
  STATUS_IRQ = 1u << 5,
};

// ---- Trace stream (docs/fpga.md) ----
// The stream is a sequence of 32-bit units (little-endian, two per 64-bit AXI beat, unit 0 in
// bits [31:0]). A packet is one header unit and `payload` units. Header: [3:0] kind, [4] last
// (the record ends here), [10:5] wave slot, [31:11] arg (kind-specific fields below).
inline constexpr uint32_t kHdrKindLsb = 0, kHdrKindBits = 4;
inline constexpr uint32_t kHdrLastLsb = 4;
inline constexpr uint32_t kHdrSlotLsb = 5, kHdrSlotBits = 6;
inline constexpr uint32_t kHdrArgLsb = 11, kHdrArgBits = 21;

// Packet kinds: 0..10 are the retire-port beat kinds (rtl/gcn_pkg.sv RB_*), then the encoder's
// own; MEMG carries RB_MEMG.
enum TraceKind : uint32_t {
  TK_INST = 0, TK_EXEC = 1, TK_SGPR = 2, TK_SCC = 3, TK_VGPR = 4, TK_MEM = 5, TK_END = 6,
  TK_UNIMPL = 7, TK_WB_SGPR = 8, TK_WB_VGPR = 9, TK_DONE = 10,
  TK_LAUNCH = 11,  // a wave started in the slot: payload wave index, PC lo, PC hi
  TK_EOD = 12,     // end of dispatch: payload instruction records, completion records
  TK_MEMG = 13,    // RB_MEMG
  TK_PAD = 14,     // filler to the next 64-byte boundary at the end of a dispatch (unit == 14)
};

// A field inside a header's arg: bits [lsb, lsb+bits) of arg.
struct Field {
  const char* name;  // SV constant TF_<name>_LSB / TF_<name>_BITS
  uint32_t lsb, bits;
};
// INST: op id, size in bytes, PC present (else PC = the slot's predicted next PC).
inline constexpr Field kInstOp{"INST_OP", 0, 10}, kInstSize{"INST_SIZE", 10, 4}, kInstPc{"INST_PC", 14, 1};
// SGPR / WB_SGPR: unified index; payload 1 unit: value.
inline constexpr Field kSgprIdx{"SGPR_IDX", 0, 7};
// SCC: value.
inline constexpr Field kSccVal{"SCC_VAL", 0, 1};
// VGPR / WB_VGPR: register, first lane of the group; payload ceil(L/32) units of the group's
// lane mask, then L data units when that mask is not zero.
inline constexpr Field kVgprReg{"VGPR_REG", 0, 8}, kVgprLane{"VGPR_LANE", 8, 6};
// MEM: lane, kind, space, data dwords, bytes per lane; payload address lo, hi, min(dwords,4) data.
inline constexpr Field kMemLane{"MEM_LANE", 0, 6}, kMemKind{"MEM_KIND", 6, 2}, kMemSpace{"MEM_SPACE", 8, 2},
    kMemDwords{"MEM_DWORDS", 10, 4}, kMemSize{"MEM_SIZE", 14, 7};
// MEMG: part (RB_MEMG idx); payload RB_MEMG b lo, hi (first lane, the addresses' bits 63:32 and
// RB_MEM_B's fields), ceil(L/32) units of the group's lane mask, L data units.
inline constexpr Field kMemgPart{"MEMG_PART", 0, 3};
// Record time: END and DONE carry the cycles since the previous record's last beat (since the
// doorbell for the first) in a TIME field; the value kTimeEscape means a payload unit with the
// full delta follows (last). UNIMPL always carries the delta as its last payload unit.
inline constexpr uint32_t kTimeEscape = 1023;
// END: wave event, vmcnt, lgkmcnt after issue, next PC present (else next PC = PC + size), time;
// payload [next PC lo, hi] [delta].
inline constexpr Field kEndEvent{"END_EVENT", 0, 2}, kEndVm{"END_VM", 2, 4}, kEndLgkm{"END_LGKM", 6, 4},
    kEndPc{"END_PC", 10, 1}, kEndTime{"END_TIME", 11, 10};
// UNIMPL: op id, size; payload PC lo, hi, words 0..2, delta.
inline constexpr Field kUnimplOp{"UNIMPL_OP", 0, 10}, kUnimplSize{"UNIMPL_SIZE", 10, 4};
// DONE: counter bits (1 vm, 2 lgkm), vmcnt, lgkmcnt after, time; payload issuing PC lo, hi, [delta].
inline constexpr Field kDoneCnt{"DONE_CNT", 0, 2}, kDoneVm{"DONE_VM", 2, 4}, kDoneLgkm{"DONE_LGKM", 6, 4},
    kDoneTime{"DONE_TIME", 10, 10};

inline constexpr Field kFields[] = {kInstOp,  kInstSize, kInstPc,    kSgprIdx,  kSccVal,   kVgprReg,
                                    kVgprLane, kMemLane, kMemKind,   kMemSpace, kMemDwords, kMemSize,
                                    kMemgPart, kEndEvent, kEndVm,   kEndLgkm,   kEndPc,    kEndTime,  kUnimplOp,
                                    kUnimplSize, kDoneCnt, kDoneVm,  kDoneLgkm, kDoneTime};

constexpr uint32_t get(uint32_t arg, const Field& f) { return (arg >> f.lsb) & ((1u << f.bits) - 1); }
constexpr uint32_t put(uint32_t v, const Field& f) { return (v & ((1u << f.bits) - 1)) << f.lsb; }
constexpr uint32_t header(uint32_t kind, bool last, uint32_t slot, uint32_t arg) {
  return (kind & 0xF) | (uint32_t(last) << kHdrLastLsb) | ((slot & 0x3F) << kHdrSlotLsb) | (arg << kHdrArgLsb);
}

// The capture file (gcn-cosim run --capture): this 32-byte header, then the stream's bytes.
inline constexpr char kFileMagic[8] = {'G', 'C', 'N', 'T', 'R', 'A', 'C', 'E'};
struct FileHeader {
  char magic[8];
  uint32_t version;         // kTraceVersion
  uint32_t lanes_per_cycle; // L of the CU that produced it
  uint32_t num_waves;       // wave slots
  uint32_t reserved;
  uint64_t stream_bytes;    // bytes of stream that follow
};
static_assert(sizeof(FileHeader) == 32);

}  // namespace gcn::fpga
