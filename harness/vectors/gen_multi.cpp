// Multi-instruction vectors: what one instruction cannot show. s_waitcnt with several loads in
// flight (vector and scalar), s_barrier across the waves of a work-group exchanging data through
// LDS, branches that change EXEC (saveexec / execz skip / restore) and a counted loop.
// Programs are written as assembly and encoded by llvm-mc-14 (branch offsets as numbers), so
// their words come from LLVM, not from our encoder.
#include <cstdio>

#include <fmt/format.h>

#include "golden/common/error.h"
#include "harness/vectors/gen.h"

namespace gcn::vec {

namespace gv = gcn_vectors;

namespace {

// Encodes `text` (one instruction per line) with llvm-mc-14 -show-encoding.
std::vector<uint32_t> assemble(const std::string& text) {
  char path[] = "/tmp/gcn-vectors-XXXXXX";
  const int fd = mkstemp(path);
  if (fd < 0) throw Error("vectors export: cannot create a temporary file");
  FILE* f = fdopen(fd, "w");
  std::fputs(text.c_str(), f);
  std::fclose(f);
  FILE* p = popen(fmt::format("llvm-mc-14 -arch=amdgcn -mcpu=gfx803 -show-encoding {} 2>&1", path).c_str(), "r");
  if (!p) throw Error("vectors export: cannot run llvm-mc-14");
  std::string out;
  char buf[4096];
  while (size_t n = std::fread(buf, 1, sizeof buf, p)) out.append(buf, n);
  const int rc = pclose(p);
  std::remove(path);
  if (rc != 0) throw Error("vectors export: llvm-mc-14 failed on a multi-instruction program: " + out.substr(0, 200));
  std::vector<uint8_t> bytes;
  for (size_t at = out.find("encoding: ["); at != std::string::npos; at = out.find("encoding: [", at + 1)) {
    const size_t end = out.find(']', at);
    std::string list = out.substr(at + 11, end - at - 11);
    for (size_t i = 0; i < list.size();) {
      const size_t c = list.find(',', i);
      bytes.push_back(uint8_t(std::stoul(list.substr(i, c - i), nullptr, 16)));
      if (c == std::string::npos) break;
      i = c + 1;
    }
  }
  std::vector<uint32_t> words(bytes.size() / 4);
  for (size_t i = 0; i < words.size(); ++i)
    words[i] = bytes[4 * i] | bytes[4 * i + 1] << 8 | bytes[4 * i + 2] << 16 | uint32_t(bytes[4 * i + 3]) << 24;
  return words;
}

gv::Lanes lanes(uint32_t (*f)(int lane, Rng&), Rng& rng) {
  gv::Lanes l{};
  for (int i = 0; i < gv::kLanes; ++i) l[size_t(i)] = f(i, rng);
  return l;
}

std::vector<uint8_t> random_bytes(Rng& rng, size_t n) {
  std::vector<uint8_t> b(n);
  for (auto& x : b) x = uint8_t(rng.next() >> 24);
  return b;
}

gv::Vector make(const std::string& name, const std::string& text, Rng& rng, std::vector<std::string> labels) {
  gv::Vector v = base_vector(name, rng);
  v.encoding = "multi";
  v.form = "program";
  v.program = assemble(text + "\ns_endpgm\n");
  v.labels = std::move(labels);
  finish_labels(v.labels);
  return v;
}

void set_addr(gv::WaveInit& w, uint32_t reg, uint64_t base, uint32_t stride) {
  gv::Lanes lo{}, hi{};
  for (int l = 0; l < gv::kLanes; ++l) {
    const uint64_t a = base + uint64_t(l) * stride;
    lo[size_t(l)] = uint32_t(a), hi[size_t(l)] = uint32_t(a >> 32);
  }
  w.vgpr[reg] = lo, w.vgpr[reg + 1] = hi;
}

}  // namespace

std::vector<gv::Vector> gen_multi() {
  std::vector<gv::Vector> out;
  // s_waitcnt with three vector loads in flight: partial waits release the oldest first.
  for (int k = 0; k < 3; ++k) {
    Rng rng(seed_of(fmt::format("multi/waitcnt_vm/{}", k)));
    gv::Vector v = make("s_waitcnt", R"(
      flat_load_dword v12, v[0:1]
      flat_load_dword v13, v[2:3]
      flat_load_dwordx2 v[14:15], v[4:5]
      s_waitcnt vmcnt(2)
      v_xor_b32 v8, v12, v0
      s_waitcnt vmcnt(1)
      v_add_u32 v9, vcc, v12, v13
      s_waitcnt vmcnt(0)
      v_add_u32 v10, vcc, v14, v15
      flat_store_dword v[0:1], v10
      s_waitcnt vmcnt(0))", rng, {"multi:waitcnt_vmcnt", "loads_in_flight:3"});
    v.id = "";
    v.memory.push_back({"data", kDataBase, random_bytes(rng, kDataBytes)});
    gv::WaveInit& w = v.waves[0];
    set_addr(w, 0, kDataBase + 4u * uint32_t(k), 4);
    set_addr(w, 2, kDataBase + 0x200, 8);
    set_addr(w, 4, kDataBase + 0x400 + 8u * uint32_t(k), 8);
    w.exec = k == 2 ? 0x00FF00FF00FF00FFull : ~0ull;
    out.push_back(std::move(v));
  }
  // s_waitcnt lgkmcnt with scalar loads in flight.
  {
    Rng rng(seed_of("multi/waitcnt_lgkm"));
    gv::Vector v = make("s_waitcnt", R"(
      s_load_dword s16, s[2:3], 0x0
      s_load_dwordx2 s[18:19], s[2:3], 0x10
      s_load_dwordx4 s[20:23], s[2:3], 0x20
      s_waitcnt lgkmcnt(0)
      s_add_u32 s24, s16, s18
      s_addc_u32 s25, s19, s23)", rng, {"multi:waitcnt_lgkmcnt", "loads_in_flight:3"});
    v.memory.push_back({"data", kDataBase, random_bytes(rng, kDataBytes)});
    v.waves[0].sgpr[2] = uint32_t(kDataBase), v.waves[0].sgpr[3] = uint32_t(kDataBase >> 32);
    out.push_back(std::move(v));
  }
  // s_barrier: each wave writes its lanes' slots, waits at the barrier, reads the next wave's.
  for (uint32_t waves : {2u, 4u}) {
    Rng rng(seed_of(fmt::format("multi/barrier/{}", waves)));
    gv::Vector v = make("s_barrier", R"(
      ds_write_b32 v0, v1
      s_waitcnt lgkmcnt(0)
      s_barrier
      ds_read_b32 v12, v2
      s_waitcnt lgkmcnt(0)
      v_add_u32 v13, vcc, v12, v1)", rng, {"multi:barrier", fmt::format("waves:{}", waves)});
    v.lds_bytes = waves * 256;
    v.lds = random_bytes(rng, v.lds_bytes);
    gv::WaveInit w0 = v.waves[0];
    v.waves.clear();
    for (uint32_t i = 0; i < waves; ++i) {
      gv::WaveInit w = w0;
      w.m0 = 0xFFFFFFFF;
      w.vcc = rng.next();
      gv::Lanes a{}, d{}, b{};
      for (int l = 0; l < gv::kLanes; ++l) {
        a[size_t(l)] = (i * 64 + uint32_t(l)) * 4;
        b[size_t(l)] = (((i + 1) % waves) * 64 + uint32_t(l)) * 4;
        d[size_t(l)] = rng.u32();
      }
      w.vgpr[0] = a, w.vgpr[1] = d, w.vgpr[2] = b;
      v.waves.push_back(w);
    }
    out.push_back(std::move(v));
  }
  // Branches that change EXEC: if (v0 > v1) v12 = v0 ^ v1; v13 = v12 | v0 -- with all, some and
  // no lanes taking the branch (s_cbranch_execz skips the body when none do).
  for (int k = 0; k < 3; ++k) {
    Rng rng(seed_of(fmt::format("multi/branch_exec/{}", k)));
    gv::Vector v = make("s_cbranch_execz", R"(
      v_cmp_gt_u32 vcc, v0, v1
      s_and_saveexec_b64 s[20:21], vcc
      s_cbranch_execz 1
      v_xor_b32 v12, v0, v1
      s_or_b64 exec, exec, s[20:21]
      v_or_b32 v13, v12, v0)", rng, {"multi:branch_exec", k == 0 ? "lanes_taken:none" : k == 1 ? "lanes_taken:some" : "lanes_taken:all"});
    gv::WaveInit& w = v.waves[0];
    gv::Lanes a{}, b{}, r{};
    for (int l = 0; l < gv::kLanes; ++l) {
      a[size_t(l)] = rng.u32(), r[size_t(l)] = rng.u32();
      b[size_t(l)] = k == 0 ? 0xFFFFFFFF : k == 2 ? 0 : (l % 3 ? a[size_t(l)] + 1 : a[size_t(l)] - 1);
      if (k == 2) a[size_t(l)] |= 1;
    }
    w.vgpr[0] = a, w.vgpr[1] = b, w.vgpr[12] = r;
    out.push_back(std::move(v));
  }
  // A counted loop: s_cbranch_scc1 backward, 5 iterations.
  {
    Rng rng(seed_of("multi/loop"));
    gv::Vector v = make("s_cbranch_scc1", R"(
      s_mov_b32 s22, 5
      v_add_u32 v12, vcc, v12, v0
      s_sub_u32 s22, s22, 1
      s_cmp_lg_u32 s22, 0
      s_cbranch_scc1 -4)", rng, {"multi:loop", "branch:backward"});
    gv::WaveInit& w = v.waves[0];
    w.vgpr[0] = lanes([](int l, Rng&) { return uint32_t(l * 3 + 1); }, rng);
    w.vgpr[12] = lanes([](int, Rng& r) { return r.u32(); }, rng);
    out.push_back(std::move(v));
  }
  return out;
}

}  // namespace gcn::vec
