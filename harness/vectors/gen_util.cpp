// Shared pieces of vector generation: encoding with a round-trip check, the standard vector
// layout, operand value pools and their coverage classes.
#include <algorithm>

#include <fmt/format.h>

#include "golden/isa/decoder.h"
#include "golden/isa/encoder.h"
#include "harness/vectors/gen.h"

namespace gcn::vec {

namespace gv = gcn_vectors;

uint64_t seed_of(const std::string& s) { return gv::fnv1a64(s); }

Inst make_inst(Op op) {
  Inst in;
  in.info = &info(op);
  in.enc = in.info->enc;
  return in;
}

namespace {
Form form_of(const Inst& in) {
  if (in.sdwa) return Form::Sdwa;
  if (in.dpp) return Form::Dpp;
  const Enc native = in.info->enc;
  if ((in.enc == Enc::VOP3A || in.enc == Enc::VOP3B) && native != Enc::VOP3A && native != Enc::VOP3B) return Form::Vop3;
  return Form::Native;
}
}  // namespace

std::vector<uint32_t> encode_checked(const Inst& in) {
  std::vector<uint32_t> w = encode(in);
  if (w.empty()) return {};
  const FixedBits& fb = in.info->fixed[static_cast<int>(form_of(in))];
  if (!fb.encodable) return {};
  w[0] = (w[0] & ~fb.mask[0]) | fb.value[0];
  const bool two = in.enc == Enc::SMEM || in.enc == Enc::VOP3A || in.enc == Enc::VOP3B || in.enc == Enc::DS ||
                   in.enc == Enc::FLAT || in.enc == Enc::MUBUF || in.enc == Enc::MTBUF || in.sdwa || in.dpp;
  if (two && w.size() > 1) w[1] = (w[1] & ~fb.mask[1]) | fb.value[1];
  const Inst d = decode(w.data(), w.size());
  if (!d.info || d.info->op != in.info->op || d.size != w.size() * 4) return {};
  return w;
}

gv::Vector base_vector(const std::string& op, Rng& rng) {
  gv::Vector v;
  v.op = op;
  v.program_base = kProgramBase;
  gv::WaveInit w;
  w.pc = kProgramBase;
  w.exec = ~0ull;
  w.vcc = rng.next();
  w.mode = kDefaultMode;
  w.num_vgprs = 16;
  v.waves.push_back(w);
  return v;
}

int dwords_of(Ty t) {
  switch (t) {
    case Ty::None: return 0;
    case Ty::B64: case Ty::I64: case Ty::U64: case Ty::F64: return 2;
    case Ty::B96: return 3;
    case Ty::B128: return 4;
    case Ty::B256: return 8;
    case Ty::B512: return 16;
    default: return 1;
  }
}

bool is_float(Ty t) { return t == Ty::F16 || t == Ty::F32 || t == Ty::F64; }

const std::vector<uint64_t>& pool(Ty t) {
  static const std::vector<uint64_t> i32 = {
      0, 1, 0xFFFFFFFF, 2, 0x7FFFFFFF, 0x80000000, 0x80000001, 0x7FFFFFFE, 0xFFFFFFFE, 0xFFFF, 0x10000,
      0x8000, 0x7FFF, 0xFF, 0x80, 0x55555555, 0xAAAAAAAA, 31, 32, 33, 16, 24, 0x00FFFFFF, 0xFF800000};
  static const std::vector<uint64_t> i16 = {0, 1, 0xFFFF, 0x7FFF, 0x8000, 0x8001, 0xFF, 0x100, 2, 15, 16, 17,
                                            0x5555, 0xAAAA, 0xFFFE, 0x7FFE, 0x1234};
  static const std::vector<uint64_t> i64 = {
      0, 1, ~0ull, 2, 0x7FFFFFFFFFFFFFFF, 0x8000000000000000, 0xFFFFFFFF, 0x100000000, 0x7FFFFFFF, 0x80000000,
      63, 64, 65, 32, 0x5555555555555555, 0xAAAAAAAAAAAAAAAA, 0xFFFFFFFF00000000, 0x00000000FFFFFFFE,
      0x8000000000000001, 0x123456789ABCDEF0};
  static const std::vector<uint64_t> f32 = {
      0x00000000, 0x80000000, 0x3F800000, 0xBF800000, 0x7F800000, 0xFF800000, 0x7FC00000, 0x7F800001,
      0xFFC00001, 0x00000001, 0x807FFFFF, 0x00800000, 0x7F7FFFFF, 0x3F000000, 0x3FC00000, 0x40200000,
      0xC0200000, 0x4B000001, 0x4F000000, 0x4F800000, 0xCF000000, 0x40490FDB, 0x3EAAAAAB, 0x33800000,
      0x3F7FFFFF, 0xC2C80000};
  static const std::vector<uint64_t> f64 = {
      0, 0x8000000000000000, 0x3FF0000000000000, 0xBFF0000000000000, 0x7FF0000000000000, 0xFFF0000000000000,
      0x7FF8000000000000, 0x7FF0000000000001, 0xFFF8000000000001, 0x0000000000000001, 0x800FFFFFFFFFFFFF,
      0x0010000000000000, 0x7FEFFFFFFFFFFFFF, 0x3FE0000000000000, 0x3FF8000000000000, 0x4004000000000000,
      0xC004000000000000, 0x41E0000000000000, 0x41F0000000000000, 0xC1E0000000000000, 0x3FD5555555555555,
      0x400921FB54442D18, 0x4340000000000001, 0x3FEFFFFFFFFFFFFF};
  static const std::vector<uint64_t> f16 = {0x0000, 0x8000, 0x3C00, 0xBC00, 0x7C00, 0xFC00, 0x7E00, 0x7C01,
                                            0xFE01, 0x0001, 0x83FF, 0x0400, 0x7BFF, 0x3800, 0x3E00, 0x4100,
                                            0xC100, 0x4248, 0x3555, 0x6400, 0x3BFF};
  switch (t) {
    case Ty::F32: return f32;
    case Ty::F64: return f64;
    case Ty::F16: return f16;
    case Ty::I16: case Ty::U16: case Ty::B16: return i16;
    case Ty::B64: case Ty::I64: case Ty::U64: return i64;
    default: return i32;
  }
}

std::string value_class(Ty t, uint64_t v) {
  auto fclass = [](bool neg, bool exp_zero, bool exp_max, bool frac_zero, bool quiet) -> std::string {
    const char* s = neg ? "-" : "+";
    if (exp_max) return frac_zero ? std::string(s) + "inf" : quiet ? "qnan" : "snan";
    if (exp_zero) return std::string(s) + (frac_zero ? "zero" : "denorm");
    return std::string(s) + "normal";
  };
  switch (t) {
    case Ty::F32: {
      const uint32_t b = uint32_t(v), e = b >> 23 & 0xFF, f = b & 0x7FFFFF;
      if (b == 0x3F800000 || b == 0xBF800000) return b >> 31 ? "-one" : "+one";
      if (b == 0x3F000000 || b == 0x3FC00000 || b == 0x40200000 || b == 0xC0200000) return "tie";
      return fclass(b >> 31, e == 0, e == 0xFF, f == 0, f >> 22);
    }
    case Ty::F64: {
      const uint64_t e = v >> 52 & 0x7FF, f = v & 0xFFFFFFFFFFFFFull;
      return fclass(v >> 63, e == 0, e == 0x7FF, f == 0, f >> 51);
    }
    case Ty::F16: {
      const uint32_t b = uint32_t(v) & 0xFFFF, e = b >> 10 & 0x1F, f = b & 0x3FF;
      return fclass(b >> 15, e == 0, e == 0x1F, f == 0, f >> 9);
    }
    case Ty::I16: case Ty::U16: case Ty::B16: {
      const uint32_t b = uint32_t(v) & 0xFFFF;
      if (b == 0) return "zero";
      if (b == 1) return "one";
      if (b == 0xFFFF) return "all_ones";
      if (b == 0x7FFF) return "smax";
      if (b == 0x8000) return "smin";
      if (__builtin_popcount(b) == 1) return "walking_one";
      return "other";
    }
    case Ty::B64: case Ty::I64: case Ty::U64: {
      if (v == 0) return "zero";
      if (v == 1) return "one";
      if (v == ~0ull) return "all_ones";
      if (v == 0x7FFFFFFFFFFFFFFFull) return "smax";
      if (v == 0x8000000000000000ull) return "smin";
      if (v == 0xFFFFFFFFull || v == 0x100000000ull || v == 0x7FFFFFFF || v == 0x80000000) return "around_2^32";
      if (__builtin_popcountll(v) == 1) return "walking_one";
      if (__builtin_popcountll(v) == 63) return "walking_zero";
      return "other";
    }
    default: {
      const uint32_t b = uint32_t(v);
      if (b == 0) return "zero";
      if (b == 1) return "one";
      if (b == 0xFFFFFFFF) return "all_ones";
      if (b == 0x7FFFFFFF) return "smax";
      if (b == 0x80000000) return "smin";
      if (b == 0x7FFFFFFE || b == 0x80000001 || b == 0xFFFFFFFE) return "around_2^31";
      if (__builtin_popcount(b) == 1) return "walking_one";
      if (__builtin_popcount(b) == 31) return "walking_zero";
      return "other";
    }
  }
}

void label_lanes(std::vector<std::string>& labels, const std::string& slot, Ty t, const gv::Lanes& lo,
                 const gv::Lanes* hi, uint64_t exec) {
  for (int l = 0; l < gv::kLanes; ++l)
    if (exec >> l & 1) {
      const uint64_t v = lo[size_t(l)] | (hi ? uint64_t((*hi)[size_t(l)]) << 32 : 0);
      labels.push_back(slot + ":" + value_class(t, v));
    }
  finish_labels(labels);
}

std::string exec_class(uint64_t e) {
  if (e == ~0ull) return "exec:all";
  if (e == 0) return "exec:none";
  if (e == 0x5555555555555555ull || e == 0xAAAAAAAAAAAAAAAAull) return "exec:alternating";
  if (__builtin_popcountll(e) == 1) return "exec:single";
  return "exec:partial";
}

void finish_labels(std::vector<std::string>& labels) {
  std::sort(labels.begin(), labels.end());
  labels.erase(std::unique(labels.begin(), labels.end()), labels.end());
}

}  // namespace gcn::vec
