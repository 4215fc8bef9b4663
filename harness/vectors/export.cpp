// `gcn-cosim vectors export DIR`: generates candidates for every instruction golden implements
// (harness/vectors/gen*.cpp), runs each on the golden model (machine.cpp) and writes the ones
// golden executes, with their expected results, one JSON line each, into DIR/<encoding>.jsonl,
// then DIR/manifest.json. Candidates golden rejects (an operand form it does not model) are
// counted per instruction in the manifest; instructions left without any vector are listed
// there with the reason. Deterministic: same build, same bytes.
#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>

#include <fmt/format.h>

#include "golden/common/error.h"
#include "golden/exec/registry.h"
#include "harness/vectors/gen.h"
#include "harness/vectors/machine.h"
#include "harness/vectors/vectors.h"

#ifndef GCN_GOLDEN_VERSION
#define GCN_GOLDEN_VERSION "unknown"
#endif

namespace gcn {

namespace gv = gcn_vectors;
using namespace vec;

namespace {

// Instructions whose result is not a function of the vector: it comes from the design's clock.
const std::map<Op, const char*> kExcluded = {
    {Op::S_MEMTIME, "result is the design's clock counter, not a function of the vector"},
    {Op::S_MEMREALTIME, "result is the design's real-time counter, not a function of the vector"},
};

std::string lower(std::string_view s) {
  std::string r(s);
  for (char& c : r) c = char(std::tolower(static_cast<unsigned char>(c)));
  return r;
}

std::vector<gv::Vector> candidates(Op op) {
  switch (info(op).enc) {
    case Enc::SOP1: case Enc::SOP2: case Enc::SOPK: case Enc::SOPC: case Enc::SOPP: return gen_scalar(op);
    case Enc::VOP1: case Enc::VOP2: case Enc::VOPC: case Enc::VOP3A: case Enc::VOP3B: return gen_valu(op);
    case Enc::SMEM: case Enc::DS: case Enc::FLAT: case Enc::MUBUF: case Enc::MTBUF: return gen_memory(op);
    default: return {};
  }
}

// Fills v.expect / memory_after / lds_after from a golden outcome.
void fill_expect(gv::Vector& v, const Outcome& o, bool single) {
  v.expect.clear();
  for (size_t i = 0; i < o.waves.size(); ++i) {
    const WaveOutcome& wo = o.waves[i];
    const WaveState& s = wo.state;
    gv::WaveExpect e;
    for (uint16_t r : wo.sgpr_written) {
      if (r == opnd::kVccLo || r == opnd::kVccHi) e.vcc = s.vcc();
      else if (r == opnd::kExecLo || r == opnd::kExecHi) e.exec = s.exec();
      else if (r == opnd::kM0) e.m0 = s.m0();
      else e.sgpr[r] = s.sreg[r];
    }
    for (auto& [reg, mask] : wo.vgpr_written) {
      gv::VgprExpect x;
      x.mask = mask;
      for (int l = 0; l < kWaveSize; ++l) x.value[size_t(l)] = s.v(reg, l);
      e.vgpr[reg] = x;
    }
    if (wo.scc_written) e.scc = s.scc;
    if (s.mode != v.waves[i].mode) e.mode = s.mode;
    e.end_pc = wo.end_pc;
    e.retired = wo.retired;
    if (single) e.counters = wo.first_counters;
    v.expect.push_back(e);
  }
  v.memory_after.clear();
  for (const gv::Region& r : v.memory) {
    const Allocation* a = o.mem.find(r.base, r.bytes.size());
    if (a && a->bytes != r.bytes) v.memory_after.push_back({r.name, r.base, a->bytes});
  }
  v.lds_after.reset();
  if (v.lds_bytes && o.lds != v.lds) v.lds_after = o.lds;
}

struct OpStats {
  int vectors = 0, rejected = 0;
  std::string first_reject;
};

}  // namespace

int cmd_vectors_export(const VectorsArgs& args) {
  const auto t0 = std::chrono::steady_clock::now();
  std::filesystem::create_directories(args.dir);
  const std::string want_enc = lower(args.encoding);
  std::map<std::string, std::vector<std::string>> files;  // file stem -> lines
  std::map<std::string, std::string> file_enc;
  std::map<std::string, OpStats> stats;                   // by mnemonic
  std::set<std::string> bins, labels_seen;
  int implemented = 0;
  std::map<Op, int> op_vectors;  // per table entry (buffer_wbinvl1 has two entries, one mnemonic)
  auto accept = [&](gv::Vector& v, const std::string& stem, bool single) {
    OpStats& st = stats[v.op];
    Outcome o;
    try {
      o = run_golden(v);
    } catch (const Error& e) {
      if (!st.rejected++) st.first_reject = e.what();
      return;
    }
    v.golden = GCN_GOLDEN_VERSION;
    v.id = fmt::format("{}/{}/{:04}", v.op, v.form, st.vectors);
    v.disasm = first_disasm(v);
    fill_expect(v, o, single);
    const std::vector<Mismatch> self = compare(v, o);
    if (!self.empty())
      throw Error(fmt::format("vectors export: vector {} does not match its own golden run: {}", v.id, self[0].field));
    ++st.vectors;
    for (const std::string& l : v.labels) bins.insert(v.op + " " + l), labels_seen.insert(l);
    files[stem].push_back(gv::to_line(v));
  };
  for (const OpInfo& oi : kOpTable) {
    if (!registry().implemented(oi.op)) continue;
    const std::string stem = lower(enc_name(oi.enc));
    if (!args.only.empty() && args.only != oi.name) continue;
    if (!want_enc.empty() && want_enc != stem) continue;
    ++implemented;
    OpStats& st = stats[std::string(oi.name)];
    if (auto ex = kExcluded.find(oi.op); ex != kExcluded.end()) {
      st.first_reject = ex->second;
      continue;
    }
    file_enc[stem] = std::string(enc_name(oi.enc));
    const int before = st.vectors;
    for (gv::Vector& v : candidates(oi.op)) accept(v, stem, true);
    op_vectors[oi.op] = stats[std::string(oi.name)].vectors - before;
  }
  if (args.only.empty() && (want_enc.empty() || want_enc == "multi")) {
    file_enc["multi"] = "multi";
    for (gv::Vector& v : gen_multi()) {
      v.op = v.op.empty() ? "multi" : v.op;
      const std::string op = v.op;
      v.op = "multi:" + op;
      accept(v, "multi", false);
    }
  }
  // Files and manifest.
  gv::Manifest m;
  m.golden = GCN_GOLDEN_VERSION;
  uint64_t total = 0;
  for (auto& [stem, lines] : files) {
    std::string body;
    for (const std::string& l : lines) body += l + "\n";
    const std::string name = stem + ".jsonl";
    std::ofstream out(args.dir + "/" + name, std::ios::binary);
    out << body;
    if (!out) throw Error(fmt::format("cannot write {}/{}", args.dir, name));
    m.files.push_back({name, file_enc[stem], lines.size(), fmt::format("0x{:016x}", gv::fnv1a64(body))});
    total += lines.size();
  }
  std::vector<int> per_op;
  nlohmann::json uncovered = nlohmann::json::object(), rejected = nlohmann::json::object();
  int covered = 0;
  for (auto& [op, n] : op_vectors)
    if (n) ++covered, per_op.push_back(n);
  for (auto& [op, st] : stats) {
    if (op.rfind("multi:", 0) == 0) continue;
    if (!st.vectors) uncovered[op] = st.first_reject.empty() ? "no candidate encodes" : st.first_reject;
    if (st.rejected) rejected[op] = {{"candidates", st.rejected}, {"first", st.first_reject}};
  }
  std::sort(per_op.begin(), per_op.end());
  const int median = per_op.empty() ? 0 : per_op[per_op.size() / 2];
  const int minimum = per_op.empty() ? 0 : per_op.front();
  m.extra = {{"vectors", total},
             {"instructions_implemented", implemented},
             {"instructions_covered", covered},
             {"vectors_per_instruction_median", median},
             {"vectors_per_instruction_min", minimum},
             {"coverage_bins", bins.size()},
             {"coverage_labels", labels_seen.size()},
             {"uncovered", uncovered},
             {"rejected_candidates", rejected}};
  std::ofstream mf(args.dir + "/manifest.json", std::ios::binary);
  mf << gv::to_json(m).dump(1) << "\n";
  if (!mf) throw Error(fmt::format("cannot write {}/manifest.json", args.dir));
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  fmt::print("vectors export: {} vectors in {} files, {} of {} implemented instructions covered, "
             "{} per instruction (median), {} (min), {} coverage bins, {:.1f} s\n",
             total, m.files.size(), covered, implemented, median, minimum, bins.size(), secs);
  for (auto& [op, why] : uncovered.items()) fmt::print("  uncovered: {} -- {}\n", op, why.get<std::string>());
  return 0;
}

}  // namespace gcn
