// GFX8 disassembler: Inst -> the text llvm-objdump-14 --mcpu=gfx803 prints (spaces collapsed,
// no trailing comment). Operand order and modifier spelling follow LLVM's AMDGPU printer; the
// oracle test compares the two on random words and on every vector code object.
#include "golden/isa/disasm.h"

#include <fmt/format.h>

#include <array>
#include <cstring>

#include "golden/isa/fields.h"
#include "golden/isa/operand_codes.h"

namespace gcn {
namespace {

using opnd::dwords;

// ---- registers and constants ----------------------------------------------------------------

// Names LLVM gives the special scalar registers 102..127 as 32-bit operands (empty: none).
constexpr std::array<const char*, 26> kSpecial32 = {
    "flat_scratch_lo", "flat_scratch_hi", "xnack_mask_lo", "xnack_mask_hi", "vcc_lo", "vcc_hi",
    "tba_lo",          "tba_hi",          "tma_lo",        "tma_hi",        "ttmp0",  "ttmp1",
    "ttmp2",           "ttmp3",           "ttmp4",         "ttmp5",         "ttmp6",  "ttmp7",
    "ttmp8",           "ttmp9",           "ttmp10",        "ttmp11",        "m0",     "null",
    "exec_lo",         "exec_hi"};

const char* special64(uint16_t c) {
  switch (c) {
    case opnd::kFlatScratchLo: return "flat_scratch";
    case opnd::kXnackMaskLo: return "xnack_mask";
    case opnd::kVccLo: return "vcc";
    case opnd::kTbaLo: return "tba";
    case opnd::kTmaLo: return "tma";
    case 125: return "null";
    case opnd::kExecLo: return "exec";
    default: return nullptr;
  }
}

std::string tuple(const char* file, int first, int n) {
  return n == 1 ? fmt::format("{}{}", file, first)
                : fmt::format("{}[{}:{}]", file, first, first + n - 1);
}

// A register operand of n dwords (SGPR, TTMP, special or VGPR), as LLVM names it.
std::string reg_name(uint16_t code, int n) {
  if (code >= opnd::kVgpr0) return tuple("v", code - opnd::kVgpr0, n);
  uint16_t c = opnd::aligned(code, n);
  if (opnd::is_sgpr(c)) return tuple("s", c, n);
  if (opnd::is_ttmp(c))
    return n == 1 ? fmt::format("ttmp{}", c - opnd::kTtmp0Gfx8)
                  : tuple("ttmp", c - opnd::kTtmp0Gfx8, n);
  if (n == 1) return kSpecial32[c - opnd::kFlatScratchLo];
  const char* s = special64(c);
  return s ? s : fmt::format("<bad reg {}>", c);
}

std::string hex(uint64_t v) { return fmt::format("0x{:x}", v); }

// LLVM prints a value as an inline integer when it is one, else as a named float or hex.
struct FloatName {
  uint64_t bits;
  const char* text;
};
constexpr FloatName kF32Names[] = {
    {0x3F000000, "0.5"},  {0xBF000000, "-0.5"}, {0x3F800000, "1.0"},
    {0xBF800000, "-1.0"}, {0x40000000, "2.0"},  {0xC0000000, "-2.0"},
    {0x40800000, "4.0"},  {0xC0800000, "-4.0"}, {0x3E22F983, "0.15915494"}};
constexpr FloatName kF64Names[] = {{0x3FE0000000000000, "0.5"},
                                   {0xBFE0000000000000, "-0.5"},
                                   {0x3FF0000000000000, "1.0"},
                                   {0xBFF0000000000000, "-1.0"},
                                   {0x4000000000000000, "2.0"},
                                   {0xC000000000000000, "-2.0"},
                                   {0x4010000000000000, "4.0"},
                                   {0xC010000000000000, "-4.0"},
                                   {0x3FC45F306DC9C882, "0.15915494309189532"}};
constexpr FloatName kF16Names[] = {{0x3800, "0.5"},  {0xB800, "-0.5"}, {0x3C00, "1.0"},
                                   {0xBC00, "-1.0"}, {0x4000, "2.0"},  {0xC000, "-2.0"},
                                   {0x4400, "4.0"},  {0xC400, "-4.0"}, {0x3118, "0.15915494"}};

template <size_t N>
const char* float_name(const FloatName (&names)[N], uint64_t bits) {
  for (const auto& f : names)
    if (f.bits == bits) return f.text;
  return nullptr;
}

bool inline_int(int64_t v) { return v >= -16 && v <= 64; }

std::string imm32(uint32_t v) {
  if (inline_int(static_cast<int32_t>(v))) return std::to_string(static_cast<int32_t>(v));
  if (const char* f = float_name(kF32Names, v)) return f;
  return hex(v);
}

std::string imm64(uint64_t v) {
  if (inline_int(static_cast<int64_t>(v))) return std::to_string(static_cast<int64_t>(v));
  if (const char* f = float_name(kF64Names, v)) return f;
  return hex(v);
}

// 16-bit operands. LLVM tests the low half for an inline integer but the whole literal for a
// half constant, and prints the low half in hex: float operands name the half constants,
// integer ones print them in hex.
std::string imm16(uint32_t v, bool is_float) {
  int16_t low = static_cast<int16_t>(v);
  if (inline_int(low)) return std::to_string(low);
  if (is_float)
    if (const char* f = float_name(kF16Names, v)) return f;
  return hex(v & 0xFFFF);
}

bool is16(Ty t) { return t == Ty::B16 || t == Ty::I16 || t == Ty::U16 || t == Ty::F16; }
bool is_float(Ty t) { return t == Ty::F16 || t == Ty::F32 || t == Ty::F64; }

// Bit pattern of inline float constant `code` (240..248) at the operand's width.
uint64_t inline_float_bits(uint16_t code, int width) {
  size_t i = code - 240;
  if (width == 16) return kF16Names[i].bits;
  if (width == 64) return kF64Names[i].bits;
  return kF32Names[i].bits;
}

const char* constant_name(uint16_t c) {
  switch (c) {
    case 235: return "src_shared_base";
    case 236: return "src_shared_limit";
    case 237: return "src_private_base";
    case 238: return "src_private_limit";
    case 239: return "src_pops_exiting_wave_id";
    case opnd::kVccZ: return "src_vccz";
    case opnd::kExecZ: return "src_execz";
    case opnd::kScc: return "src_scc";
    case opnd::kLdsDirect: return "src_lds_direct";
    default: return nullptr;
  }
}

// How LLVM prints a literal in a given slot.
enum class Lit : uint8_t {
  Typed,  // by the operand's value type
  K,      // v_madmk/v_madak's K: always the full 32-bit value in hex
  Wide,   // v_madmk_f16 src0: printed as a 32-bit operand
};

// Any source operand: register, inline constant or the literal, printed for its value type.
std::string operand(const Inst& in, uint16_t code, Ty ty, Lit lit = Lit::Typed) {
  int n = std::max(1, dwords(ty));
  if (code >= opnd::kVgpr0 || code < 128) return reg_name(code, n);
  if (code == opnd::kLiteral && !in.has_literal) return "/*invalid immediate*/";
  if (const char* s = constant_name(code)) return s;
  int width = is16(ty) ? 16 : n == 2 ? 64 : 32;
  if (opnd::is_inline_int(code)) return std::to_string(code <= 192 ? code - 128 : 192 - code);
  if (code == opnd::kLiteral && lit == Lit::K) return hex(in.literal);
  if (code == opnd::kLiteral && lit == Lit::Wide) return imm32(in.literal);
  uint64_t v = code == opnd::kLiteral ? in.literal : inline_float_bits(code, width);
  if (width == 16) return imm16(static_cast<uint32_t>(v), is_float(ty));
  if (width == 64) return imm64(v);
  return imm32(static_cast<uint32_t>(v));
}

// ---- the printer ----------------------------------------------------------------------------

class Printer {
 public:
  explicit Printer(const Inst& in) : in_(in), i_(*in.info) {}

