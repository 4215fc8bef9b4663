// scripts/check_fp16_unit.sh: rtl/gcn_fp16.sv verilated alone, checked against golden's binary16
// functions (golden/exec/fp_util.h) on random and edge operands under random MODE round, FP16
// denorm and IEEE settings, no VOP3 modifiers (the lockstep test tests/rtl/test_rtl_fp16.cpp
// covers those). Usage: check_fp16_unit [N per op] [op name]; exit 1 on any mismatch.
#include <cstdio>
#include <cstdlib>
#include "Vgcn_fp16.h"
#include "golden/exec/fp_util.h"
using namespace gcn;
using H = Half;
static uint64_t s = 88172645463325252ull;
static uint32_t rnd() { s ^= s << 13; s ^= s >> 7; s ^= s << 17; return uint32_t(s); }
static uint16_t rh() {
  static const uint16_t e[] = {0x0000, 0x8000, 0x7c00, 0xfc00, 0x7e00, 0x7c01, 0xfd00, 0x0001, 0x8001, 0x03ff,
                               0x0400, 0x7bff, 0xfbff, 0x3c00, 0xbc00, 0x3800, 0x3c01, 0x1400, 0x0200, 0x5000};
  switch (rnd() % 4) {
    case 0: return e[rnd() % 20];
    case 1: return uint16_t(rnd() & 0x83ff);
    case 2: return uint16_t((rnd() & 0x83ff) | ((rnd() % 6 + 12) << 10));
    default: return uint16_t(rnd());
  }
}
int main(int argc, char** argv) {
  Vgcn_fp16 m;
  const int n = argc > 1 ? atoi(argv[1]) : 20000;
  const char* only = argc > 2 ? argv[2] : nullptr;
  struct OpDef { const char* name; int op; int kind; };
  // kind: 0 = half(h,h) 1 = half(h,h,h) 2 = cmp pred 3 = class 4 = half(h) 5 = cvt from int 6 = cvt to int 7 = ldexp
  std::vector<OpDef> ops = {
    {"add", 218, 0}, {"sub", 219, 0}, {"subrev", 220, 0}, {"mul", 221, 0}, {"mac", 222, 1}, {"madmk", 223, 1},
    {"madak", 224, 1}, {"max", 232, 0}, {"min", 233, 0}, {"ldexp", 238, 7}, {"cvt_f16_u16", 295, 5},
    {"cvt_f16_i16", 296, 5}, {"cvt_u16_f16", 297, 6}, {"cvt_i16_f16", 298, 6}, {"floor", 306, 4}, {"ceil", 307, 4},
    {"trunc", 308, 4}, {"rndne", 309, 4}, {"class", 319, 3}, {"cmpx_class", 320, 3}, {"mad", 555, 1}, {"fma", 559, 1}};
  for (int p = 0; p < 32; ++p) ops.push_back({"cmp", 321 + p, 2});
  long bad = 0;
  for (auto& od : ops) {
    if (only && std::string(od.name) != only) continue;
    for (int i = 0; i < n; ++i) {
      uint16_t a = rh(), b = rh(), c = rh();
      if (od.kind == 3) b = uint16_t(rnd() & 0x3ff);
      if (od.kind == 7) { static const uint16_t ee[] = {0, 1, 0xffff, 30, 0xffe2, 100, 0x8000, 0x7fff, 5, 0xfff0}; b = (rnd()&1) ? ee[rnd()%10] : uint16_t(rnd()); }
      const uint32_t rm = rnd() % 4, den = rnd() % 4, ie = rnd() % 2;
      const uint32_t mode = (rm << 2) | (den << 6) | (1u << 8) | (ie << 9);
      m.en_i = 1; m.op_i = od.op; m.a_i = a; m.b_i = b; m.c_i = c; m.abs_i = 0; m.neg_i = 0; m.clamp_i = 0; m.omod_i = 0;
      m.mode_i = mode;
      m.eval();
      fp::ModeScope ms(mode);
      valu::RoundScope rs(mode, true);
      auto fin = [&](uint16_t v) { H h = H::from_bits(v); return (den & 1) ? h : valu::flush_denorm(h); };
      auto fout = [&](H h) { return uint32_t(((den & 2) ? h : valu::flush_denorm(h)).bits); };
      H A = fin(a), B = fin(b), C = fin(c);
      uint32_t want = 0, got = m.result_o; bool wm = false, gm = m.mask_o; bool is_mask = false;
      switch (od.op) {
        case 218: want = fout(fp::add(A, B)); break;
        case 219: want = fout(fp::sub(A, B)); break;
        case 220: want = fout(fp::sub(B, A)); break;
        case 221: want = fout(fp::mul(A, B)); break;
        case 222: case 223: case 224: case 555: want = fout(fp::mad(A, B, C)); break;
        case 559: want = fout(fp::fma(A, B, C)); break;
        case 232: want = fout(fp::max(A, B)); break;
        case 233: want = fout(fp::min(A, B)); break;
        case 238: want = fout(fp::ldexp(A, int16_t(b))); break;
        case 295: { fp::HostRound hr(fp::round16_64()); want = fout(fp::from_d<H>(double(uint16_t(a)))); break; }
        case 296: { fp::HostRound hr(fp::round16_64()); want = fout(fp::from_d<H>(double(int16_t(a)))); break; }
        case 297: want = fp::is_nan(A) ? 0 : uint16_t(fp::to_int<uint16_t>(A)); break;
        case 298: want = fp::is_nan(A) ? 0 : uint16_t(fp::to_int<int16_t>(A)); break;
        case 306: want = fout(fp::round_int(A, fp::Rnd::Floor)); break;
        case 307: want = fout(fp::round_int(A, fp::Rnd::Ceil)); break;
        case 308: want = fout(fp::round_int(A, fp::Rnd::Trunc)); break;
        case 309: want = fout(fp::round_int(A, fp::Rnd::Even)); break;
        case 319: case 320: is_mask = true; wm = b >> fp::class_bit(H::from_bits(a)) & 1; break;
        default: is_mask = true; wm = fp::compare(fp::Pred((od.op - 321) & 15), A, B); break;
      }
      if (is_mask ? (wm != gm) : (want != got)) {
        if (bad++ < 30)
          printf("%s a=%04x b=%04x c=%04x rm=%u den=%u ieee=%u: golden %x rtl %x\n", od.name, a, b, c, rm, den, ie,
                 is_mask ? wm : want, is_mask ? gm : got);
      }
    }
  }
  printf("%ld mismatches\n", bad);
  return bad != 0;
}
