#include "harness/regress/coverage.h"

#include <filesystem>
#include <fstream>
#include <set>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "golden/api/spec_session.h"
#include "golden/commit/commit.h"
#include "golden/common/error.h"
#include "golden/engine/golden_engine.h"
#include "golden/isa/decoder.h"
#include "harness/random/catalog.h"

namespace gcn {

namespace {

const char* count_bin(unsigned n) { return n == 0 ? "0" : n <= 3 ? "1-3" : n < 15 ? "4-14" : "15"; }

std::string operand_kind(uint16_t o) {
  if (opnd::is_vgpr(o)) return "vgpr";
  if (o <= 101) return "sgpr";
  if (o == opnd::kLiteral) return "literal";
  if (o >= 128 && o <= 208) return "inline_int";
  if (o >= 240 && o <= 248) return "inline_float";
  return "special";
}

const char* sel_name(SdwaSel s) {
  static const char* n[] = {"byte0", "byte1", "byte2", "byte3", "word0", "word1", "dword"};
  return n[int(s)];
}

std::string dpp_class(uint16_t c) {
  if (c <= 0xff) return "quad_perm";
  if (c >= 0x101 && c <= 0x10f) return "row_shl";
  if (c >= 0x111 && c <= 0x11f) return "row_shr";
  if (c >= 0x121 && c <= 0x12f) return "row_ror";
  if (c == 0x130) return "wave_shl";
  if (c == 0x140) return "row_mirror";
  return fmt::format("0x{:x}", c);
}

class Sampler {
 public:
  explicit Sampler(Coverage& c) : c_(c) {}

  void record(const Commit& r, const WaveState& before) {
    const Inst in = decode(r.words.data(), r.size / 4);
    if (!in.info) return;
    const std::string name(in.info->name);
    ++c_.bins["inst:" + name];
    for (uint16_t s : in.src)
      if (s != opnd::kNone) ++c_.bins["operand:" + operand_kind(s)];
    for (int i = 0; i < 3; ++i) {
      if (in.neg >> i & 1) ++c_.bins["mod:neg"];
      if (in.abs >> i & 1) ++c_.bins["mod:abs"];
    }
    if (in.clamp) ++c_.bins["mod:clamp"];
    if (in.omod) ++c_.bins["mod:omod"];
    if (in.glc) ++c_.bins["mod:glc"];
    if (in.sdwa) {
      ++c_.bins[fmt::format("mod:sdwa_dst_{}", sel_name(in.dst_sel))];
      ++c_.bins[fmt::format("mod:sdwa_unused_{}", int(in.dst_unused) == 0 ? "pad" : int(in.dst_unused) == 1 ? "sext" : "preserve")];
      for (int i = 0; i < 2; ++i) ++c_.bins[fmt::format("mod:sdwa_src_{}", sel_name(in.src_sel[i]))];
      if (in.sext) ++c_.bins["mod:sdwa_sext"];
    }
    if (in.dpp) ++c_.bins["mod:dpp_" + dpp_class(in.dpp_ctrl)];
    const Enc e = in.info->enc;
    if (e == Enc::MUBUF && in.info->src[2] != Ty::None)  // addressing form (not buffer_wbinvl1*)
      ++c_.bins[std::string("mod:mubuf_") + (in.idxen && in.offen ? "idxen_offen" : in.idxen ? "idxen" : in.offen ? "offen" : "off")];
    const bool vector = e == Enc::VOP1 || e == Enc::VOP2 || e == Enc::VOPC || e == Enc::VOP3A || e == Enc::VOP3B ||
                        e == Enc::FLAT || e == Enc::DS || e == Enc::MUBUF;
    if (vector) ++c_.bins[std::string("exec:") + (r.exec == ~0ull ? "all" : r.exec == 0 ? "none" : "partial")];
    if (in.info->op == Op::S_WAITCNT) {
      ++c_.bins[std::string("waitcnt_vm:") + count_bin(before.vmcnt)];
      ++c_.bins[std::string("waitcnt_lgkm:") + count_bin(before.lgkmcnt)];
    }
  }