  std::string run() {
    switch (in_.enc) {
      case Enc::SOP2:
      case Enc::SOP1:
      case Enc::SOPC: sop(); break;
      case Enc::SOPK: sopk(); break;
      case Enc::SOPP: sopp(); break;
      case Enc::SMEM: smem(); break;
      case Enc::VOP1:
      case Enc::VOP2:
      case Enc::VOPC:
      case Enc::VOP3A:
      case Enc::VOP3B:
        if (is_interp())
          vintrp();
        else
          vop();
        break;
      case Enc::VINTRP: vintrp(); break;
      case Enc::DS: ds(); break;
      case Enc::FLAT: flat(); break;
      case Enc::MUBUF:
      case Enc::MTBUF: buffer(); break;
      case Enc::MIMG: mimg(); break;
      case Enc::EXP: exp(); break;
      default: out_ = "<invalid>";
    }
    return out_;
  }

 private:
  // Appends ", x" (or " x" after the mnemonic).
  void arg(const std::string& s) {
    out_ += first_ ? " " : ", ";
    out_ += s;
    first_ = false;
  }
  void mod(const std::string& s) { out_ += " " + s; }
  void name(const std::string& suffix = "") { out_ = std::string(i_.name) + suffix; }
  // A word after the mnemonic that takes no comma (exp's target).

