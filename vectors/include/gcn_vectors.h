// gcn_vectors.h -- reader (and writer) for gcn-cosim conformance vectors, format version 1.
//
// Header-only, C++17, depends only on nlohmann-json (Debian: nlohmann-json3-dev). No part of
// the gcn-cosim golden model is needed: a third-party testbench includes this file, reads a
// vector directory and drives its own design. docs/vectors.md describes the format in full;
// in short:
//
//   DIR/manifest.json     format name + version, golden version, per-file vector counts and
//                         FNV-1a-64 hashes of the files
//   DIR/<encoding>.jsonl  one vector per line (JSON Lines), e.g. vop2.jsonl, flat.jsonl,
//                         multi.jsonl (multi-instruction programs)
//
// Each vector is a complete program (instruction words placed at `program_base`, ending in
// s_endpgm), the initial state of each wave (registers not listed are zero), memory regions
// and LDS, and the expected result: every register a wave writes (with its final value), SCC,
// VCC, EXEC, M0, MODE when written, memory regions that changed, the PC of the s_endpgm that
// ended each wave and how many instructions it retired. Everything not listed as written must
// be unchanged.
//
// Use:
//   gcn_vectors::Manifest m = gcn_vectors::read_manifest("vec/manifest.json");
//   for (const auto& f : m.files)
//     gcn_vectors::for_each_vector("vec/" + f.name, [&](const gcn_vectors::Vector& v) {
//       run_on_my_design(v);          // load v.waves[i], v.memory, v.program; compare v.expect
//     });
// Every error (unreadable file, bad JSON, truncated line, missing field, wrong version) is a
// gcn_vectors::FormatError whose what() is one line naming file and line.
#pragma once

#include <array>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <functional>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace gcn_vectors {

inline constexpr int kFormatVersion = 1;
inline constexpr const char* kFormatName = "gcn-vectors";
inline constexpr int kLanes = 64;

// Unified scalar register numbers (AMD GCN3 SSRC numbering) with fields of their own.
inline constexpr uint32_t kVccLo = 106, kM0 = 124, kExecLo = 126;

struct FormatError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

using Lanes = std::array<uint32_t, kLanes>;

struct Region {            // a range of GPU virtual memory
  std::string name;
  uint64_t base = 0;
  std::vector<uint8_t> bytes;
};

struct WaveInit {
  uint64_t pc = 0;
  std::map<uint32_t, uint32_t> sgpr;  // unified index 0..127 except VCC, M0, EXEC
  std::map<uint32_t, Lanes> vgpr;     // v<n> -> 64 lanes
  uint64_t exec = 0, vcc = 0;
  uint32_t m0 = 0, mode = 0;
  bool scc = false;
  uint32_t num_vgprs = 0, num_sgprs = 102;
};

struct VgprExpect {
  uint64_t mask = 0;  // lanes the program writes
  Lanes value{};      // final value of all 64 lanes (unwritten lanes keep their initial value)
};

struct Counters {
  uint32_t vmcnt = 0, lgkmcnt = 0, expcnt = 0;
};

struct WaveExpect {
  std::map<uint32_t, uint32_t> sgpr;      // written SGPRs (same numbering as WaveInit::sgpr)
  std::map<uint32_t, VgprExpect> vgpr;    // written VGPRs
  std::optional<uint64_t> exec, vcc;      // present when written
  std::optional<uint32_t> m0, mode;       // mode: present when it changed
  std::optional<bool> scc;                // present when written
  uint64_t end_pc = 0;                    // PC of the s_endpgm that ended the wave
  uint64_t retired = 0;                   // instructions retired, s_endpgm included
  std::optional<Counters> counters;       // after issue of the first instruction
};