 private:
  Coverage& c_;
};

}  // namespace

Coverage sample_coverage(const std::string& spec_path, const std::string& code_object) {
  LaunchSpec spec = parse_launch_spec(spec_path);
  if (!code_object.empty()) spec.code_object = code_object;
  SpecSession session(std::move(spec));
  auto disp = session.device().prepare(session.code_object(), session.launch());
  GoldenEngine eng(session.device().memory(), *disp);
  Coverage c;
  Sampler s(c);
  Commit rec;
  for (uint32_t g = 0; g < disp->num_groups(); ++g) {  // the golden engine's own schedule
    std::vector<WaveState> waves = disp->group_waves(g);
    Lds lds(disp->layout().lds_bytes);
    for (size_t live = waves.size(); live;) {
      unsigned arrived = 0;
      for (WaveState& w : waves) {
        while (!w.halted && !w.at_barrier) {
          const WaveState before = w;
          rec.clear();
          eng.step(w, lds, &rec);
          eng.report_hazards();
          s.record(rec, before);
        }
        arrived += w.at_barrier;
      }
      live = 0;
      for (WaveState& w : waves) live += !w.halted, w.at_barrier = false;
      if (arrived) ++c.bins[fmt::format("barrier:{}_of_{}_waves", arrived, waves.size())];
    }
  }
  return c;
}

Coverage read_coverage(const std::string& file) {
  Coverage c;
  std::ifstream f(file);
  if (!f) return c;
  try {
    const nlohmann::json j = nlohmann::json::parse(f);  // kept alive while iterating
    for (auto& [k, v] : j.at("bins").items()) c.bins[k] = v.get<uint64_t>();
  } catch (const nlohmann::json::exception& e) {
    throw Error(fmt::format("{}: not a coverage file: {}", file, e.what()));
  }
  return c;
}

void write_coverage(const std::string& file, const Coverage& c) {
  if (std::filesystem::path(file).has_parent_path()) std::filesystem::create_directories(std::filesystem::path(file).parent_path());
  std::ofstream f(file);
  f << nlohmann::json{{"bins", c.bins}}.dump(1) << "\n";
  if (!f) throw Error(fmt::format("cannot write {}", file));
}

namespace {

struct InstShare {
  size_t hit = 0, total = 0;
  std::vector<std::string> missing;
};

InstShare rtl_share(const Coverage& c) {
  InstShare s;
  for (const OpInfo& oi : kOpTable) {
    const std::string n(oi.name);
    if (!rnd::rtl_executes(n)) continue;
    ++s.total;
    if (c.bins.count("inst:" + n)) ++s.hit;
    else s.missing.push_back(n);
  }
  return s;
}

std::map<std::string, std::map<std::string, uint64_t>> groups(const Coverage& c) {
  std::map<std::string, std::map<std::string, uint64_t>> g;
  for (const auto& [k, v] : c.bins) {
    const size_t colon = k.find(':');
    g[k.substr(0, colon)][k.substr(colon + 1)] = v;
  }
  return g;
}

}  // namespace

std::string coverage_summary(const Coverage& c) {
  const InstShare s = rtl_share(c);
  const auto g = groups(c);
  std::string out = fmt::format("coverage: RTL-implemented instructions executed: {} of {} ({:.1f} %); {} mnemonics in all\n",
                                s.hit, s.total, s.total ? 100.0 * double(s.hit) / double(s.total) : 0.0,
                                g.count("inst") ? g.at("inst").size() : 0);
  for (const auto& [grp, bins] : g) {
    if (grp == "inst") continue;
    out += fmt::format("coverage: {:<12}", grp);
    for (const auto& [b, n] : bins) out += fmt::format(" {}={}", b, n);
    out += "\n";
  }
  return out;
}

std::string coverage_html(const Coverage& c) {
  const InstShare s = rtl_share(c);
  std::string h = fmt::format("<p>RTL-implemented instructions executed: {} of {} ({:.1f} %)</p>\n", s.hit, s.total,
                              s.total ? 100.0 * double(s.hit) / double(s.total) : 0.0);
  for (const auto& [grp, bins] : groups(c)) {
    h += fmt::format("<h3>{}</h3>\n<table><tr><th>bin</th><th>hits</th></tr>\n", grp);
    for (const auto& [b, n] : bins) h += fmt::format("<tr><td>{}</td><td>{}</td></tr>\n", b, n);
    h += "</table>\n";
  }
  h += "<h3>RTL-implemented instructions never executed</h3>\n<p>";
  for (const std::string& m : s.missing) h += m + " ";
  h += "</p>\n";
  return h;
}

int cmd_coverage(const std::string& spec, const std::string& code_object, const std::string& out) {
  write_coverage(out, sample_coverage(spec, code_object));
  return 0;
}

}  // namespace gcn
