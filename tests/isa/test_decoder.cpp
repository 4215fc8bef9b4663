// decode() on words worked out by hand from the GCN3 manual's field layouts, and
// decode(encode(x)) == x for every table entry in every form it can be encoded in.
#include <catch2/catch.hpp>
#include <random>
#include <vector>

#include "golden/isa/decoder.h"
#include "golden/isa/disasm.h"
#include "golden/isa/encoder.h"
#include "golden/isa/fields.h"

namespace gcn {
namespace {

Inst dec(std::vector<uint32_t> w) {
  size_t n = w.size();
  w.resize(n + 2, 0);  // decode may look at trailing words only up to `avail`
  return decode(w.data(), n);
}

constexpr uint16_t v(int n) { return static_cast<uint16_t>(opnd::kVgpr0 + n); }

TEST_CASE("SOP2 s_add_u32 s0, s1, s2", "[decode]") {
  Inst i = dec({0x80000201});  // 0b10 | OP 0 | SDST 0 | SSRC1 2 | SSRC0 1
  REQUIRE(i.info != nullptr);
  CHECK(i.info->op == Op::S_ADD_U32);
  CHECK(i.enc == Enc::SOP2);
  CHECK(i.size == 4);
  CHECK(i.dst == 0);
  CHECK(i.src[0] == 1);
  CHECK(i.src[1] == 2);
  CHECK(disasm(i) == "s_add_u32 s0, s1, s2");
}

TEST_CASE("a literal source takes the next dword, and must be there", "[decode]") {
  Inst i = dec({0xBE8000FF, 0x12345678});  // s_mov_b32 s0, SSRC0 = 255
  REQUIRE(i.info != nullptr);
  CHECK(i.has_literal);
  CHECK(i.literal == 0x12345678);
  CHECK(i.size == 8);
  CHECK(disasm(i) == "s_mov_b32 s0, 0x12345678");
  CHECK(dec({0xBE8000FF}).info == nullptr);
}

TEST_CASE("VOP2 VGPR fields are numbered 256 + n", "[decode]") {
  Inst i = dec({0x02020702});  // v_add_f32 OP 1 | VDST 1 | VSRC1 3 | SRC0 0x102
  REQUIRE(i.info != nullptr);
  CHECK(i.info->op == Op::V_ADD_F32);
  CHECK(i.dst == v(1));
  CHECK(i.src[0] == v(2));
  CHECK(i.src[1] == v(3));
  CHECK(i.src[2] == opnd::kNone);
  CHECK(disasm(i) == "v_add_f32_e32 v1, v2, v3");
}

TEST_CASE("v_add_u32 in VOP3 form is VOP3B with an explicit carry SDST", "[decode]") {
  Inst i = dec({0xD1190401, 0x00020702});  // OP 0x119 | SDST 4 | VDST 1 ; SRC0 v2 SRC1 v3
  REQUIRE(i.info != nullptr);
  CHECK(i.info->op == Op::V_ADD_U32);
  CHECK(i.enc == Enc::VOP3B);
  CHECK(i.sdst == 4);
  CHECK(i.dst == v(1));
  CHECK(disasm(i) == "v_add_u32_e64 v1, s[4:5], v2, v3");
}

TEST_CASE("VOPC e32 writes VCC implicitly", "[decode]") {
  Inst i = dec({0x7C820501});  // v_cmp_lt_f32 OP 0x41 | VSRC1 2 | SRC0 v1
  REQUIRE(i.info != nullptr);
  CHECK(i.sdst == opnd::kVccLo);
  CHECK(i.dst == opnd::kNone);
  CHECK(disasm(i) == "v_cmp_lt_f32_e32 vcc, v1, v2");
}

TEST_CASE("SDWA takes its real SRC0 VGPR from the second dword", "[decode]") {
  Inst i = dec({0x7E0202F9, 0x00050602});  // v_mov_b32, SRC0 = SDWA; SRC0 v2 SRC0_SEL WORD_1
  REQUIRE(i.info != nullptr);
  CHECK(i.sdwa);
  CHECK(i.size == 8);
  CHECK(i.src[0] == v(2));
  CHECK(i.src_sel[0] == SdwaSel::Word1);
  CHECK(i.dst_sel == SdwaSel::Dword);
  CHECK(disasm(i) == "v_mov_b32_sdwa v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1");
}

TEST_CASE("DPP takes SRC0 and the control word from the second dword", "[decode]") {
  Inst i = dec({0x7E0202FA, 0xFF011102});  // row_shr:1, all rows and banks
  REQUIRE(i.info != nullptr);
  CHECK(i.dpp);
  CHECK(i.src[0] == v(2));
  CHECK(i.dpp_ctrl == 0x111);
  CHECK(i.row_mask == 0xF);
  CHECK(i.bank_mask == 0xF);
  CHECK(disasm(i) == "v_mov_b32_dpp v1, v2 row_shr:1 row_mask:0xf bank_mask:0xf");
}

TEST_CASE("branches keep SIMM16 as LLVM prints it", "[decode]") {
  Inst i = dec({0xBF880014});  // s_cbranch_execz, SIMM16 = 20
  REQUIRE(i.info != nullptr);
  CHECK(i.simm16 == 20);
  CHECK(disasm(i) == "s_cbranch_execz 20");
  CHECK(dec({0xBF82FFFF}).simm16 == -1);  // s_branch: sign-extended for executors
}

TEST_CASE("memory encodings", "[decode]") {
  Inst s = dec({0xC0060101, 0x10});  // s_load_dwordx2 SDATA 4, SBASE 1 (s[2:3]), IMM
  REQUIRE(s.info != nullptr);
  CHECK(s.sbase == 2);
  CHECK(s.dst == 4);
  CHECK(s.imm);
  CHECK(s.offset == 0x10);
  CHECK(disasm(s) == "s_load_dwordx2 s[4:5], s[2:3], 0x10");

  Inst d = dec({0xD86C0010, 0x01000002});  // ds_read_b32 OFFSET 16, ADDR v2, VDST v1
  REQUIRE(d.info != nullptr);
  CHECK(d.vaddr == v(2));
  CHECK(d.dst == v(1));
  CHECK(d.offset == 16);
  CHECK(disasm(d) == "ds_read_b32 v1, v2 offset:16");

  Inst f = dec({0xDC500000, 0x01000002});  // flat_load_dword ADDR v[2:3], VDST v1
  REQUIRE(f.info != nullptr);
  CHECK(f.vaddr == v(2));
  CHECK(disasm(f) == "flat_load_dword v1, v[2:3]");

  Inst b = dec({0xE0501004, 0x80010102});  // buffer_load_dword OFFEN OFFSET 4; SRSRC 1, SOFFSET 0
  REQUIRE(b.info != nullptr);
  CHECK(b.offen);
  CHECK(b.srsrc == 4);
  CHECK(b.soffset == 128);
  CHECK(disasm(b) == "buffer_load_dword v1, v2, s[4:7], 0 offen offset:4");
}

TEST_CASE("words LLVM refuses are refused", "[decode]") {
  CHECK(dec({0xFFFFFFFF, 0}).info == nullptr);  // no such encoding prefix
  CHECK(dec({0x7E0002D1}).info == nullptr);     // v_mov_b32 from reserved code 209
  CHECK(dec({0xD1010000, 0x1FF << 18 | 0x102}).info == nullptr);  // v_add_f32_e64 with a SRC2
  CHECK(dec({0xBF8A0001}).info == nullptr);                       // s_barrier has no SIMM16
  CHECK(dec({0xD86C0010}).info == nullptr);                       // DS without its second dword
  CHECK(dec({0x7E0202F9, 0x00070602}).info == nullptr);  // SDWA SRC0_SEL 7 selects nothing
}

// ---- round trip -----------------------------------------------------------------------------

// The opcode bits of `e` in form `f`, laid into a word whose other bits are random.
std::vector<uint32_t> random_word_of(const OpInfo& e, Form f, std::mt19937& rng) {
  namespace fl = field;
  std::vector<uint32_t> w = {static_cast<uint32_t>(rng()), static_cast<uint32_t>(rng()),
                             static_cast<uint32_t>(rng()), 0};
  auto prefix = [&](fl::Prefix p) { w[0] = (w[0] & ((1u << p.lo) - 1)) | p.bits(); };
  if (f == Form::Vop3 || e.enc == Enc::VOP3A || e.enc == Enc::VOP3B) {
    prefix(fl::vop3::kPrefix);
    fl::vop3::kOp.set(w.data(), f == Form::Vop3 ? static_cast<uint32_t>(e.vop3_opcode) : e.opcode);
  } else {
    switch (e.enc) {
      case Enc::SOP2:
        prefix(fl::sop2::kPrefix);
        fl::sop2::kOp.set(w.data(), e.opcode);
        break;
      case Enc::SOPK:
        prefix(fl::sopk::kPrefix);
        fl::sopk::kOp.set(w.data(), e.opcode);
        break;
      case Enc::SOP1:
        prefix(fl::sop1::kPrefix);
        fl::sop1::kOp.set(w.data(), e.opcode);
        break;
      case Enc::SOPC:
        prefix(fl::sopc::kPrefix);
        fl::sopc::kOp.set(w.data(), e.opcode);
        break;
      case Enc::SOPP:
        prefix(fl::sopp::kPrefix);
        fl::sopp::kOp.set(w.data(), e.opcode);
        break;
      case Enc::SMEM:
        prefix(fl::smem::kPrefix);
        fl::smem::kOp.set(w.data(), e.opcode);
        break;
      case Enc::VOP2:
        prefix(fl::vop2::kPrefix);
        fl::vop2::kOp.set(w.data(), e.opcode);
        break;
      case Enc::VOP1:
        prefix(fl::vop1::kPrefix);
        fl::vop1::kOp.set(w.data(), e.opcode);
        break;
      case Enc::VOPC:
        prefix(fl::vopc::kPrefix);
        fl::vopc::kOp.set(w.data(), e.opcode);
        break;
      case Enc::VINTRP:
        prefix(fl::vintrp::kPrefix);
        fl::vintrp::kOp.set(w.data(), e.opcode);
        break;
      case Enc::DS:
        prefix(fl::ds::kPrefix);
        fl::ds::kOp.set(w.data(), e.opcode);
        break;
      case Enc::FLAT:
        prefix(fl::flat::kPrefix);
        fl::flat::kOp.set(w.data(), e.opcode);
        break;
      case Enc::MUBUF:
        prefix(fl::mubuf::kPrefix);
        fl::mubuf::kOp.set(w.data(), e.opcode);
        break;
      case Enc::MTBUF:
        prefix(fl::mtbuf::kPrefix);
        fl::mtbuf::kOp.set(w.data(), e.opcode);
        break;
      case Enc::MIMG:
        prefix(fl::mimg::kPrefix);
        fl::mimg::kOp.set(w.data(), e.opcode);
        break;
      case Enc::EXP: prefix(fl::exp::kPrefix); break;
      default: break;
    }
    if (f == Form::Sdwa || f == Form::Dpp)
      fl::vop2::kSrc0.set(w.data(), f == Form::Sdwa ? opnd::kSdwa : opnd::kDpp);
    if (f == Form::Sdwa) w[1] &= 0xF8F8F8FFu | 0x06060600u;  // selects 0..6 (7 is not one)
  }
  const FixedBits& fx = e.fixed[static_cast<int>(f)];
  for (int k = 0; k < 2; ++k) w[k] = (w[k] & ~fx.mask[k]) | fx.value[k];
  return w;
}

TEST_CASE("decode(encode(x)) == x for every entry in every form", "[roundtrip]") {
  std::mt19937 rng(2024);
  int forms = 0;
  for (const OpInfo& e : kOpTable) {
    for (int f = 0; f < static_cast<int>(Form::Count); ++f) {
      if (!e.fixed[f].encodable) continue;
      ++forms;
      Inst x;
      std::vector<uint32_t> w;
      for (int tries = 0; tries < 2000 && x.info != &e; ++tries) {
        w = random_word_of(e, Form(f), rng);
        // Small register numbers keep tuples in range; operand codes stay random otherwise.
        if (tries % 2) w[1] &= 0x3F3F3F3Fu | 0x80C0C0C0u;
        x = decode(w.data(), 3);
      }
      CAPTURE(e.name, f);
      REQUIRE(x.info == &e);
      std::vector<uint32_t> enc = encode(x);
      REQUIRE(enc.size() * 4 == x.size);
      enc.resize(enc.size() + 2, 0);
      Inst y = decode(enc.data(), enc.size());
      REQUIRE(y.info == &e);
      CHECK(y.enc == x.enc);
      CHECK(y.size == x.size);
      CHECK(disasm(y) == disasm(x));
      CHECK(encode(y) == encode(x));
      CHECK(y.dst == x.dst);
      CHECK(y.sdst == x.sdst);
      CHECK(y.src == x.src);
      CHECK(y.literal == x.literal);
    }
  }
  CHECK(forms >= kNumOps);
}

}  // namespace
}  // namespace gcn
