#include "golden/isa/sv_package.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <vector>

#include <fmt/format.h>

#include "golden/isa/opcode_table.h"

namespace gcn {

namespace {

std::string upper(std::string_view s) {
  std::string u(s);
  std::transform(u.begin(), u.end(), u.begin(), [](unsigned char c) { return char(std::toupper(c)); });
  return u;
}

// Opcode field width of each native encoding (GCN3 manual, microcode formats).
int opcode_bits(Enc e) {
  switch (e) {
    case Enc::SOPK: return 5;
    case Enc::VOP2: return 6;
    case Enc::SOP2: case Enc::SOPC: case Enc::SOPP: case Enc::MUBUF: case Enc::MIMG: case Enc::FLAT: return 7;
    case Enc::SOP1: case Enc::SMEM: case Enc::VOP1: case Enc::VOPC: case Enc::DS: return 8;
    case Enc::MTBUF: return 4;
    case Enc::VINTRP: return 2;
    case Enc::EXP: return 1;
    default: return 10;
  }
}

// SV identifier of an op: OP_<MNEMONIC>, disambiguated like the Op enum when LLVM gives two
// opcodes one mnemonic (e.g. buffer_wbinvl1 at MUBUF 0x3E and 0x71).
std::string sv_name(const OpInfo& oi) {
  for (const OpInfo& other : kOpTable) {
    if (&other == &oi) break;
    if (other.name == oi.name)
      return fmt::format("OP_{}_{}{:X}", upper(oi.name), upper(enc_name(oi.enc)), oi.opcode);
  }
  return "OP_" + upper(oi.name);
}

}  // namespace

std::string sv_opcode_package() {
  std::string o;
  o += "// GENERATED from golden/isa/gfx8_table.cpp by `gcn-cosim gen-sv-pkg`: do not edit.\n";
  o += "// The RTL decodes through these functions so it shares the golden model's opcode facts.\n";
  o += "package gcn_opcodes_pkg;\n\n";
  o += fmt::format("  localparam int unsigned NUM_OPS = {};\n", kNumOps);
  o += "  localparam logic [9:0] OP_INVALID = 10'h3ff;\n\n";
  o += "  // Encodings (golden Enc order).\n";
  for (int e = 0; e < int(Enc::Count); ++e)
    o += fmt::format("  localparam logic [4:0] ENC_{} = 5'd{};\n", upper(enc_name(Enc(e))), e);
  o += "\n  // Side-effect bits (golden SideEffect).\n";
  static constexpr std::pair<const char*, uint32_t> kEffects[] = {
      {"READS_SCC", kReadsScc}, {"WRITES_SCC", kWritesScc}, {"READS_VCC", kReadsVcc},
      {"WRITES_VCC", kWritesVcc}, {"READS_EXEC", kReadsExec}, {"WRITES_EXEC", kWritesExec},
      {"READS_M0", kReadsM0}, {"WRITES_M0", kWritesM0}, {"BRANCH", kBranch},
      {"ENDS_WAVE", kEndsWave}, {"BARRIER", kBarrier}, {"LOAD", kLoad}, {"STORE", kStore},
      {"ATOMIC", kAtomic}, {"APPROX", kApprox}, {"WRITES_MODE", kWritesMode}};
  for (auto& [name, bit] : kEffects)
    o += fmt::format("  localparam logic [15:0] EFF_{} = 16'h{:04x};\n", name, bit);
  o += "  localparam logic [2:0] CNT_VM = 3'd1, CNT_LGKM = 3'd2, CNT_EXP = 3'd4;\n\n";
  o += "  // Operation ids (golden Op order).\n";
  for (const OpInfo& oi : kOpTable)
    o += fmt::format("  localparam logic [9:0] {} = 10'd{};\n", sv_name(oi), int(oi.op));

  // Native-encoding decoders, one function per encoding.
  std::map<Enc, std::vector<const OpInfo*>> by_enc;
  for (const OpInfo& oi : kOpTable) by_enc[oi.enc].push_back(&oi);
  auto emit_decoder = [&](const std::string& fname, int bits, const std::vector<std::pair<int, const OpInfo*>>& rows) {
    o += fmt::format("\n  function automatic logic [9:0] {}(input logic [{}:0] opcode);\n", fname, bits - 1);
    o += "    unique case (opcode)\n";
    for (auto& [opc, oi] : rows)
      o += fmt::format("      {}'d{}: {} = {};\n", bits, opc, fname, sv_name(*oi));
    o += fmt::format("      default: {} = OP_INVALID;\n    endcase\n  endfunction\n", fname);
  };
  for (auto& [enc, ops] : by_enc) {
    if (enc == Enc::VOP3A || enc == Enc::VOP3B) continue;  // decoded together below
    std::vector<std::pair<int, const OpInfo*>> rows;
    for (const OpInfo* oi : ops) rows.push_back({oi->opcode, oi});
    std::string fname = "decode_" + std::string(enc_name(enc));
    std::transform(fname.begin(), fname.end(), fname.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    emit_decoder(fname, opcode_bits(enc), rows);
  }
  // VOP3 opcode space: VOP3-only entries plus the VOP3 forms of VOP1/VOP2/VOPC.
  std::vector<std::pair<int, const OpInfo*>> vop3;
  for (const OpInfo& oi : kOpTable) {
    if (oi.enc == Enc::VOP3A || oi.enc == Enc::VOP3B) vop3.push_back({oi.opcode, &oi});
    else if (oi.vop3_opcode >= 0) vop3.push_back({oi.vop3_opcode, &oi});
  }
  std::sort(vop3.begin(), vop3.end(), [](auto& a, auto& b) { return a.first < b.first; });
  emit_decoder("decode_vop3", 10, vop3);

  // Per-op facts.
  o += "\n  function automatic logic [15:0] op_effects(input logic [9:0] op);\n    unique case (op)\n";
  for (const OpInfo& oi : kOpTable)
    if (oi.effects) o += fmt::format("      {}: op_effects = 16'h{:04x};\n", sv_name(oi), oi.effects);
  o += "      default: op_effects = 16'h0000;\n    endcase\n  endfunction\n";
  o += "\n  function automatic logic [2:0] op_counters(input logic [9:0] op);\n    unique case (op)\n";
  for (const OpInfo& oi : kOpTable)
    if (oi.counters) o += fmt::format("      {}: op_counters = 3'd{};\n", sv_name(oi), oi.counters);
  o += "      default: op_counters = 3'd0;\n    endcase\n  endfunction\n";
  // Sources typed 16 bits wide: an inline float constant reaches them as binary16 (golden
  // Ctx::scalar32/inline_float), so the RTL maps constants by this per-source width.
  o += "\n  // Bit k: SRC<k> of a VALU op is 16 bits wide (F16/I16/U16/B16): inline float constants are\n"
       "  // binary16.\n";
  o += "  function automatic logic [2:0] op_src16(input logic [9:0] op);\n    unique case (op)\n";
  // VALU encodings only: the 16-bit immediates of SOPK/SOPP are not operand codes.
  for (const OpInfo& oi : kOpTable) {
    const bool valu = oi.enc == Enc::VOP1 || oi.enc == Enc::VOP2 || oi.enc == Enc::VOPC ||
                      oi.enc == Enc::VOP3A || oi.enc == Enc::VOP3B;
    unsigned m = 0;
    for (int k = 0; k < 3 && valu; ++k) {
      const Ty t = oi.src[k];
      if (t == Ty::F16 || t == Ty::I16 || t == Ty::U16 || t == Ty::B16) m |= 1u << k;
    }
    if (m) o += fmt::format("      {}: op_src16 = 3'b{:03b};\n", sv_name(oi), m);
  }
  o += "      default: op_src16 = 3'b000;\n    endcase\n  endfunction\n";
  // Sources typed binary64: a 32-bit literal reaches them as the high dword (golden
  // Ctx::scalar64).
  o += "\n  // Bit k: SRC<k> of a VALU op is binary64 (F64): a literal is its high dword.\n";
  o += "  function automatic logic [2:0] op_srcf64(input logic [9:0] op);\n    unique case (op)\n";
  for (const OpInfo& oi : kOpTable) {
    const bool valu = oi.enc == Enc::VOP1 || oi.enc == Enc::VOP2 || oi.enc == Enc::VOPC ||
                      oi.enc == Enc::VOP3A || oi.enc == Enc::VOP3B;
    unsigned m = 0;
    for (int k = 0; k < 3 && valu; ++k)
      if (oi.src[k] == Ty::F64) m |= 1u << k;
    if (m) o += fmt::format("      {}: op_srcf64 = 3'b{:03b};\n", sv_name(oi), m);
  }
  o += "      default: op_srcf64 = 3'b000;\n    endcase\n  endfunction\n";
  o += "\nendpackage\n";
  return o;
}

}  // namespace gcn