  std::string src(int s) {
    if ((i_.reg_only >> s & 1) && is_immediate(in_.src[s])) return "/*invalid immediate*/";
    // Scalar operands are 32-bit to LLVM whatever the value type (s_sext_i32_i16).
    Ty t = is_vector_alu() || !is16(i_.src[s]) ? i_.src[s] : Ty::B32;
    return operand(in_, in_.src[s], t, literal_style(s));
  }

  Lit literal_style(int s) const {
    bool madmk = i_.op == Op::V_MADMK_F32 || i_.op == Op::V_MADMK_F16;
    bool madak = i_.op == Op::V_MADAK_F32 || i_.op == Op::V_MADAK_F16;
    if ((madmk && s == 1) || (madak && s == 2)) return Lit::K;
    return i_.op == Op::V_MADMK_F16 && s == 0 ? Lit::Wide : Lit::Typed;
  }

  Form form() const {
    if (in_.sdwa) return Form::Sdwa;
    if (in_.dpp) return Form::Dpp;
    bool vop3_entry = i_.enc == Enc::VOP3A || i_.enc == Enc::VOP3B;
    return (in_.enc == Enc::VOP3A || in_.enc == Enc::VOP3B) && !vop3_entry ? Form::Vop3
                                                                           : Form::Native;
  }

  bool is_vector_alu() const {
    return in_.enc == Enc::VOP1 || in_.enc == Enc::VOP2 || in_.enc == Enc::VOPC ||
           in_.enc == Enc::VOP3A || in_.enc == Enc::VOP3B;
  }

  // Inline constants and the literal; src_* codes are registers to LLVM.
  static bool is_immediate(uint16_t c) {
    return opnd::is_inline_int(c) || opnd::is_inline_float(c) || c == opnd::kLiteral;
  }

  // ---- scalar ----
  void sop() {
    name();
    if (in_.dst != opnd::kNone) arg(reg_or_const(in_.dst, i_.dst));
    for (int s = 0; s < 2; ++s)
      if (in_.src[s] != opnd::kNone) arg(src(s));
    if (i_.op == Op::S_SET_GPR_IDX_ON) arg(gpr_idx(static_cast<uint16_t>(in_.simm16)));
  }

  std::string reg_or_const(uint16_t code, Ty ty) { return operand(in_, code, ty); }

  void sopk() {
    name();
    uint16_t raw = static_cast<uint16_t>(in_.simm16);
    switch (i_.op) {
      case Op::S_GETREG_B32:
        arg(reg_name(in_.dst, 1));
        arg(hwreg(raw));
        return;
      case Op::S_SETREG_B32:
        arg(hwreg(raw));
        arg(reg_name(in_.src[0], 1));
        return;
      case Op::S_SETREG_IMM32_B32:
        arg(hwreg(raw));
        arg(imm32(in_.literal));
        return;
      case Op::S_CBRANCH_I_FORK:
        arg(reg_name(in_.src[0], 2));
        arg(std::to_string(raw));
        return;
      default: arg(reg_name(in_.dst != opnd::kNone ? in_.dst : in_.src[0], 1)); arg(hex(raw));
    }
  }

