// What the generator reaches beyond straight integer code: binary32 operations with special
// values (golden target now; the RTL target as soon as the RTL decodes them), MUBUF through a V#,
// the DS st64 forms, calls (s_swappc_b64 / s_setpc_b64), and random scalar writes to every
// data-pool SGPR from s4 up. llvm-mc-14 assembles every program; golden runs them with hazards as
// errors; the RTL-target ones also run in lockstep.
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include <catch2/catch.hpp>
#include <fmt/format.h>
#include <unistd.h>

#include "golden/api/spec_session.h"
#include "golden/common/error.h"
#include "harness/random/artifacts.h"
#include "harness/random/catalog.h"
#include "harness/random/program.h"

using namespace gcn;
using namespace gcn::rnd;

namespace {

std::string tmpdir(const std::string& name) {
  const auto d = std::filesystem::temp_directory_path() / fmt::format("gcn-random-isa-{}-{}", getpid(), name);
  std::filesystem::remove_all(d);
  std::filesystem::create_directories(d);
  return d.string();
}

std::string slurp(const std::string& path) {
  std::ifstream f(path);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

// Generates, assembles and runs seeds [first, first + n) on golden (hazards are errors);
// returns the failures and appends every program's text to `text`.
std::vector<std::string> run_golden(uint64_t first, uint64_t n, const Config& cfg, const std::string& dir,
                                    std::string& text) {
  std::vector<std::string> bad;
  for (uint64_t s = first; s < first + n; ++s) {
    try {
      const Artifacts a = write_program(generate_plan(s, cfg), dir);
      text += slurp(a.source);
      SpecSession session(parse_launch_spec(a.spec));
      RunOptions o;
      session.device().launch(session.code_object(), session.launch(), o);
    } catch (const Error& e) {
      bad.push_back(fmt::format("seed {}: {}", s, e.what()));
    }
  }
  return bad;
}

// The instruction lines of a program text (two-space indent, not a directive).
std::set<std::string> mnemonics(const std::string& text) {
  std::set<std::string> m;
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);)
    if (l.size() > 2 && l[0] == ' ' && l[1] == ' ' && l[2] != '.' && l[2] != ' ') m.insert(base_mnemonic(l.substr(2)));
  return m;
}

Config weighted(Target t, std::map<std::string, uint32_t> w) {
  Config c;
  c.target = t;
  c.length = 60;
  c.weights = std::move(w);
  return c;
}

// Random program `seed` of the config `dir`/c.json runs in lockstep and matches.
void expect_lockstep_match(const std::string& dir, int seed) {
  std::string out;
  const int rc = run_command(fmt::format("'{}' random --seed {} --config '{}/c.json' --out '{}/s{}' --engine lockstep "
                                         "--no-shrink 2>&1",
                                         GCN_COSIM, seed, dir, dir, seed),
                             &out);
  INFO(out);
  CHECK(rc == 0);
  CHECK(out.find(", match") != std::string::npos);
}

}  // namespace

TEST_CASE("golden-target f32 programs with special values run on golden and use every f32 entry", "[random]") {
  const std::string dir = tmpdir("f32");
  std::string text;
  const auto bad = run_golden(3000, 40, weighted(Target::Golden, {{"f32", 12}, {"valu", 2}, {"exec", 4}, {"branch", 3}}),
                              dir, text);
  for (const auto& b : bad) UNSCOPED_INFO(b);
  CHECK(bad.empty());
  const std::set<std::string> used = mnemonics(text);
  for (const Entry& e : catalog(Target::Golden)) {
    if (std::string(e.cls) != "f32") continue;
    INFO(e.text);
    CHECK(used.count(base_mnemonic(e.text)));
  }
  for (const char* special : {"0x80000000", "0x7f800000", "0xff800000", "0x7fc00000", "0x7fa00000", "0x807fffff"}) {
    INFO(special);
    CHECK(text.find(std::string(special) + "\n") != std::string::npos);
  }
  CHECK(used.count("v_cmpx_class_f32"));
}

TEST_CASE("RTL-target f32 entries are exactly the golden target's f32 entries the RTL decodes", "[random]") {
  std::set<std::string> rtl, want;
  for (const Entry& e : catalog(Target::Rtl))
    if (std::string(e.cls) == "f32") rtl.insert(e.text);
  for (const Entry& e : catalog(Target::Golden))
    if (std::string(e.cls) == "f32" && rtl_executes(base_mnemonic(e.text))) want.insert(e.text);
  CHECK(rtl == want);
  // the f32 class exists on the golden target whatever the RTL implements
  CHECK(std::count_if(catalog(Target::Golden).begin(), catalog(Target::Golden).end(),
                      [](const Entry& e) { return std::string(e.cls) == "f32"; }) > 100);
}

