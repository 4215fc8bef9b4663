// Candidates for the memory encodings: SMEM, DS, FLAT, MUBUF, MTBUF.
// Register layout: address v[0:1] (DS/MUBUF VADDR v0, or v[0:1] with IDXEN+OFFEN), data v[4:7],
// DS data1 v[8:11], load destination v[12:15]; SMEM base s[2:3] or V# s[4:7], SGPR offset s1,
// data s[16:31]; MUBUF V# s[8:11], SOFFSET s4. Memory: region "data" (2 KiB of seeded random
// bytes at kDataBase), region "data_4g" across 2^32 for FLAT, 2 KiB of LDS for DS.
// Address patterns per lane: distinct, overlapping, all the same (atomic contention), reversed,
// random, partly out of range (LDS beyond M0 or its size, buffer beyond NUM_RECORDS). FLAT atomics
// align the patterns down to their access size (atomics need naturally aligned data).
#include <fmt/format.h>

#include "golden/dispatch/dispatcher.h"
#include "golden/exec/flat.h"
#include "harness/vectors/gen.h"

namespace gcn::vec {

namespace gv = gcn_vectors;

namespace {

constexpr uint32_t kSEndpgm = 0xBF810000u;
constexpr uint16_t kV0 = opnd::kVgpr0;

std::vector<uint8_t> random_bytes(Rng& rng, size_t n) {
  std::vector<uint8_t> b(n);
  for (auto& x : b) x = uint8_t(rng.next() >> 24);
  return b;
}

// Data values of the data registers: random, with the int pool mixed in for atomics.
void fill_data(gv::WaveInit& w, uint32_t first, int dwords, Rng& rng, int k) {
  const auto& p = pool(Ty::B32);
  for (int d = 0; d < dwords; ++d) {
    gv::Lanes l{};
    for (int i = 0; i < gv::kLanes; ++i) l[size_t(i)] = (k & 1) ? uint32_t(p[size_t(i + d * 7 + k) % p.size()]) : rng.u32();
    w.vgpr[first + uint32_t(d)] = l;
  }
}

struct Pattern {
  const char* name;
  uint64_t (*at)(int lane, Rng& rng);
};
const Pattern kPatterns[] = {
    {"distinct", [](int l, Rng&) { return uint64_t(l) * 16; }},
    {"overlap", [](int l, Rng&) { return uint64_t(l) * 4; }},
    {"same", [](int, Rng&) { return uint64_t(0x40); }},
    {"reversed", [](int l, Rng&) { return uint64_t(63 - l) * 16; }},
    {"random", [](int, Rng& r) { return uint64_t(r.below(2048 - 16) & ~3u); }},
    {"out_of_range", [](int l, Rng&) { return uint64_t(l) * 48; }},
};

gv::Vector start(const OpInfo& oi, int idx, Rng& rng) {
  gv::Vector v = base_vector(std::string(oi.name), rng);
  v.encoding = std::string(enc_name(oi.enc));
  v.form = "native";
  v.memory.push_back({"data", kDataBase, random_bytes(rng, kDataBytes)});
  (void)idx;
  return v;
}

bool finish(std::vector<gv::Vector>& out, gv::Vector v, const Inst& in, std::vector<std::string> labels) {
  const std::vector<uint32_t> words = encode_checked(in);
  if (words.empty()) return false;
  v.program = words;
  v.program.push_back(kSEndpgm);
  labels.push_back(exec_class(v.waves[0].exec));
  finish_labels(labels);
  v.labels = labels;
  out.push_back(std::move(v));
  return true;
}

void gen_smem(const OpInfo& oi, std::vector<gv::Vector>& out) {
  const bool buffer = oi.name.find("buffer") != std::string_view::npos;
  int idx = 0;
  for (uint32_t off : {0u, 4u, 0x40u, 0x3C2u, 0x7B8u})
    for (bool imm : {true, false}) {
      Rng rng(seed_of(fmt::format("{}/{}", oi.name, idx)));
      gv::Vector v = start(oi, idx++, rng);
      gv::WaveInit& w = v.waves[0];
      Inst in = make_inst(oi.op);
      in.imm = imm;
      in.offset = imm ? off : 1;
      if (!imm) in.soffset = 1, w.sgpr[1] = off;
      std::vector<std::string> labels = {imm ? "offset:imm" : "offset:sgpr", fmt::format("offset:0x{:x}", off)};
      if (off & 3) labels.push_back("addr:unaligned");
      if (buffer) {
        in.sbase = 4;
        const uint32_t records = idx % 3 == 0 ? 0x40 : kDataBytes;
        w.sgpr[4] = uint32_t(kDataBase), w.sgpr[5] = uint32_t(kDataBase >> 32), w.sgpr[6] = records, w.sgpr[7] = 0;
        labels.push_back(records < kDataBytes ? "range:partial" : "range:in");
      } else {
        in.sbase = 2;
        w.sgpr[2] = uint32_t(kDataBase), w.sgpr[3] = uint32_t(kDataBase >> 32);
      }
      if (oi.dst != Ty::None) in.dst = 16;
      if (oi.src[1] != Ty::None) {
        in.src[1] = 16;
        for (int d = 0; d < dwords_of(oi.src[1]); ++d) w.sgpr[16u + uint32_t(d)] = rng.u32();
      }
      finish(out, v, in, labels);
    }
}

void gen_ds(const OpInfo& oi, std::vector<gv::Vector>& out) {
  int idx = 0;
  const bool two = oi.name.find("2") != std::string_view::npos && oi.name.find("src2") == std::string_view::npos;
  for (const Pattern& p : kPatterns)
    for (int k = 0; k < 3; ++k) {
      Rng rng(seed_of(fmt::format("{}/{}", oi.name, idx)));
      gv::Vector v = start(oi, idx++, rng);
      v.memory.clear();
      v.lds_bytes = kLdsBytes;
      v.lds = random_bytes(rng, kLdsBytes);
      gv::WaveInit& w = v.waves[0];
      w.m0 = k == 2 ? 0x400 : 0xFFFFFFFF;
      w.exec = k == 1 ? 0x5555555555555555ull : ~0ull;
      Inst in = make_inst(oi.op);
      gv::Lanes a{};
      for (int l = 0; l < gv::kLanes; ++l) a[size_t(l)] = uint32_t(p.at(l, rng));
      w.vgpr[0] = a;
      in.vaddr = kV0;
      if (two) in.offset0 = uint8_t(k == 0 ? 0 : 1), in.offset1 = uint8_t(k == 0 ? 1 : k == 1 ? 5 : 255);
      else in.offset = k == 0 ? 0 : k == 1 ? 8 : 0x7F0;
      if (oi.name.find("swizzle") != std::string_view::npos) in.offset = k == 0 ? 0x801F : k == 1 ? 0x041F : 0x00E4;
      if (oi.src[1] != Ty::None) in.vdata = kV0 + 4, fill_data(w, 4, dwords_of(oi.src[1]), rng, k);
      if (oi.src[2] != Ty::None) in.vdata1 = kV0 + 8, fill_data(w, 8, dwords_of(oi.src[2]), rng, k + 1);
      if (oi.dst != Ty::None) {
        in.dst = kV0 + 12;
        fill_data(w, 12, dwords_of(oi.dst), rng, 0);
      }
      finish(out, v, in,
             {fmt::format("addr:{}", p.name), k == 2 ? "m0:bound_0x400" : "m0:all", fmt::format("offset:{}", k)});
    }
}

void gen_flat(const OpInfo& oi, std::vector<gv::Vector>& out) {
  int idx = 0;
  struct Where { const char* name; uint64_t base; };
  const Where wheres[] = {{"global", kDataBase}, {"across_2^32", 0x100000000ull - 0x200}, {"lds_aperture", 0}};
  for (const Where& wh : wheres)
    for (const Pattern& p : kPatterns) {
      if (std::string(p.name) == "out_of_range") continue;  // FLAT global: out of range is an error
      for (int k = 0; k < 2; ++k) {
        Rng rng(seed_of(fmt::format("{}/{}", oi.name, idx)));
        gv::Vector v = start(oi, idx++, rng);
        gv::WaveInit& w = v.waves[0];
        if (wh.base < kDataBase && wh.base) v.memory.push_back({"data_4g", kStraddleBase, random_bytes(rng, 4096)});
        const bool lds = wh.base == 0;
        if (lds) {
          v.lds_bytes = kLdsBytes;
          v.lds = random_bytes(rng, kLdsBytes);
          w.m0 = 0xFFFFFFFF;
        }
        w.exec = k == 1 ? 0xF0F0F0F00F0F0F0Full : ~0ull;
        // Atomics need naturally aligned data (golden refuses others), so the 4-byte patterns
        // are aligned down to the access size: "overlap" becomes lane pairs on one qword.
        const std::optional<FlatAtomicShape> atomic = flat_atomic_shape(oi.op);
        const uint64_t align = atomic ? atomic->bytes : 1;
        gv::Lanes lo{}, hi{};
        for (int l = 0; l < gv::kLanes; ++l) {
          const uint64_t off = p.at(l, rng) & ~(align - 1);
          const uint64_t addr = lds ? (uint64_t(kSharedApertureHi) << 32) + off : wh.base + off;
          lo[size_t(l)] = uint32_t(addr), hi[size_t(l)] = uint32_t(addr >> 32);
        }
        w.vgpr[0] = lo, w.vgpr[1] = hi;
        Inst in = make_inst(oi.op);
        in.vaddr = kV0;
        in.glc = k == 1 || oi.dst != Ty::None;
        if (oi.src[1] != Ty::None) in.vdata = kV0 + 4, fill_data(w, 4, dwords_of(oi.src[1]), rng, k);
        if (oi.dst != Ty::None) in.dst = kV0 + 12, fill_data(w, 12, dwords_of(oi.dst), rng, 0);
        finish(out, v, in, {fmt::format("addr:{}", p.name), fmt::format("space:{}", wh.name)});
      }
    }
}

void gen_buffer(const OpInfo& oi, std::vector<gv::Vector>& out) {
  int idx = 0;
  const bool typed = oi.enc == Enc::MTBUF;
  struct Mode { bool offen, idxen; uint32_t stride, records, offset, soffset; const char* name; };
  const Mode modes[] = {{true, false, 0, kDataBytes, 0, 0, "offen"},
                        {true, false, 0, kDataBytes, 0x10, 0x20, "offen_soffset"},
                        {false, true, 16, 64, 4, 0, "idxen_stride16"},
                        {true, true, 32, 64, 0, 0, "idxen_offen"},
                        {false, false, 0, kDataBytes, 0x7F0, 0, "offset_only"},
                        {true, false, 0, 0x200, 0, 0, "range_partial"}};
  struct Fmt { uint8_t dfmt, nfmt; };
  // Data formats with as many components as the instruction moves (names end _x .. _xyzw).
  const std::string_view nm = oi.name;
  const size_t comps = nm.size() - nm.rfind('_') - 1;
  static const std::vector<Fmt> by_comps[5] = {
      {{4, 4}},
      {{4, 4}, {4, 7}, {1, 0}, {2, 7}, {2, 5}, {1, 1}},
      {{11, 4}, {11, 7}, {5, 0}, {3, 4}, {5, 7}, {3, 1}},
      {{13, 4}, {13, 7}, {13, 5}},
      {{14, 4}, {14, 7}, {10, 0}, {12, 7}, {10, 4}, {12, 5}}};
  const std::vector<Fmt>& fmts = by_comps[comps <= 4 ? comps : 0];
  for (const Mode& m : modes)
    for (int k = 0; k < 2; ++k) {
      Rng rng(seed_of(fmt::format("{}/{}", oi.name, idx)));
      gv::Vector v = start(oi, idx, rng);
      gv::WaveInit& w = v.waves[0];
      w.exec = k == 1 ? 0x00000000FFFF0000ull : ~0ull;
      const Fmt f = fmts[size_t(idx) % fmts.size()];
      ++idx;
      // V#: base, stride; NUM_RECORDS; DST_SEL identity (X,Y,Z,W) and the data format.
      w.sgpr[8] = uint32_t(kDataBase);
      w.sgpr[9] = uint32_t(kDataBase >> 32) | m.stride << 16;
      w.sgpr[10] = m.records;
      w.sgpr[11] = 4u | 5u << 3 | 6u << 6 | 7u << 9 | uint32_t(f.nfmt) << 12 | uint32_t(f.dfmt) << 15;
      w.sgpr[4] = m.soffset;
      Inst in = make_inst(oi.op);
      in.srsrc = 8;
      in.soffset = m.soffset ? 4 : 128;
      in.offen = m.offen, in.idxen = m.idxen, in.offset = m.offset;
      in.dfmt = typed ? f.dfmt : 0, in.nfmt = typed ? f.nfmt : 0;
      gv::Lanes a{}, b{};
      for (int l = 0; l < gv::kLanes; ++l) a[size_t(l)] = uint32_t(l), b[size_t(l)] = uint32_t(l) * 12;
      if (m.offen && !m.idxen) a = b;
      w.vgpr[0] = a;
      if (m.offen && m.idxen) w.vgpr[1] = b;
      if (m.offen || m.idxen) in.vaddr = kV0;
      const bool atomic = oi.effects & kAtomic;
      if (atomic) in.glc = k == 0;
      if (oi.src[1] != Ty::None) in.vdata = kV0 + 4, fill_data(w, 4, dwords_of(oi.src[1]), rng, k);
      if (oi.dst != Ty::None && !atomic) in.dst = kV0 + 12, fill_data(w, 12, dwords_of(oi.dst), rng, 0);
      if (atomic && in.glc) in.dst = kV0 + 4;
      std::vector<std::string> labels = {fmt::format("buffer:{}", m.name)};
      if (typed || oi.name.find("format") != std::string_view::npos)
        labels.push_back(fmt::format("format:dfmt{}_nfmt{}", f.dfmt, f.nfmt));
      finish(out, v, in, labels);
    }
}

}  // namespace

std::vector<gv::Vector> gen_memory(Op op) {
  const OpInfo& oi = info(op);
  std::vector<gv::Vector> out;
  switch (oi.enc) {
    case Enc::SMEM: gen_smem(oi, out); break;
    case Enc::DS: gen_ds(oi, out); break;
    case Enc::FLAT: gen_flat(oi, out); break;
    case Enc::MUBUF: case Enc::MTBUF: gen_buffer(oi, out); break;
    default: break;
  }
  return out;
}

}  // namespace gcn::vec