  void sopp() {
    name();
    uint16_t raw = static_cast<uint16_t>(in_.simm16);
    switch (i_.op) {
      case Op::S_WAITCNT: arg(waitcnt(raw)); return;
      case Op::S_SENDMSG:
      case Op::S_SENDMSGHALT: arg(sendmsg(raw)); return;
      case Op::S_SET_GPR_IDX_MODE: arg(gpr_idx(raw)); return;
      case Op::S_ENDPGM:
        if (raw) arg(std::to_string(raw));
        return;
      default: break;
    }
    if (i_.src[0] == Ty::None) return;
    arg(i_.src[0] == Ty::I16 || raw <= 64 ? std::to_string(raw) : hex(raw));
  }

  static std::string hwreg(uint16_t v) {
    constexpr const char* kNames[] = {
        nullptr,        "HW_REG_MODE",      "HW_REG_STATUS",    "HW_REG_TRAPSTS",
        "HW_REG_HW_ID", "HW_REG_GPR_ALLOC", "HW_REG_LDS_ALLOC", "HW_REG_IB_STS"};
    unsigned id = v & 0x3F, offset = (v >> 6) & 0x1F, size = (v >> 11) + 1;
    std::string ids = id >= 1 && id <= 7 ? kNames[id] : std::to_string(id);
    if (offset == 0 && size == 32) return fmt::format("hwreg({})", ids);
    return fmt::format("hwreg({}, {}, {})", ids, offset, size);
  }

  // vmcnt [3:0], expcnt [6:4], lgkmcnt [11:8]; counters at their maximum are omitted unless
  // all are.
  static std::string waitcnt(uint16_t v) {
    unsigned vm = v & 0xF, exp = (v >> 4) & 7, lgkm = (v >> 8) & 0xF;
    bool all = vm == 0xF && exp == 7 && lgkm == 0xF;
    std::string s;
    auto add = [&](const char* n, unsigned val, bool dflt) {
      if (dflt && !all) return;
      if (!s.empty()) s += ' ';
      s += fmt::format("{}({})", n, val);
    };
    add("vmcnt", vm, vm == 0xF);
    add("expcnt", exp, exp == 7);
    add("lgkmcnt", lgkm, lgkm == 0xF);
    return s;
  }

  // sendmsg(MSG, OP[, STREAM]) when the immediate is a valid message, else its fields, else the
  // number.
  static std::string sendmsg(uint16_t v) {
    unsigned id = v & 0xF, op = (v >> 4) & 7, stream = (v >> 8) & 3;
    constexpr const char* kGsOps[] = {"GS_OP_NOP", "GS_OP_CUT", "GS_OP_EMIT", "GS_OP_EMIT_CUT"};
    constexpr const char* kSysOps[] = {nullptr, "SYSMSG_OP_ECC_ERR_INTERRUPT", "SYSMSG_OP_REG_RD",
                                       "SYSMSG_OP_HOST_TRAP_ACK", "SYSMSG_OP_TTRACE_PC"};
    bool gs = id == 2 || id == 3;
    bool op_ok = id == 2    ? op >= 1 && op <= 3
                 : id == 3  ? op <= 3
                 : id == 15 ? op >= 1 && op <= 4
                            : op == 0;
    bool id_ok = id == 1 || gs || id == 4 || id == 15;
    bool stream_ok = (gs && op != 0) || stream == 0;
    if (!(id_ok && op_ok && stream_ok)) {
      if (v & ~0x37Fu) return std::to_string(v);  // fields do not re-encode the immediate
      return fmt::format("sendmsg({}, {}, {})", id, op, stream);
    }
    switch (id) {
      case 1: return "sendmsg(MSG_INTERRUPT)";
      case 4: return "sendmsg(MSG_SAVEWAVE)";
      case 15: return fmt::format("sendmsg(MSG_SYSMSG, {})", kSysOps[op]);
      default: break;
    }
    const char* msg = id == 2 ? "MSG_GS" : "MSG_GS_DONE";
    if (op == 0) return fmt::format("sendmsg({}, {})", msg, kGsOps[op]);
    return fmt::format("sendmsg({}, {}, {})", msg, kGsOps[op], stream);
  }