TEST_CASE("RTL-target programs reach MUBUF, the DS st64 forms, calls and scalar writes to s4..s7", "[random]") {
  const std::string dir = tmpdir("mubuf");
  std::string text;
  const auto bad = run_golden(4000, 30,
                              weighted(Target::Rtl, {{"mubuf", 6}, {"ds", 4}, {"call", 3}, {"salu", 6}, {"valu", 3},
                                                     {"flat_store", 2}, {"loop", 1}, {"branch", 1}}),
                              dir, text);
  for (const auto& b : bad) UNSCOPED_INFO(b);
  CHECK(bad.empty());
  const std::set<std::string> used = mnemonics(text);
  for (const char* m : {"buffer_load_dword", "buffer_load_dwordx4", "buffer_load_sbyte", "buffer_store_short",
                        "buffer_store_dwordx3", "buffer_wbinvl1", "buffer_wbinvl1_vol", "ds_read2st64_b32",
                        "ds_write2st64_b32", "ds_read2st64_b64", "s_swappc_b64", "s_setpc_b64", "s_getpc_b64"}) {
    INFO(m);
    CHECK(used.count(m));
  }
  for (const char* form : {", off, s[60:63], 0 offset:", " offen offset:", " idxen offset:", " idxen offen offset:"}) {
    INFO(form);
    CHECK(text.find(form) != std::string::npos);
  }
  // a random SALU result lands in s5 (the sgpr_index mutant moves such writes to s4)
  CHECK(std::regex_search(text, std::regex(R"(\n  s_(?!load)[a-z0-9_]+ s(5|\[4:5\]), )")));
}

TEST_CASE("RTL-target MUBUF / st64 / call programs match in lockstep", "[random][regress]") {
  if (!GCN_TEST_HAVE_RTL) return;  // this build has no RTL model
  const std::string dir = tmpdir("mubuf-lockstep");
  std::ofstream(dir + "/c.json") << R"({"target": "rtl", "length": 80, "weights": {"mubuf": 6, "ds": 3, "call": 2,
    "flat_store": 3, "flat_load": 2, "salu": 4, "valu": 4, "branch": 2, "loop": 1, "burst": 2}})";
  for (int s : {1, 2, 3}) expect_lockstep_match(dir, s);
}

TEST_CASE("RTL-target float modifier entries follow the RTL's f32_mods() exactly", "[random]") {
  std::set<std::string> rtl, want;
  for (const Entry& e : catalog(Target::Rtl))
    if (e.implicit & (kModsSrc | kModsOut)) rtl.insert(e.text);
  for (const Entry& e : catalog(Target::Golden)) {
    if (!(e.implicit & (kModsSrc | kModsOut))) continue;
    const std::string m = base_mnemonic(e.text);
    const unsigned need = (e.implicit & kModsSrc ? 2u : 0u) | (e.implicit & kModsOut ? 1u : 0u);
    if (rtl_executes(m) && (rtl_f32_mods(m) & need) == need) want.insert(e.text);
  }
  CHECK(rtl == want);
  // v_mul_f32 and v_cvt_f32_i32 execute on the RTL; their modifier forms only with f32_mods()
  for (const char* m : {"v_mul_f32", "v_cvt_f32_i32"}) {
    INFO(m);
    CHECK(rtl_executes(m));
    const bool with_mods = std::any_of(rtl.begin(), rtl.end(), [&](const std::string& t) { return base_mnemonic(t) == m; });
    CHECK(with_mods == (rtl_f32_mods(m) != 0));
  }
}

// The RTL executes DPP's row-local controls and binary64 arithmetic, so random programs for it
// must reach them (the dpp_row_shr_reversed mutant is caught by random programs only so), and
// must never draw a wave-wide control the RTL refuses.
TEST_CASE("RTL-target programs reach DPP row controls and binary64 but no wave-wide DPP control", "[random]") {
  const std::string dir = tmpdir("dpp");
  std::string text;
  const auto bad = run_golden(5000, 20, weighted(Target::Rtl, {{"dpp", 8}, {"valu64", 4}, {"vopc", 2}, {"valu", 2}}),
                              dir, text);
  for (const auto& b : bad) UNSCOPED_INFO(b);
  CHECK(bad.empty());
  for (const char* form : {"_dpp ", " row_shr:", " row_shl:", " row_ror:", " quad_perm:[", " row_mirror",
                           " row_half_mirror", "v_add_f64 ", "v_mul_f64 "}) {
    INFO(form);
    CHECK(text.find(form) != std::string::npos);
  }
  for (const char* wide : {"wave_shl", "wave_shr", "wave_rol", "wave_ror", "row_bcast"}) {
    INFO(wide);
    CHECK(text.find(wide) == std::string::npos);
  }
  if (!GCN_TEST_HAVE_RTL) return;  // this build has no RTL model
  std::ofstream(dir + "/c.json") << R"({"target": "rtl", "length": 80, "weights": {"dpp": 6, "valu64": 3,
    "vopc": 2, "valu": 4, "exec": 2, "branch": 1}})";
  for (int s : {1, 2}) expect_lockstep_match(dir, s);
}
