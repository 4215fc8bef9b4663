#include "verilator/port_contract_gen.h"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <sstream>

#include <fmt/format.h>

#include "golden/common/error.h"
#include "verilator/port_contract.h"

namespace gcn::port {

namespace {

constexpr const char* kSvBegin = "  // BEGIN GENERATED port contract: `gcn-cosim gen-port-contract` from verilator/port_contract.h";
constexpr const char* kSvEnd = "  // END GENERATED port contract";
constexpr const char* kDocBegin = "<!-- BEGIN GENERATED port contract: `gcn-cosim gen-port-contract` from verilator/port_contract.h -->";
constexpr const char* kDocEnd = "<!-- END GENERATED port contract -->";

template <typename T, size_t N>
constexpr size_t count(const T (&)[N]) { return N; }

std::string upper(std::string_view s) {
  std::string u(s);
  std::transform(u.begin(), u.end(), u.begin(), [](unsigned char c) { return char(std::toupper(c)); });
  return u;
}

std::string range(const Field& f) {
  return f.width == 1 ? fmt::format("[{}]", f.lsb) : fmt::format("[{}:{}]", f.lsb + f.width - 1, f.lsb);
}

void constants(std::string& o, const Constant* c, size_t n, int bits) {
  for (size_t i = 0; i < n; ++i)
    o += fmt::format("  localparam logic [{}:0] {} = {}'d{};  // {}\n", bits - 1, c[i].sv, bits, c[i].value, c[i].doc);
}

void beat_kinds(std::string& o, const BeatKind* k, size_t n, int bits) {
  for (size_t i = 0; i < n; ++i)
    o += fmt::format("  localparam logic [{}:0] {} = {}'d{};  // {}\n", bits - 1, k[i].sv, bits, i, k[i].what);
}

}  // namespace

std::string sv_region() {
  std::string o;
  o += "  // Wave-launch port beat kinds (docs/rtl.md, \"Wave-launch port\").\n";
  beat_kinds(o, kLaunchKinds, count(kLaunchKinds), kLaunchKindBits);
  o += "\n  // Retire port beat kinds (docs/rtl.md, \"Retire port\").\n";
  beat_kinds(o, kRetireKinds, count(kRetireKinds), kRetireKindBits);
  o += "\n  // RB_END idx: wave events (gcn::WaveEvent).\n";
  constants(o, kEvents, count(kEvents), kEventBits);
  o += "\n  // RB_MEM kind and space (gcn::MemKind, gcn::AddrSpace).\n";
  constants(o, kMemKinds, count(kMemKinds), 2);
  constants(o, kSpaces, count(kSpaces), 2);
  o += "\n  // Payload layouts (fields MSB first), with a pack function where the RTL packs them.\n";
  for (const Layout& l : kLayouts) {
    std::string fields;
    for (int i = 0; i < l.count; ++i) fields += fmt::format("{}{}{}", i ? ", " : "", l.fields[i].name, range(l.fields[i]));
    o += fmt::format("  // {}: {}\n", l.doc, fields);
    // Field positions for code that slices a payload (gcn_trace_enc): <SV>_<FIELD>_LSB / _W.
    for (int i = 0; i < l.count; ++i) {
      std::string f = l.fields[i].name;
      for (char& ch : f) ch = char(std::toupper(static_cast<unsigned char>(ch)));
      o += fmt::format("  localparam int unsigned {0}_{1}_LSB = {2};\n  localparam int unsigned {0}_{1}_W = {3};\n", l.sv,
                       f, l.fields[i].lsb, l.fields[i].width);
    }
    if (!*l.fn) continue;
    std::string args;
    for (int i = 0; i < l.count; ++i)
      args += fmt::format("{}input logic [{}:0] {}", i ? ", " : "", l.fields[i].width - 1, l.fields[i].name);
    o += fmt::format("  function automatic logic [{}:0] {}({});\n", l.bits - 1, l.fn, args);
    o += fmt::format("    {} = '0;\n", l.fn);
    for (int i = 0; i < l.count; ++i) o += fmt::format("    {}{} = {};\n", l.fn, range(l.fields[i]), l.fields[i].name);
    o += "  endfunction\n";
  }
  o += "\n  // Memory-unit atomic operations, and the FLAT atomic that performs each (golden Op ids,\n";
  o += "  // gcn_opcodes_pkg::OP_*).\n";
  // A plain vector type with localparams, and numbers in the function: Yosys 0.23 resolves
  // neither a package enum as a function's return type nor its members inside the package.
  o += fmt::format("  localparam int unsigned AmoBits = {};  // width of amo_e (module-local structs)\n", kAmoBits);
  o += "  typedef logic [AmoBits-1:0] amo_e;\n";
  for (size_t i = 0; i < count(kAtomics); ++i)
    o += fmt::format("  localparam logic [{}:0] {} = {}'d{};\n", kAmoBits - 1, kAtomics[i].sv, kAmoBits, i);
  o += fmt::format("  function automatic logic [{}:0] amo_of_op(input logic [9:0] op);\n    unique case (op)\n", kAmoBits - 1);
  for (size_t i = 0; i < count(kAtomics); ++i)
    o += fmt::format("      10'd{}: amo_of_op = {}'d{};  // {}: {}\n", int(kAtomics[i].flat), kAmoBits, i, kAtomics[i].sv,
                     info(kAtomics[i].flat).name);
  o += fmt::format("      default: amo_of_op = {}'d0;\n    endcase\n  endfunction\n", kAmoBits);
  o += "\n  // Bug injection for the checker's self-test (tests/mutants): gcn_cu's mutant_i selects one\n";
  o += "  // deliberate bug at run time; MutNone (0) is the real design, and all synthesis sees (mut_live).\n";
  o += fmt::format("  localparam int unsigned MutIdBits = {};\n", kMutIdBits);
  o += "  typedef logic [MutIdBits-1:0] mut_id_t;\n";
  for (const Mutant& m : kMutants)
    o += fmt::format("  localparam mut_id_t {} = {}'d{};  // {}\n", m.sv, kMutIdBits, m.id, m.doc);
  return o;
}

std::string doc_region() {
  std::string o;
  o += "Wave-launch port beats (`launch_kind_i`):\n\n| kind | value | what | idx | data |\n|---|---|---|---|---|\n";
  for (size_t i = 0; i < count(kLaunchKinds); ++i) {
    const BeatKind& k = kLaunchKinds[i];
    o += fmt::format("| `{}` | {} | {} | {} | {} |\n", k.sv, i, k.what, k.idx, k.data);
  }
  o += "\nRetire port beats (`rvfi_kind_o`):\n\n| kind | value | what | idx | a | b | data |\n|---|---|---|---|---|---|---|\n";
  for (size_t i = 0; i < count(kRetireKinds); ++i) {
    const BeatKind& k = kRetireKinds[i];
    o += fmt::format("| `{}` | {} | {} | {} | {} | {} | {} |\n", k.sv, i, k.what, k.idx, k.a, k.b, k.data);
  }
  o += "\nPayload layouts (the SV pack function in parentheses):\n\n";
  o += "| layout | fields |\n|---|---|\n";
  for (const Layout& l : kLayouts) {
    std::string fields;
    for (int i = 0; i < l.count; ++i)
      fields += fmt::format("{}`{}{}`", i ? ", " : "", l.fields[i].name, range(l.fields[i]));
    o += fmt::format("| `{}`{} ({}) | {} |\n", l.sv, *l.fn ? fmt::format(" (`{}()`)", l.fn) : "", l.doc, fields);
  }
  auto consts = [&](const char* what, const Constant* c, size_t n) {
    std::string s;
    for (size_t i = 0; i < n; ++i) s += fmt::format("{}`{}` = {}", i ? ", " : "", c[i].sv, c[i].value);
    o += fmt::format("| {} | {} |\n", what, s);
  };
  o += "\n| constants | values |\n|---|---|\n";
  consts("`RB_END` idx events", kEvents, count(kEvents));
  consts("`RB_MEM` kind", kMemKinds, count(kMemKinds));
  consts("`RB_MEM` space", kSpaces, count(kSpaces));
  std::string amo;
  for (size_t i = 0; i < count(kAtomics); ++i) amo += fmt::format("{}`{}` = {}", i ? ", " : "", kAtomics[i].sv, i);
  o += fmt::format("| `amo_e` (memory-unit atomics; `amo_of_op()` maps the FLAT atomic) | {} |\n", amo);
  return o;
}

std::string cmake_mutants() {
  std::string o;
  o += "# GENERATED from verilator/port_contract.h (kMutants) by `gcn-cosim gen-port-contract`: do not edit.\n";
  o += "# name|gcn_pkg Mutant id|expected report field (\"\" = any divergence)\n";
  o += "set(GCN_MUTANTS\n";
  for (const Mutant& m : kMutants)
    if (m.id != 0) o += fmt::format("  \"{}|{}|{}\"\n", m.name, m.id, m.expect);
  o += ")\n";
  return o;
}

std::vector<Artefact> artefacts() {
  return {
      {"rtl/gcn_pkg.sv", kSvBegin, kSvEnd, sv_region()},
      {"docs/rtl.md", kDocBegin, kDocEnd, doc_region()},
      {"tests/mutants/mutants.cmake", "", "", cmake_mutants()},
  };
}

namespace {

std::string read_file(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  if (!f) throw Error(fmt::format("gen-port-contract: cannot read {}", path));
  std::ostringstream s;
  s << f.rdbuf();
  return s.str();
}

// The file with the artefact's region replaced by its generated text.
std::string spliced(const std::string& root, const Artefact& a) {
  const std::string path = root + "/" + a.path;
  if (a.begin.empty()) return a.text;
  const std::string old = read_file(path);
  const size_t b = old.find(a.begin + "\n");
  const size_t e = b == std::string::npos ? b : old.find(a.end + "\n", b);
  if (b == std::string::npos || e == std::string::npos)
    throw Error(fmt::format("gen-port-contract: {} has no line `{}` followed by `{}`", path, a.begin, a.end));
  const size_t body = b + a.begin.size() + 1;
  return old.substr(0, body) + a.text + old.substr(e);
}

std::string current(const std::string& root, const Artefact& a) {
  std::ifstream f(root + "/" + a.path, std::ios::binary);
  if (!f && a.begin.empty()) return "";
  return read_file(root + "/" + a.path);
}

}  // namespace

std::vector<std::string> stale(const std::string& root) {
  std::vector<std::string> out;
  for (const Artefact& a : artefacts())
    if (current(root, a) != spliced(root, a)) out.push_back(a.path + ": differs from the generated text");
  return out;
}

std::vector<std::string> write(const std::string& root) {
  std::vector<std::string> changed;
  for (const Artefact& a : artefacts()) {
    const std::string text = spliced(root, a);
    if (current(root, a) == text) continue;
    std::ofstream f(root + "/" + a.path, std::ios::binary | std::ios::trunc);
    if (!(f << text)) throw Error(fmt::format("gen-port-contract: cannot write {}/{}", root, a.path));
    changed.push_back(a.path);
  }
  return changed;
}

}  // namespace gcn::port