  static std::string gpr_idx(uint16_t v) {
    if (v > 0xF) return hex(v);
    constexpr const char* kModes[] = {"SRC0", "SRC1", "SRC2", "DST"};
    std::string s = "gpr_idx(";
    bool first = true;
    for (int b = 0; b < 4; ++b) {
      if (!(v >> b & 1)) continue;
      if (!first) s += ',';
      s += kModes[b];
      first = false;
    }
    return s + ")";
  }

  void smem() {
    name();
    if (i_.op == Op::S_ATC_PROBE || i_.op == Op::S_ATC_PROBE_BUFFER) {
      arg(imm32(field::smem::kSdata.get(in_.word.data())));
    } else if (in_.dst != opnd::kNone) {
      arg(reg_name(in_.dst, dwords(i_.dst)));
    } else if (in_.src[1] != opnd::kNone) {
      arg(reg_name(in_.src[1], dwords(i_.src[1])));
    }
    if (i_.src[0] != Ty::None) {
      arg(reg_name(in_.sbase, dwords(i_.src[0])));
      arg(in_.imm ? hex(in_.offset) : operand(in_, in_.soffset, Ty::B32));
      if (in_.glc && in_.dst + in_.src[1] != 2 * opnd::kNone) mod("glc");  // not on s_atc_probe*
    }
  }

  // ---- vector ALU ----
  bool has_operands() const {
    return i_.dst != Ty::None || i_.dst2 != Ty::None || i_.src[0] != Ty::None;
  }

  std::string suffix() const {
    bool vop3_word = in_.enc == Enc::VOP3A || in_.enc == Enc::VOP3B;
    bool vop3_entry = i_.enc == Enc::VOP3A || i_.enc == Enc::VOP3B;
    if (in_.sdwa) return i_.enc == Enc::VOPC ? "" : "_sdwa";
    if (in_.dpp) return "_dpp";
    if (vop3_entry || !has_operands() || i_.vop3_opcode < 0) return "";
    return vop3_word ? "_e64" : "_e32";
  }

  // Source s with its NEG/ABS (float) or SEXT (integer) modifiers. For an integer operand of an
  // instruction with modifiers, LLVM reads VOP3's NEG bit as SEXT and ignores ABS.
  std::string vsrc(int s) {
    std::string v = src(s);
    if (!(i_.mod_forms >> static_cast<int>(form()) & 1)) return v;
    bool neg = in_.neg >> s & 1, abs = in_.abs >> s & 1;
    if (!is_float(i_.src[s]) && !in_.sdwa) {
      return neg ? "sext(" + v + ")" : v;
    }
    if (in_.sdwa && (in_.sext >> s & 1)) v = "sext(" + v + ")";
    if (abs) v = "|" + v + "|";
    // LLVM spells NEG of a bare constant neg(...), so "-" never meets a negative number.
    if (neg) v = !abs && is_immediate(in_.src[s]) ? "neg(" + v + ")" : "-" + v;
    return v;
  }

  void vop() {
    name(suffix());
    if (in_.dst != opnd::kNone) arg(i_.sgpr_dst ? sgpr_dst() : reg_name(in_.dst, dwords(i_.dst)));
    if (in_.sdst != opnd::kNone)
      arg(is_immediate(in_.sdst) ? "/*invalid immediate*/" : operand(in_, in_.sdst, Ty::B64));
    for (int s = 0; s < 3; ++s)
      if (in_.src[s] != opnd::kNone) arg(vsrc(s));
    if (in_.sdwa) return sdwa_mods();
    if (in_.dpp) return dpp_mods();
    if (in_.clamp) mod("clamp");
    constexpr const char* kOmod[] = {"", "mul:2", "mul:4", "div:2"};
    if (in_.omod) mod(kOmod[in_.omod]);
  }

  // v_readfirstlane/v_readlane: LLVM decodes VDST like a source and rejects constants in print.
  std::string sgpr_dst() {
    return is_immediate(in_.dst) ? "/*invalid immediate*/" : operand(in_, in_.dst, Ty::B32);
  }