struct Vector {
  std::string id, op, encoding, form, disasm, golden;
  std::vector<std::string> labels;
  uint64_t program_base = 0;
  std::vector<uint32_t> program;
  std::vector<Region> memory;             // initial memory (every region the program may touch)
  uint32_t lds_bytes = 0;                 // LDS of the work-group (0: none)
  std::vector<uint8_t> lds;               // initial LDS (lds_bytes long)
  std::vector<WaveInit> waves;            // one work-group, wave 0 first
  // Expected result.
  std::vector<WaveExpect> expect;         // per wave
  std::vector<Region> memory_after;       // regions whose contents changed (final contents)
  std::optional<std::vector<uint8_t>> lds_after;  // final LDS when it changed
};

// ---- hex helpers ------------------------------------------------------------------------
namespace detail {
inline uint64_t parse_hex(const nlohmann::json& j, const char* what) {
  if (!j.is_string()) throw FormatError(std::string(what) + ": expected a hex string");
  const std::string& s = j.get_ref<const std::string&>();
  if (s.size() < 3 || s[0] != '0' || s[1] != 'x' || s.size() > 18)
    throw FormatError(std::string(what) + ": bad hex value '" + s + "'");
  uint64_t v = 0;
  for (size_t i = 2; i < s.size(); ++i) {
    const char c = s[i];
    const int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
    if (d < 0) throw FormatError(std::string(what) + ": bad hex value '" + s + "'");
    v = v << 4 | uint64_t(d);
  }
  return v;
}
inline std::string hex32(uint32_t v) {
  char b[16];
  std::snprintf(b, sizeof b, "0x%08x", v);
  return b;
}
inline std::string hex64(uint64_t v) {
  char b[24];
  std::snprintf(b, sizeof b, "0x%016llx", static_cast<unsigned long long>(v));
  return b;
}
inline int nibble(char c) {
  return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}
// Bytes: a string of 2 hex digits per byte, lowest address first.
inline std::string bytes_hex(const std::vector<uint8_t>& b) {
  static const char* d = "0123456789abcdef";
  std::string s(b.size() * 2, '0');
  for (size_t i = 0; i < b.size(); ++i) {
    s[2 * i] = d[b[i] >> 4];
    s[2 * i + 1] = d[b[i] & 15];
  }
  return s;
}
inline std::vector<uint8_t> parse_bytes(const nlohmann::json& j, const char* what) {
  if (!j.is_string()) throw FormatError(std::string(what) + ": expected a hex byte string");
  const std::string& s = j.get_ref<const std::string&>();
  if (s.size() % 2) throw FormatError(std::string(what) + ": odd number of hex digits");
  std::vector<uint8_t> b(s.size() / 2);
  for (size_t i = 0; i < b.size(); ++i) {
    const int hi = nibble(s[2 * i]), lo = nibble(s[2 * i + 1]);
    if (hi < 0 || lo < 0) throw FormatError(std::string(what) + ": bad hex digit");
    b[i] = uint8_t(hi << 4 | lo);
  }
  return b;
}
// Lanes: 64 x 8 hex digits, lane 0 first, each lane's value most significant digit first.
inline std::string lanes_hex(const Lanes& l) {
  std::string s;
  s.reserve(kLanes * 8);
  char b[12];
  for (uint32_t v : l) {
    std::snprintf(b, sizeof b, "%08x", v);
    s += b;
  }
  return s;
}
inline Lanes parse_lanes(const nlohmann::json& j, const char* what) {
  if (!j.is_string() || j.get_ref<const std::string&>().size() != kLanes * 8)
    throw FormatError(std::string(what) + ": expected 512 hex digits (64 lanes)");
  const std::string& s = j.get_ref<const std::string&>();
  Lanes l{};
  for (int i = 0; i < kLanes; ++i) {
    uint32_t v = 0;
    for (int k = 0; k < 8; ++k) {
      const int d = nibble(s[size_t(i * 8 + k)]);
      if (d < 0) throw FormatError(std::string(what) + ": bad hex digit");
      v = v << 4 | uint32_t(d);
    }
    l[size_t(i)] = v;
  }
  return l;
}
inline const nlohmann::json& field(const nlohmann::json& j, const char* name) {
  auto it = j.find(name);
  if (it == j.end()) throw FormatError(std::string("missing field '") + name + "'");
  return *it;
}
inline uint32_t reg_index(const std::string& key, uint32_t limit, const char* what) {
  char* end = nullptr;
  const unsigned long v = std::strtoul(key.c_str(), &end, 10);
  if (key.empty() || *end || v >= limit) throw FormatError(std::string(what) + ": bad register '" + key + "'");
  return uint32_t(v);
}
inline std::vector<Region> parse_regions(const nlohmann::json& j) {
  std::vector<Region> r;
  for (const auto& e : j)
    r.push_back({field(e, "name").get<std::string>(), parse_hex(field(e, "base"), "region base"),
                 parse_bytes(field(e, "bytes"), "region bytes")});
  return r;
}
inline nlohmann::json regions_json(const std::vector<Region>& rs) {
  nlohmann::json a = nlohmann::json::array();
  for (const Region& r : rs) a.push_back({{"name", r.name}, {"base", hex64(r.base)}, {"bytes", bytes_hex(r.bytes)}});
  return a;
}
}  // namespace detail

