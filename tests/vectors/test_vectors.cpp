// Conformance vectors end to end, through the real gcn-cosim binary: export is deterministic,
// golden runs its own export clean, an edited expected value fails exactly that vector, a
// corrupt file or a wrong version is one clear error, the RTL passes what it implements. And the
// export itself is checked against host arithmetic (not golden) for a few instructions.
#include <sys/wait.h>

#include <catch2/catch.hpp>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include <fmt/format.h>
#include <unistd.h>

#include "vectors/include/gcn_vectors.h"

namespace fs = std::filesystem;
namespace gv = gcn_vectors;

namespace {

struct Cli {
  int exit_code = -1;
  std::string out, err;
};

std::string slurp(const fs::path& p) {
  std::ifstream f(p, std::ios::binary);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

fs::path scratch() {
  const fs::path d = fs::temp_directory_path() / fmt::format("gcn-vectors-test-{}", getpid());
  fs::create_directories(d);
  return d;
}

Cli cli(const std::string& args) {
  const fs::path o = scratch() / "stdout.txt", e = scratch() / "stderr.txt";
  const std::string cmd = fmt::format("{}/harness/gcn-cosim {} >{} 2>{}", GCN_BINARY_DIR, args, o.string(), e.string());
  const int status = std::system(cmd.c_str());
  Cli c;
  if (WIFEXITED(status)) c.exit_code = WEXITSTATUS(status);
  c.out = slurp(o);
  c.err = slurp(e);
  return c;
}

// An export of `encoding` ("" = everything) into a fresh directory of this test process.
fs::path exported(const std::string& encoding) {
  const fs::path d = scratch() / ("export_" + (encoding.empty() ? std::string("all") : encoding));
  fs::remove_all(d);
  const Cli c = cli("vectors export " + d.string() + (encoding.empty() ? "" : " --encoding " + encoding));
  INFO(c.err);
  REQUIRE(c.exit_code == 0);
  return d;
}

std::string last_line(const std::string& s) {
  std::string t = s;
  while (!t.empty() && t.back() == '\n') t.pop_back();
  return t.substr(t.rfind('\n') == std::string::npos ? 0 : t.rfind('\n') + 1);
}

int count(const std::string& s, const std::string& what) {
  int n = 0;
  for (size_t at = s.find(what); at != std::string::npos; at = s.find(what, at + 1)) ++n;
  return n;
}

// Rewrites the manifest's hash of `file` to match its current bytes.
void rehash(const fs::path& dir, const std::string& file) {
  nlohmann::json m = nlohmann::json::parse(slurp(dir / "manifest.json"));
  for (auto& f : m["files"])
    if (f["name"] == file) f["fnv1a64"] = fmt::format("0x{:016x}", gv::fnv1a64(slurp(dir / file)));
  std::ofstream(dir / "manifest.json") << m.dump(1) << "\n";
}

fs::path copy_of(const fs::path& src, const std::string& name) {
  const fs::path d = scratch() / name;
  fs::remove_all(d);
  fs::copy(src, d);
  return d;
}

std::vector<gv::Vector> read_all(const fs::path& file) {
  std::vector<gv::Vector> vs;
  gv::for_each_vector(file.string(), [&](const gv::Vector& v) { vs.push_back(v); });
  return vs;
}

float f32(uint32_t b) {
  float f;
  std::memcpy(&f, &b, 4);
  return f;
}
uint32_t bits(float f) {
  uint32_t b;
  std::memcpy(&b, &f, 4);
  return b;
}

}  // namespace

TEST_CASE("vectors export twice writes byte-identical files", "[vectors]") {
  const fs::path a = scratch() / "det_a", b = scratch() / "det_b";
  fs::remove_all(a), fs::remove_all(b);
  REQUIRE(cli(fmt::format("vectors export {} --encoding vop2", a.string())).exit_code == 0);
  REQUIRE(cli(fmt::format("vectors export {} --encoding vop2", b.string())).exit_code == 0);
  int files = 0;
  for (const auto& e : fs::directory_iterator(a)) {
    INFO(e.path().filename());
    CHECK(slurp(e.path()) == slurp(b / e.path().filename()));
    ++files;
  }
  CHECK(files == 2);  // vop2.jsonl + manifest.json
}

TEST_CASE("vectors run --engine golden passes a full export", "[vectors]") {
  const fs::path dir = exported("");
  const Cli c = cli(fmt::format("vectors run {} --engine golden", dir.string()));
  INFO(c.out.substr(0, 4000) << c.err);
  CHECK(c.exit_code == 0);
  CHECK(last_line(c.out).rfind("vectors: ", 0) == 0);
  CHECK(c.out.find(" 0 failed") != std::string::npos);
  const gv::Manifest m = gv::read_manifest((dir / "manifest.json").string());
  // Every instruction golden implements has vectors, except these (manifest says why): the
  // clock reads, and three that cannot end a one-wave program (trap, halt, join without fork).
  std::vector<std::string> uncovered;
  for (auto& [op, why] : m.extra["uncovered"].items()) uncovered.push_back(op);
  CHECK(uncovered == std::vector<std::string>{"s_cbranch_join", "s_memrealtime", "s_memtime", "s_sendmsghalt", "s_trap"});
  CHECK(m.extra["instructions_covered"] == m.extra["instructions_implemented"].get<int>() - 5);
  CHECK(m.extra["vectors_per_instruction_min"].get<int>() >= 1);
}

TEST_CASE("an edited expected value makes vectors run fail on exactly that vector", "[vectors]") {
  const fs::path d = copy_of(exported("vop2"), "edited");
  std::vector<std::string> lines;
  {
    std::istringstream in(slurp(d / "vop2.jsonl"));
    for (std::string l; std::getline(in, l);) lines.push_back(l);
  }
  REQUIRE(lines.size() > 10);
  nlohmann::json j = nlohmann::json::parse(lines[7]);
  auto& vg = j["expect"]["waves"][0]["vgpr"];
  REQUIRE(!vg.empty());
  std::string value = vg.begin().value()["value"];
  value[8 * 5 + 7] = value[8 * 5 + 7] == '0' ? '1' : '0';  // lane 5, lowest hex digit
  vg.begin().value()["value"] = value;
  const std::string id = j["id"];
  lines[7] = j.dump();
  {
    std::ofstream out(d / "vop2.jsonl", std::ios::binary);
    for (const std::string& l : lines) out << l << "\n";
  }
  rehash(d, "vop2.jsonl");
  const Cli c = cli(fmt::format("vectors run {} --engine golden --encoding vop2", d.string()));
  INFO(c.out.substr(0, 3000));
  CHECK(c.exit_code == 1);
  CHECK(count(c.out, "FAIL ") == 1);
  CHECK(c.out.find("FAIL " + id + ":") != std::string::npos);
  CHECK(c.out.find("lane  5: expected") != std::string::npos);
  CHECK(last_line(c.out).find(", 1 failed,") != std::string::npos);
}

TEST_CASE("a corrupt, truncated or wrong-version vector file is one clear error", "[vectors]") {
  auto one_error = [](const Cli& c) {
    INFO(c.err);
    CHECK(c.exit_code == 1);
    CHECK(count(c.err, "\n") == 1);
    CHECK(c.err.rfind("gcn-cosim: error: ", 0) == 0);
  };
  const fs::path src = exported("sop1");
  SECTION("hash mismatch") {
    const fs::path d = copy_of(src, "corrupt_hash");
    std::string s = slurp(d / "sop1.jsonl");
    s[s.size() / 2] = s[s.size() / 2] == 'a' ? 'b' : 'a';
    std::ofstream(d / "sop1.jsonl", std::ios::binary) << s;
    const Cli c = cli(fmt::format("vectors run {} --encoding sop1", d.string()));
    one_error(c);
    CHECK(c.err.find("differs from the manifest") != std::string::npos);
  }
  SECTION("truncated last line") {
    const fs::path d = copy_of(src, "truncated");
    std::string s = slurp(d / "sop1.jsonl");
    s.resize(s.size() - 100);
    std::ofstream(d / "sop1.jsonl", std::ios::binary) << s;
    rehash(d, "sop1.jsonl");
    const Cli c = cli(fmt::format("vectors run {} --encoding sop1", d.string()));
    one_error(c);
    CHECK(c.err.find("sop1.jsonl:") != std::string::npos);
  }
  SECTION("wrong format version") {
    const fs::path d = copy_of(src, "version");
    nlohmann::json m = nlohmann::json::parse(slurp(d / "manifest.json"));
    m["version"] = 2;
    std::ofstream(d / "manifest.json") << m.dump(1);
    const Cli c = cli(fmt::format("vectors run {}", d.string()));
    one_error(c);
    CHECK(c.err.find("version 2") != std::string::npos);
  }
  SECTION("not JSON") {
    const fs::path d = copy_of(src, "garbage");
    std::ofstream(d / "sop1.jsonl", std::ios::binary) << "{\"format\": 1, \"id\": \n";
    rehash(d, "sop1.jsonl");
    const nlohmann::json m = nlohmann::json::parse(slurp(d / "manifest.json"));
    const Cli c = cli(fmt::format("vectors run {} --encoding sop1", d.string()));
    one_error(c);
    CHECK(c.err.find("sop1.jsonl:1") != std::string::npos);
  }
}

// Independent check of the export: expected values recomputed with host arithmetic.
TEST_CASE("exported expected values agree with host arithmetic", "[vectors]") {
  const fs::path dir = exported("vop2");
  const fs::path sop2 = exported("sop2");
  int checked = 0;
  auto lanes_of = [](const gv::Vector& v, uint32_t reg) { return v.waves[0].vgpr.at(reg); };
  for (const gv::Vector& v : read_all(dir / "vop2.jsonl")) {
    const gv::WaveInit& w = v.waves[0];
    const bool plain = v.form == "e32" && w.mode == 0x3F0 && w.vgpr.count(0) && w.vgpr.count(4);
    if (!plain) continue;
    using Fn = uint32_t (*)(uint32_t, uint32_t);
    Fn fn = nullptr;
    bool is_float = false;
    if (v.op == "v_add_u32") fn = [](uint32_t a, uint32_t b) { return a + b; };
    if (v.op == "v_xor_b32") fn = [](uint32_t a, uint32_t b) { return a ^ b; };
    if (v.op == "v_lshlrev_b32") fn = [](uint32_t a, uint32_t b) { return b << (a & 31); };
    if (v.op == "v_max_i32") fn = [](uint32_t a, uint32_t b) { return uint32_t(std::max(int32_t(a), int32_t(b))); };
    if (v.op == "v_add_f32") fn = [](uint32_t a, uint32_t b) { return bits(f32(a) + f32(b)); }, is_float = true;
    if (v.op == "v_mul_f32") fn = [](uint32_t a, uint32_t b) { return bits(f32(a) * f32(b)); }, is_float = true;
    if (!fn) continue;
    const gv::Lanes a = lanes_of(v, 0), b = lanes_of(v, 4);
    if (w.exec == 0) {  // no lane active: nothing written
      CHECK(v.expect[0].vgpr.empty());
      continue;
    }
    const gv::VgprExpect& d = v.expect[0].vgpr.at(12);
    for (int l = 0; l < 64; ++l) {
      const bool active = w.exec >> l & 1;
      INFO(v.id << " lane " << l);
      REQUIRE(bool(d.mask >> l & 1) == active);
      if (!active) continue;
      const uint32_t want = fn(a[size_t(l)], b[size_t(l)]), got = d.value[size_t(l)];
      if (is_float && std::isnan(f32(want))) CHECK(std::isnan(f32(got)));
      else CHECK(got == want);
    }
    ++checked;
  }
  CHECK(checked >= 30);
  // s_add_u32: sum and carry-out in SCC.
  int scalar = 0;
  for (const gv::Vector& v : read_all(sop2 / "sop2.jsonl")) {
    if (v.op != "s_add_u32" || !v.waves[0].sgpr.count(8) || !v.waves[0].sgpr.count(12)) continue;
    const uint64_t sum = uint64_t(v.waves[0].sgpr.at(8)) + v.waves[0].sgpr.at(12);
    INFO(v.id);
    CHECK(v.expect[0].sgpr.at(16) == uint32_t(sum));
    CHECK(v.expect[0].scc == std::optional<bool>(sum >> 32));
    ++scalar;
  }
  CHECK(scalar >= 20);
}

TEST_CASE("vectors run --engine rtl passes the RTL's scalar, VOP2, SMEM, DS and multi-instruction vectors",
          "[vectors][rtl]") {
  for (const char* enc : {"sop2", "sopc", "vop2", "smem", "ds", "multi"}) {
    const Cli c = cli(fmt::format("vectors run {} --engine rtl", exported(enc).string()));
    INFO(enc << "\n" << c.out.substr(0, 4000) << c.err);
    CHECK(c.exit_code == 0);
    CHECK(last_line(c.out).find(" 0 failed,") != std::string::npos);
    CHECK(last_line(c.out).find("vectors: 0 run") == std::string::npos);
    // VOP2 holds float instructions the RTL lacks: they are counted, not dropped.
    if (std::string(enc) == "vop2") CHECK(c.out.find("skipped (not in RTL): ") != std::string::npos);
  }
}

TEST_CASE("vectors run --engine rtl passes every vector of every instruction the RTL implements",
          "[.long][vectors][rtl]") {
  const Cli c = cli(fmt::format("vectors run {} --engine rtl", exported("").string()));
  INFO(c.out.substr(0, 8000) << c.err);
  CHECK(c.exit_code == 0);
  CHECK(last_line(c.out).find(" 0 failed,") != std::string::npos);
}

TEST_CASE("an approximate opcode's vector passes within its ULP tolerance and fails beyond it", "[vectors]") {
  // v_exp_f32: 1 ULP (golden/exec/approx_ulp.h), as lockstep compares it. One lane's expected
  // result moved 1 ULP still passes; moved 2 ULP it fails, and the report states the tolerance.
  const fs::path src = exported("vop1");
  std::vector<std::string> lines;
  {
    std::istringstream in(slurp(src / "vop1.jsonl"));
    for (std::string l; std::getline(in, l);) lines.push_back(l);
  }
  size_t at = lines.size();
  int lane = -1;
  for (size_t i = 0; i < lines.size() && lane < 0; ++i) {
    const nlohmann::json j = nlohmann::json::parse(lines[i]);
    if (j["op"] != "v_exp_f32" || j["id"].get<std::string>().find("/e32/") == std::string::npos) continue;
    const std::string value = j["expect"]["waves"][0]["vgpr"].begin().value()["value"];
    for (int l = 0; l < 64 && lane < 0; ++l) {
      const uint32_t b = uint32_t(std::stoul(value.substr(size_t(8 * l), 8), nullptr, 16));
      if (b >= 0x00800000u && b < 0x7f000000u) lane = l, at = i;  // positive, normal, finite
    }
  }
  REQUIRE(lane >= 0);
  for (uint32_t ulps : {1u, 2u}) {
    const fs::path d = copy_of(src, fmt::format("approx{}", ulps));
    std::vector<std::string> edited = lines;
    nlohmann::json j = nlohmann::json::parse(lines[at]);
    auto& vg = j["expect"]["waves"][0]["vgpr"].begin().value();
    std::string value = vg["value"];
    const uint32_t b = uint32_t(std::stoul(value.substr(size_t(8 * lane), 8), nullptr, 16)) + ulps;
    value.replace(size_t(8 * lane), 8, fmt::format("{:08x}", b));
    vg["value"] = value;
    edited[at] = j.dump();
    {
      std::ofstream out(d / "vop1.jsonl", std::ios::binary);
      for (const std::string& l : edited) out << l << "\n";
    }
    rehash(d, "vop1.jsonl");
    const Cli c = cli(fmt::format("vectors run {} --engine golden --only v_exp_f32", d.string()));
    INFO(ulps << " ulp: " << c.out.substr(0, 3000));
    if (ulps == 1) {
      CHECK(c.exit_code == 0);
    } else {
      CHECK(c.exit_code == 1);
      CHECK(count(c.out, "FAIL ") == 1);
      CHECK(c.out.find("tolerance: 1 ulp") != std::string::npos);
    }
  }
}