  static const char* sel(SdwaSel s) {
    constexpr const char* k[] = {"BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3",
                                 "WORD_0", "WORD_1", "DWORD"};
    return k[static_cast<int>(s)];
  }

  void sdwa_mods() {
    if (in_.clamp) mod("clamp");
    if (i_.enc != Enc::VOPC) {
      mod(std::string("dst_sel:") + sel(in_.dst_sel));
      constexpr const char* kUnused[] = {"UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE",
                                         "UNUSED_PAD"};
      mod(std::string("dst_unused:") + kUnused[static_cast<int>(in_.dst_unused)]);
    }
    mod(std::string("src0_sel:") + sel(in_.src_sel[0]));
    if (i_.enc != Enc::VOP1) mod(std::string("src1_sel:") + sel(in_.src_sel[1]));
  }

  void dpp_mods() {
    mod(dpp_ctrl(in_.dpp_ctrl));
    mod(fmt::format("row_mask:{:#x}", in_.row_mask));
    mod(fmt::format("bank_mask:{:#x}", in_.bank_mask));
    if (in_.bound_ctrl) mod("bound_ctrl:1");
  }

  static std::string dpp_ctrl(uint16_t c) {
    if (c <= 0xFF)
      return fmt::format("quad_perm:[{},{},{},{}]", c & 3, c >> 2 & 3, c >> 4 & 3, c >> 6 & 3);
    if (c >= 0x101 && c <= 0x10F) return fmt::format("row_shl:{}", c & 0xF);
    if (c >= 0x111 && c <= 0x11F) return fmt::format("row_shr:{}", c & 0xF);
    if (c >= 0x121 && c <= 0x12F) return fmt::format("row_ror:{}", c & 0xF);
    switch (c) {
      case 0x130: return "wave_shl:1";
      case 0x134: return "wave_rol:1";
      case 0x138: return "wave_shr:1";
      case 0x13C: return "wave_ror:1";
      case 0x140: return "row_mirror";
      case 0x141: return "row_half_mirror";
      case 0x142: return "row_bcast:15";
      case 0x143: return "row_bcast:31";
      default: break;
    }
    if (c >= 0x150 && c <= 0x15F)
      return "/* row_newbcast/row_share is not supported on ASICs earlier than GFX90A/GFX10 */";
    if (c >= 0x160 && c <= 0x16F)
      return "/* row_xmask is not supported on ASICs earlier than GFX10 */";
    return "/* Invalid dpp_ctrl value */";
  }

  // ---- interpolation ----
  std::string attr() const {
    constexpr char kChan[] = "xyzw";
    return fmt::format("attr{}.{}", in_.attr, kChan[in_.attr_chan]);
  }

  static std::string param(uint16_t p) {
    constexpr const char* k[] = {"p10", "p20", "p0"};
    return p < 3 ? k[p] : fmt::format("invalid_param_{}", p);
  }

  bool is_interp() const { return i_.name.substr(0, 9) == "v_interp_"; }

  // VINTRP entries print _e32 natively and _e64 as VOP3; the VOP3-only f16 ones print neither.
  void vintrp() {
    name(i_.enc != Enc::VINTRP ? "" : in_.enc == Enc::VINTRP ? "_e32" : "_e64");
    arg(reg_name(in_.dst, 1));
    arg(i_.op == Op::V_INTERP_MOV_F32 ? param(in_.interp_param) : vsrc(0));
    arg(attr());
    if (in_.src[2] != opnd::kNone) arg(vsrc(2));
    if (in_.high) mod("high");
    if (in_.clamp) mod("clamp");
    constexpr const char* kOmod[] = {"", "mul:2", "mul:4", "div:2"};
    if (in_.omod) mod(kOmod[in_.omod]);
  }