// ---- JSON <-> Vector ----------------------------------------------------------------------
inline nlohmann::json to_json(const Vector& v) {
  using namespace detail;
  nlohmann::json j;
  j["format"] = kFormatVersion;
  j["id"] = v.id;
  j["op"] = v.op;
  j["encoding"] = v.encoding;
  j["form"] = v.form;
  j["disasm"] = v.disasm;
  j["golden"] = v.golden;
  j["labels"] = v.labels;
  j["program_base"] = hex64(v.program_base);
  nlohmann::json words = nlohmann::json::array();
  for (uint32_t w : v.program) words.push_back(hex32(w));
  j["program"] = words;
  j["memory"] = regions_json(v.memory);
  j["lds_bytes"] = v.lds_bytes;
  if (v.lds_bytes) j["lds"] = bytes_hex(v.lds);
  nlohmann::json waves = nlohmann::json::array();
  for (const WaveInit& w : v.waves) {
    nlohmann::json s = nlohmann::json::object(), vg = nlohmann::json::object();
    for (auto& [i, x] : w.sgpr) s[std::to_string(i)] = hex32(x);
    for (auto& [i, x] : w.vgpr) vg[std::to_string(i)] = lanes_hex(x);
    waves.push_back({{"pc", hex64(w.pc)}, {"sgpr", s}, {"vgpr", vg}, {"exec", hex64(w.exec)}, {"vcc", hex64(w.vcc)},
                     {"m0", hex32(w.m0)}, {"mode", hex32(w.mode)}, {"scc", w.scc ? 1 : 0},
                     {"num_vgprs", w.num_vgprs}, {"num_sgprs", w.num_sgprs}});
  }
  j["waves"] = waves;
  nlohmann::json ex = nlohmann::json::array();
  for (const WaveExpect& e : v.expect) {
    nlohmann::json s = nlohmann::json::object(), vg = nlohmann::json::object();
    for (auto& [i, x] : e.sgpr) s[std::to_string(i)] = hex32(x);
    for (auto& [i, x] : e.vgpr) vg[std::to_string(i)] = {{"mask", hex64(x.mask)}, {"value", lanes_hex(x.value)}};
    nlohmann::json o = {{"sgpr", s}, {"vgpr", vg}, {"end_pc", hex64(e.end_pc)}, {"retired", e.retired}};
    if (e.exec) o["exec"] = hex64(*e.exec);
    if (e.vcc) o["vcc"] = hex64(*e.vcc);
    if (e.m0) o["m0"] = hex32(*e.m0);
    if (e.mode) o["mode"] = hex32(*e.mode);
    if (e.scc) o["scc"] = *e.scc ? 1 : 0;
    if (e.counters)
      o["counters"] = {{"vmcnt", e.counters->vmcnt}, {"lgkmcnt", e.counters->lgkmcnt}, {"expcnt", e.counters->expcnt}};
    ex.push_back(o);
  }
  j["expect"] = {{"waves", ex}, {"memory", regions_json(v.memory_after)}};
  if (v.lds_after) j["expect"]["lds"] = bytes_hex(*v.lds_after);
  return j;
}

