// `gcn-cosim vectors run DIR --engine golden|rtl`: reads the manifest (format version, file
// hashes), streams every vector of the selected files through the engine's vector machine and
// compares the outcome with the vector's expected result. Failures print like a divergence
// report (vector id, disassembly, field, expected/actual); instructions the RTL does not
// implement are counted as skipped, per encoding. The last line is always
//   vectors: N run, P passed, F failed, I instructions
#include <algorithm>
#include <chrono>
#include <fstream>
#include <map>
#include <memory>
#include <set>
#include <sstream>

#include <fmt/format.h>

#include "golden/common/error.h"
#include "golden/isa/decoder.h"
#include "harness/vectors/machine.h"
#include "harness/vectors/vectors.h"
#ifdef GCN_HAVE_RTL
#include "harness/vectors/rtl_machine.h"
#endif

namespace gcn {

namespace gv = gcn_vectors;
using namespace vec;

namespace {

struct Counts {
  uint64_t run = 0, passed = 0, failed = 0, skipped = 0;
};

std::string lower(std::string s) {
  for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

// The instruction at program word `i`.
Inst decode_at(const gv::Vector& v, size_t i) {
  uint32_t w[3] = {v.program[i], i + 1 < v.program.size() ? v.program[i + 1] : 0,
                   i + 2 < v.program.size() ? v.program[i + 2] : 0};
  return decode(w, std::min<size_t>(3, v.program.size() - i));
}

// Every instruction of the program the waves can reach, by decoding it front to back.
std::vector<Op> program_ops(const gv::Vector& v) {
  std::vector<Op> ops;
  for (size_t i = 0; i < v.program.size();) {
    const Inst in = decode_at(v, i);
    if (!in.info) break;
    ops.push_back(in.info->op);
    i += in.size / 4;
  }
  return ops;
}

// Vector features outside the RTL's documented scope (docs/rtl.md), by coverage label: counted
// as skipped (not in RTL) like unimplemented instructions, never run and never silent.
const std::pair<const char*, const char*> kRtlOutOfScope[] = {
    {"space:lds_aperture", "FLAT through the LDS aperture (docs/rtl.md: FLAT global aperture only)"},
};

void report(const gv::Vector& v, const std::vector<Mismatch>& ms) {
  fmt::print("FAIL {}: {}\n", v.id, first_disasm(v));
  size_t n = 0;
  for (const Mismatch& m : ms) {
    if (n++ == 12) {
      fmt::print("  ... {} more fields differ\n", ms.size() - 12);
      break;
    }
    fmt::print("  field: {}\n", m.field);
    for (const std::string& l : m.lines) fmt::print("    {}\n", l);
  }
}

}  // namespace

int cmd_vectors_run(const VectorsArgs& args) {
  const auto t0 = std::chrono::steady_clock::now();
  gv::Manifest m;
  try {
    m = gv::read_manifest(args.dir + "/manifest.json");
  } catch (const gv::FormatError& e) {
    throw Error(e.what());
  }
#ifdef GCN_HAVE_RTL
  std::unique_ptr<RtlMachine> rtl;
  if (args.engine == "rtl") rtl = std::make_unique<RtlMachine>(args.seed);
#else
  if (args.engine == "rtl") throw Error("engine 'rtl' is not available: this build has no RTL model (GCN_RTL=OFF)");
#endif
  std::map<std::string, Counts> per_enc;
  std::set<std::string> instructions;
  std::map<std::string, uint64_t> skipped_ops;
  const std::string want = lower(args.encoding);
  bool matched_encoding = want.empty();
  for (const gv::FileEntry& f : m.files) {
    if (!want.empty() && lower(f.encoding) != want && f.name != want + ".jsonl") continue;
    matched_encoding = true;
    const std::string path = args.dir + "/" + f.name;
    {
      std::ifstream in(path, std::ios::binary);
      if (!in) throw Error(fmt::format("cannot read vector file {}", path));
      std::stringstream ss;
      ss << in.rdbuf();
      const std::string hash = fmt::format("0x{:016x}", gv::fnv1a64(ss.str()));
      if (hash != f.fnv1a64)
        throw Error(fmt::format("{}: FNV-1a hash {} differs from the manifest's {} (corrupt or edited file)", path, hash,
                                f.fnv1a64));
    }
    Counts& c = per_enc[f.encoding];
    uint64_t seen = 0;
    try {
      gv::for_each_vector(path, [&](const gv::Vector& v) {
        ++seen;
        if (!args.only.empty() && v.op != args.only) return;
#ifdef GCN_HAVE_RTL
        if (rtl) {
          for (const auto& [label, why] : kRtlOutOfScope)
            if (std::find(v.labels.begin(), v.labels.end(), label) != v.labels.end()) {
              ++c.skipped;
              ++skipped_ops[v.op];
              return;
            }
          for (Op op : program_ops(v))
            if (!rtl_implements_op(uint16_t(op))) {
              ++c.skipped;
              ++skipped_ops[std::string(info(op).name)];
              return;
            }
        }
#endif
        ++c.run;
        if (v.op.rfind("multi:", 0) != 0) instructions.insert(v.op);  // programs are not instructions
        std::vector<Mismatch> ms;
        try {
#ifdef GCN_HAVE_RTL
          const Outcome o = rtl ? rtl->run(v) : run_golden(v);
#else
          const Outcome o = run_golden(v);
#endif
          // A single-instruction vector of an approximate opcode compares its result within the
          // opcode's tolerance, as lockstep does; programs compare exactly.
          const Inst first = v.program.empty() ? Inst{} : decode_at(v, 0);
          const bool single = v.op.rfind("multi:", 0) != 0 && first.info;
          ms = compare(v, o, single ? approx_tolerance(first) : Tolerance{});
#ifdef GCN_HAVE_RTL
        } catch (const RtlUnimplemented& e) {
          --c.run;
          ++c.skipped;
          ++skipped_ops[v.op];  // a form of an instruction the RTL has (e.g. SDWA, DPP)
          return;
#endif
        } catch (const Error& e) {
          ms.push_back({"error", {e.what()}});
        }
        if (ms.empty()) {
          ++c.passed;
        } else {
          ++c.failed;
          report(v, ms);
        }
      });
    } catch (const gv::FormatError& e) {
      throw Error(e.what());
    }
    if (seen != f.vectors)
      throw Error(fmt::format("{}: {} vectors, the manifest says {}", path, seen, f.vectors));
  }
  if (!matched_encoding) throw Error(fmt::format("no vector file for encoding '{}' in {}", args.encoding, args.dir));
  Counts all;
  if (!args.quiet) fmt::print("{:<8} {:>8} {:>8} {:>8} {:>22}\n", "encoding", "run", "passed", "failed", "skipped (not in RTL)");
  for (auto& [enc, c] : per_enc) {
    if (!args.quiet && (c.run || c.skipped))
      fmt::print("{:<8} {:>8} {:>8} {:>8} {:>22}\n", enc, c.run, c.passed, c.failed, c.skipped);
    all.run += c.run, all.passed += c.passed, all.failed += c.failed, all.skipped += c.skipped;
  }
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  if (all.skipped)
    fmt::print("skipped (not in RTL): {} vectors of {} instructions\n", all.skipped, skipped_ops.size());
  fmt::print("engine {}: {:.1f} s{}\n", args.engine, secs,
#ifdef GCN_HAVE_RTL
             rtl ? fmt::format(", {} RTL cycles", rtl->cycles()) : std::string()
#else
             std::string()
#endif
  );
  fmt::print("vectors: {} run, {} passed, {} failed, {} instructions\n", all.run, all.passed, all.failed,
             instructions.size());
  std::fflush(stdout);
  if (all.failed) fmt::print(stderr, "gcn-cosim: error: {} of {} vectors failed\n", all.failed, all.run);
  return all.failed ? 1 : 0;
}

}  // namespace gcn