  // ---- memory ----
  void ds() {
    name();
    if (in_.dst != opnd::kNone) arg(reg_name(in_.dst, dwords(i_.dst)));
    if (in_.vaddr != opnd::kNone) arg(reg_name(in_.vaddr, 1));
    if (in_.vdata != opnd::kNone) arg(reg_name(in_.vdata, dwords(i_.src[1])));
    if (in_.vdata1 != opnd::kNone) arg(reg_name(in_.vdata1, dwords(i_.src[2])));
    if (i_.op == Op::DS_SWIZZLE_B32) {
      if (in_.offset) mod("offset:" + swizzle(static_cast<uint16_t>(in_.offset)));
    } else if (ds_two_address()) {
      if (in_.offset0) mod(fmt::format("offset0:{}", in_.offset0));
      if (in_.offset1) mod(fmt::format("offset1:{}", in_.offset1));
    } else if (in_.offset) {
      mod(fmt::format("offset:{}", in_.offset));
    }
    if (in_.gds) mod("gds");
  }

  // ds_swizzle_b32's OFFSET: QUAD_PERM when [15:8] = 0x80, else BITMASK_PERM (and [4:0], or
  // [9:5], xor [14:10]) when bit 15 is clear, with LLVM's names for its special cases.
  static std::string swizzle(uint16_t v) {
    if ((v & 0xFF00) == 0x8000)
      return fmt::format("swizzle(QUAD_PERM,{},{},{},{})", v & 3, v >> 2 & 3, v >> 4 & 3,
                         v >> 6 & 3);
    if (v & 0x8000) return std::to_string(v);
    unsigned and_m = v & 0x1F, or_m = v >> 5 & 0x1F, xor_m = v >> 10 & 0x1F;
    auto pow2 = [](unsigned x) { return x != 0 && (x & (x - 1)) == 0; };
    if (and_m == 0x1F && or_m == 0 && pow2(xor_m)) return fmt::format("swizzle(SWAP,{})", xor_m);
    if (and_m == 0x1F && or_m == 0 && xor_m > 0 && pow2(xor_m + 1))
      return fmt::format("swizzle(REVERSE,{})", xor_m + 1);
    unsigned group = 0x1F - and_m + 1;
    if (group > 1 && pow2(group) && or_m < group && xor_m == 0)
      return fmt::format("swizzle(BROADCAST,{},{})", group, or_m);
    // Per lane-id bit, MSB first, the result bit for input bit 0 and for input bit 1: equal gives
    // 0/1, else p (passes the bit) or i (inverts it).
    unsigned r0 = or_m ^ xor_m, r1 = (and_m | or_m) ^ xor_m;
    std::string bits;
    for (int b = 4; b >= 0; --b) bits += "0pi1"[(r0 >> b & 1) << 1 | (r1 >> b & 1)];
    return "swizzle(BITMASK_PERM,\"" + bits + "\")";
  }

  // read2/write2/wrxchg2 (and their st64 forms) address two elements with OFFSET0/OFFSET1.
  bool ds_two_address() const {
    std::string_view n = i_.name;
    for (std::string_view p : {"ds_read2", "ds_write2", "ds_wrxchg2"})
      if (n.substr(0, p.size()) == p) return true;
    return false;
  }

  void flat() {
    name();
    if (in_.dst != opnd::kNone) arg(reg_name(in_.dst, dwords(i_.dst)));
    arg(reg_name(in_.vaddr, 2));
    if (in_.vdata != opnd::kNone) arg(reg_name(in_.vdata, dwords(i_.src[1])));
    if (in_.offset) mod(fmt::format("offset:{}", in_.offset));
    if (in_.glc) mod("glc");
    if (in_.slc) mod("slc");
  }

  // buffer_store_lds_dword: no VDATA or VADDR; its LDS bit is part of the syntax.
  void buffer_store_lds() {
    arg(reg_name(in_.srsrc, 4));
    arg(operand(in_, in_.soffset, Ty::B32));
    if (in_.offset) mod(fmt::format("offset:{}", in_.offset));
    mod("lds");
    if (in_.glc) mod("glc");
    if (in_.slc) mod("slc");
  }