inline Vector from_json(const nlohmann::json& j) {
  using namespace detail;
  if (!j.is_object()) throw FormatError("a vector must be a JSON object");
  const int fmt = field(j, "format").get<int>();
  if (fmt != kFormatVersion)
    throw FormatError("vector format version " + std::to_string(fmt) + ", this reader reads version " +
                      std::to_string(kFormatVersion));
  Vector v;
  v.id = field(j, "id").get<std::string>();
  v.op = field(j, "op").get<std::string>();
  v.encoding = field(j, "encoding").get<std::string>();
  v.form = field(j, "form").get<std::string>();
  v.disasm = field(j, "disasm").get<std::string>();
  v.golden = field(j, "golden").get<std::string>();
  v.labels = field(j, "labels").get<std::vector<std::string>>();
  v.program_base = parse_hex(field(j, "program_base"), "program_base");
  for (const auto& w : field(j, "program")) v.program.push_back(uint32_t(parse_hex(w, "program word")));
  v.memory = parse_regions(field(j, "memory"));
  v.lds_bytes = field(j, "lds_bytes").get<uint32_t>();
  if (v.lds_bytes) {
    v.lds = parse_bytes(field(j, "lds"), "lds");
    if (v.lds.size() != v.lds_bytes) throw FormatError("lds: size differs from lds_bytes");
  }
  for (const auto& w : field(j, "waves")) {
    WaveInit s;
    s.pc = parse_hex(field(w, "pc"), "pc");
    for (auto& [k, x] : field(w, "sgpr").items()) s.sgpr[reg_index(k, 128, "sgpr")] = uint32_t(parse_hex(x, "sgpr"));
    for (auto& [k, x] : field(w, "vgpr").items()) s.vgpr[reg_index(k, 256, "vgpr")] = parse_lanes(x, "vgpr");
    s.exec = parse_hex(field(w, "exec"), "exec");
    s.vcc = parse_hex(field(w, "vcc"), "vcc");
    s.m0 = uint32_t(parse_hex(field(w, "m0"), "m0"));
    s.mode = uint32_t(parse_hex(field(w, "mode"), "mode"));
    s.scc = field(w, "scc").get<int>() != 0;
    s.num_vgprs = field(w, "num_vgprs").get<uint32_t>();
    s.num_sgprs = field(w, "num_sgprs").get<uint32_t>();
    v.waves.push_back(std::move(s));
  }
  const nlohmann::json& ex = field(j, "expect");
  for (const auto& w : field(ex, "waves")) {
    WaveExpect e;
    for (auto& [k, x] : field(w, "sgpr").items()) e.sgpr[reg_index(k, 128, "sgpr")] = uint32_t(parse_hex(x, "sgpr"));
    for (auto& [k, x] : field(w, "vgpr").items())
      e.vgpr[reg_index(k, 256, "vgpr")] = {parse_hex(field(x, "mask"), "mask"), parse_lanes(field(x, "value"), "vgpr")};
    if (w.contains("exec")) e.exec = parse_hex(w["exec"], "exec");
    if (w.contains("vcc")) e.vcc = parse_hex(w["vcc"], "vcc");
    if (w.contains("m0")) e.m0 = uint32_t(parse_hex(w["m0"], "m0"));
    if (w.contains("mode")) e.mode = uint32_t(parse_hex(w["mode"], "mode"));
    if (w.contains("scc")) e.scc = w["scc"].get<int>() != 0;
    e.end_pc = parse_hex(field(w, "end_pc"), "end_pc");
    e.retired = field(w, "retired").get<uint64_t>();
    if (w.contains("counters")) {
      const auto& c = w["counters"];
      e.counters = Counters{field(c, "vmcnt").get<uint32_t>(), field(c, "lgkmcnt").get<uint32_t>(),
                            field(c, "expcnt").get<uint32_t>()};
    }
    v.expect.push_back(std::move(e));
  }
  if (v.expect.size() != v.waves.size()) throw FormatError("expect.waves and waves differ in length");
  v.memory_after = parse_regions(field(ex, "memory"));
  if (ex.contains("lds")) v.lds_after = parse_bytes(ex["lds"], "expect.lds");
  return v;
}

// One line of a .jsonl file.
inline std::string to_line(const Vector& v) { return to_json(v).dump(); }

// Calls fn for every vector of a .jsonl file, in file order. Throws FormatError naming file
// and line for anything malformed (including a last line without its newline: truncation).
inline void for_each_vector(const std::string& path, const std::function<void(const Vector&)>& fn) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw FormatError("cannot read vector file " + path);
  std::string line;
  size_t n = 0;
  while (std::getline(in, line)) {
    ++n;
    const std::string where = path + ":" + std::to_string(n);
    if (in.eof()) throw FormatError(where + ": truncated (last line has no newline)");
    Vector v;
    try {
      v = from_json(nlohmann::json::parse(line));
    } catch (const nlohmann::json::exception& e) {
      throw FormatError(where + ": " + e.what());
    } catch (const FormatError& e) {
      throw FormatError(where + ": " + e.what());
    }
    fn(v);
  }
  if (in.bad()) throw FormatError("cannot read vector file " + path);
}

// ---- manifest -----------------------------------------------------------------------------
struct FileEntry {
  std::string name, encoding;
  uint64_t vectors = 0;
  std::string fnv1a64;  // hash of the file's bytes, "0x%016x"
};
struct Manifest {
  int version = kFormatVersion;
  std::string golden;
  std::vector<FileEntry> files;
  nlohmann::json extra;  // summary numbers written by the exporter (informational)
};

// FNV-1a 64-bit over a byte string (offset basis 0xcbf29ce484222325, prime 0x100000001b3).
inline uint64_t fnv1a64(const std::string& bytes) {
  uint64_t h = 0xcbf29ce484222325ull;
  for (unsigned char c : bytes) {
    h ^= c;
    h *= 0x100000001b3ull;
  }
  return h;
}

inline nlohmann::json to_json(const Manifest& m) {
  nlohmann::json files = nlohmann::json::array();
  for (const FileEntry& f : m.files)
    files.push_back({{"name", f.name}, {"encoding", f.encoding}, {"vectors", f.vectors}, {"fnv1a64", f.fnv1a64}});
  nlohmann::json j = {{"format", kFormatName}, {"version", m.version}, {"golden", m.golden}, {"files", files}};
  if (!m.extra.is_null()) j["summary"] = m.extra;
  return j;
}

inline Manifest read_manifest(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw FormatError("cannot read manifest " + path);
  Manifest m;
  try {
    const nlohmann::json j = nlohmann::json::parse(in);
    if (detail::field(j, "format").get<std::string>() != kFormatName)
      throw FormatError("not a gcn-vectors manifest");
    m.version = detail::field(j, "version").get<int>();
    if (m.version != kFormatVersion)
      throw FormatError("format version " + std::to_string(m.version) + ", this reader reads version " +
                        std::to_string(kFormatVersion));
    m.golden = detail::field(j, "golden").get<std::string>();
    for (const auto& f : detail::field(j, "files"))
      m.files.push_back({detail::field(f, "name").get<std::string>(), detail::field(f, "encoding").get<std::string>(),
                         detail::field(f, "vectors").get<uint64_t>(), detail::field(f, "fnv1a64").get<std::string>()});
    if (j.contains("summary")) m.extra = j["summary"];
  } catch (const nlohmann::json::exception& e) {
    throw FormatError(path + ": " + e.what());
  } catch (const FormatError& e) {
    throw FormatError(path + ": " + e.what());
  }
  return m;
}

}  // namespace gcn_vectors