  void buffer() {
    name();
    if (i_.op == Op::BUFFER_STORE_LDS_DWORD) return buffer_store_lds();
    if (i_.src[2] == Ty::None) return;  // buffer_wbinvl1*: LLVM prints no fields at all
    {
      uint16_t data = in_.dst != opnd::kNone ? in_.dst : in_.vdata;
      Ty t = in_.dst != opnd::kNone ? i_.dst : i_.src[1];
      if (data != opnd::kNone) arg(reg_name(data, dwords(t)));
      arg(in_.offen || in_.idxen ? reg_name(in_.vaddr, in_.offen && in_.idxen ? 2 : 1) : "off");
      arg(reg_name(in_.srsrc, 4));
      arg(operand(in_, in_.soffset, Ty::B32));
      if (in_.enc == Enc::MTBUF) buffer_format();
    }
    if (in_.idxen) mod("idxen");
    if (in_.offen) mod("offen");
    if (in_.offset) mod(fmt::format("offset:{}", in_.offset));
    if (in_.glc) mod("glc");
    if (in_.slc) mod("slc");
    if (in_.lds) mod("lds");
    if (in_.tfe && !(i_.effects & kAtomic) && !in_.lds) mod("tfe");
  }

  void buffer_format() {
    constexpr const char* kDfmt[] = {"INVALID",     "8",          "16",          "8_8",
                                     "32",          "16_16",      "10_11_11",    "11_11_10",
                                     "10_10_10_2",  "2_10_10_10", "8_8_8_8",     "32_32",
                                     "16_16_16_16", "32_32_32",   "32_32_32_32", "RESERVED_15"};
    constexpr const char* kNfmt[] = {"UNORM", "SNORM", "USCALED",    "SSCALED",
                                     "UINT",  "SINT",  "RESERVED_6", "FLOAT"};
    bool d = in_.dfmt != 1, n = in_.nfmt != 0;
    if (!d && !n) return;
    std::string s = "format:[";
    if (d) s += std::string("BUF_DATA_FORMAT_") + kDfmt[in_.dfmt];
    if (d && n) s += ",";
    if (n) s += std::string("BUF_NUM_FORMAT_") + kNfmt[in_.nfmt];
    mod(s + "]");
  }

  void mimg() {
    name(in_.g16 ? "_g16" : "");
    uint16_t data = in_.dst != opnd::kNone ? in_.dst : in_.vdata;
    if (data != opnd::kNone) {
      arg(reg_name(data, opnd::mimg_vdata_dwords(in_)));
    }
    arg(reg_name(in_.vaddr, dwords(i_.src[0])));
    arg(reg_name(in_.srsrc, dwords(i_.src[2])));
    if (has_sampler()) arg(reg_name(in_.ssamp, 4));
    if (in_.dmask) mod(fmt::format("dmask:{:#x}", in_.dmask));
    if (in_.unorm) mod("unorm");
    if (in_.glc) mod("glc");
    if (in_.slc) mod("slc");
    if (in_.r128) mod("r128");
    if (in_.tfe) mod("tfe");
    if (in_.lwe) mod("lwe");
    if (in_.da) mod("da");
    if (in_.d16) mod("d16");
  }

  bool has_sampler() const {
    std::string_view n = i_.name;
    return n.substr(0, 12) == "image_sample" || n.substr(0, 13) == "image_gather4" ||
           n == "image_get_lod";
  }

  void exp() {
    name(" " + exp_target(in_.exp_tgt));
    // Compressed exports carry two packed VGPRs: channels 0,1 print VSRC0 and 2,3 print VSRC1.
    for (int k = 0; k < 4; ++k) {
      int src = in_.exp_compr ? k / 2 : k;
      arg(in_.exp_en >> k & 1 ? reg_name(in_.exp_src[src], 1) : "off");
    }
    if (in_.exp_done) mod("done");
    if (in_.exp_compr) mod("compr");
    if (in_.exp_vm) mod("vm");
  }

  static std::string exp_target(unsigned t) {
    if (t <= 7) return fmt::format("mrt{}", t);
    if (t == 8) return "mrtz";
    if (t == 9) return "null";
    if (t >= 12 && t <= 15) return fmt::format("pos{}", t - 12);
    if (t >= 32) return fmt::format("param{}", t - 32);
    return fmt::format("invalid_target_{}", t);
  }

  const Inst& in_;
  const OpInfo& i_;
  std::string out_;
  bool first_ = true;
};

}  // namespace

std::string disasm(const Inst& inst) {
  if (inst.info == nullptr) return "<invalid>";
  return Printer(inst).run();
}

}  // namespace gcn
