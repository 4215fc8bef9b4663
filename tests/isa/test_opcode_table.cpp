// The opcode table proves itself: positions, unique opcodes per encoding space, the complete LLVM
// GFX8 mnemonic list, and a few facts per category worked out from the GCN3 manual.
#include <catch2/catch.hpp>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>

#include "golden/isa/opcode_table.h"

namespace gcn {
namespace {

const OpInfo* find(std::string_view name) {
  for (const OpInfo& e : kOpTable)
    if (e.name == name) return &e;
  return nullptr;
}

bool is_vop3(Enc e) { return e == Enc::VOP3A || e == Enc::VOP3B; }

TEST_CASE("every table entry sits at the position of its enumerator", "[table]") {
  for (int i = 0; i < kNumOps; ++i) {
    CAPTURE(i, kOpTable[i].name);
    CHECK(static_cast<int>(kOpTable[i].op) == i);
    CHECK(&info(Op(i)) == &kOpTable[i]);
  }
}

TEST_CASE("no two entries share an encoding and opcode", "[table]") {
  std::map<std::pair<int, int>, std::string_view> seen;
  for (const OpInfo& e : kOpTable) {
    int space = is_vop3(e.enc) ? static_cast<int>(Enc::VOP3A) : static_cast<int>(e.enc);
    auto [it, fresh] = seen.emplace(std::make_pair(space, int{e.opcode}), e.name);
    CAPTURE(e.name, it->second, enc_name(e.enc), e.opcode);
    CHECK(fresh);
  }
}

TEST_CASE("VOP3 opcodes are unique across VOP3-only and promoted entries", "[table]") {
  std::map<int, std::string_view> seen;
  for (const OpInfo& e : kOpTable) {
    int op = is_vop3(e.enc) ? e.opcode : e.vop3_opcode;
    if (op < 0) continue;
    CHECK(op < 1024);
    auto [it, fresh] = seen.emplace(op, e.name);
    CAPTURE(e.name, it->second, op);
    CHECK(fresh);
  }
  // The VOP3 space layout of the GCN3 manual: VOPC 0x000.., VOP2 0x100.., VOP1 0x140...
  CHECK(find("v_cmp_class_f32")->vop3_opcode == 0x010);
  CHECK(find("v_cndmask_b32")->vop3_opcode == 0x100);
  CHECK(find("v_nop")->vop3_opcode == 0x140);
  CHECK(find("v_mad_f32")->opcode == 0x1C1);
}

// Mnemonics of the LLVM 14 GFX8 syntax page, suffixes (_e32/_e64/_sdwa/_dpp) removed.
std::set<std::string> syntax_page_mnemonics() {
  std::ifstream f(GCN_GFX8_SYNTAX_HTML);
  std::stringstream ss;
  ss << f.rdbuf();
  std::string html = ss.str();
  size_t start = html.find("<h3>");
  std::string text;
  for (size_t i = start == std::string::npos ? html.size() : start; i < html.size(); ++i) {
    if (html[i] == '<') {
      i = html.find('>', i);
      if (i == std::string::npos) break;
      continue;
    }
    text += html[i];
  }
  std::set<std::string> out;
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) {
    std::string word = line.substr(0, line.find_first_of(" \t"));
    bool isa = word.rfind("s_", 0) == 0 || word.rfind("v_", 0) == 0 || word.rfind("ds_", 0) == 0 ||
               word.rfind("buffer_", 0) == 0 || word.rfind("tbuffer_", 0) == 0 ||
               word.rfind("image_", 0) == 0 || word.rfind("flat_", 0) == 0 || word == "exp";
    if (!isa) continue;
    for (const char* suffix : {"_e32", "_e64", "_sdwa", "_dpp"}) {
      std::string s = suffix;
      if (word.size() > s.size() && word.compare(word.size() - s.size(), s.size(), s) == 0)
        word.resize(word.size() - s.size());
    }
    out.insert(word);
  }
  return out;
}

TEST_CASE("every mnemonic of LLVM's GFX8 syntax page has an entry", "[table]") {
  std::set<std::string> names = syntax_page_mnemonics();
  // scripts/setup.sh installs llvm-14-doc: a missing page is a set-up failure, not a skip.
  INFO("syntax page " GCN_GFX8_SYNTAX_HTML " (package llvm-14-doc)");
  REQUIRE(names.size() >= 900);
  for (const std::string& n : names) {
    CAPTURE(n);
    CHECK(find(n) != nullptr);
  }
}

TEST_CASE("operand types follow the manual", "[table]") {
  auto check = [](std::string_view name, Ty dst, Ty dst2, Ty s0, Ty s1, Ty s2) {
    const OpInfo* e = find(name);
    REQUIRE(e != nullptr);
    CAPTURE(name);
    CHECK(e->dst == dst);
    CHECK(e->dst2 == dst2);
    CHECK(e->src[0] == s0);
    CHECK(e->src[1] == s1);
    CHECK(e->src[2] == s2);
  };
  check("s_add_u32", Ty::U32, Ty::None, Ty::U32, Ty::U32, Ty::None);
  check("s_lshl_b64", Ty::B64, Ty::None, Ty::B64, Ty::U32, Ty::None);  // shift is 6 bits of s1
  check("s_bfe_i64", Ty::I64, Ty::None, Ty::I64, Ty::U32, Ty::None);
  check("s_cmpk_lt_i32", Ty::None, Ty::None, Ty::I32, Ty::I16, Ty::None);
  // The SALU reads a 32-bit operand (inline 0.5 is 0x3f000000) and sign-extends bits [15:0].
  check("s_sext_i32_i16", Ty::I32, Ty::None, Ty::I32, Ty::None, Ty::None);
  check("v_sad_u16", Ty::U32, Ty::None, Ty::U32, Ty::U32, Ty::U32);  // LLVM: VOP_I32_I32_I32_I32
  check("v_add_f32", Ty::F32, Ty::None, Ty::F32, Ty::F32, Ty::None);
  check("v_add_u32", Ty::U32, Ty::B64, Ty::U32, Ty::U32, Ty::None);  // carry-out in VCC/SDST
  check("v_addc_u32", Ty::U32, Ty::B64, Ty::U32, Ty::U32, Ty::B64);  // carry-in
  check("v_ldexp_f32", Ty::F32, Ty::None, Ty::F32, Ty::I32, Ty::None);
  check("v_cmp_class_f64", Ty::None, Ty::B64, Ty::F64, Ty::U32, Ty::None);
  check("v_cvt_f64_i32", Ty::F64, Ty::None, Ty::I32, Ty::None, Ty::None);
  check("v_cvt_f16_f32", Ty::F16, Ty::None, Ty::F32, Ty::None, Ty::None);
  check("v_lshlrev_b64", Ty::B64, Ty::None, Ty::U32, Ty::B64, Ty::None);
  check("v_mad_u64_u32", Ty::U64, Ty::B64, Ty::U32, Ty::U32, Ty::U64);
  check("v_div_scale_f64", Ty::F64, Ty::B64, Ty::F64, Ty::F64, Ty::F64);
  check("v_fma_f16", Ty::F16, Ty::None, Ty::F16, Ty::F16, Ty::F16);
  check("s_load_dwordx4", Ty::B128, Ty::None, Ty::B64, Ty::None, Ty::None);
  check("flat_atomic_cmpswap", Ty::B32, Ty::None, Ty::B64, Ty::B64, Ty::None);
  CHECK(find("v_readlane_b32")->sgpr_dst);
  CHECK_FALSE(find("v_writelane_b32")->sgpr_dst);
}

TEST_CASE("VOP3B holds exactly the instructions with a carry or scale SDST", "[table]") {
  std::set<std::string_view> vop3b;
  for (const OpInfo& e : kOpTable)
    if (e.enc == Enc::VOP3B || (e.enc == Enc::VOP2 && e.dst2 != Ty::None)) vop3b.insert(e.name);
  CHECK(vop3b == std::set<std::string_view>{"v_add_u32", "v_sub_u32", "v_subrev_u32", "v_addc_u32",
                                            "v_subb_u32", "v_subbrev_u32", "v_div_scale_f32",
                                            "v_div_scale_f64", "v_mad_u64_u32", "v_mad_i64_i32"});
}

TEST_CASE("side effects and counters follow the ISA rules", "[table]") {
  auto fx = [](std::string_view n) { return find(n)->effects; };
  auto cnt = [](std::string_view n) { return find(n)->counters; };
  CHECK(fx("s_add_u32") == kWritesScc);
  CHECK(fx("s_addc_u32") == (kWritesScc | kReadsScc));
  CHECK(fx("s_mul_i32") == kNone);
  CHECK(fx("s_cselect_b64") == kReadsScc);
  CHECK(fx("s_and_saveexec_b64") == (kWritesScc | kReadsExec | kWritesExec));
  CHECK(fx("s_cbranch_execz") == (kReadsExec | kBranch));
  CHECK(fx("s_cbranch_vccnz") == (kReadsVcc | kBranch));
  CHECK(fx("s_endpgm") == kEndsWave);
  CHECK(fx("s_barrier") == kBarrier);
  CHECK(fx("s_movrels_b32") == kReadsM0);
  CHECK(fx("s_setreg_b32") == kWritesMode);
  CHECK(fx("s_setreg_imm32_b32") == kWritesMode);
  CHECK(fx("s_set_gpr_idx_off") == kWritesMode);  // clears MODE.GPR_IDX_EN, M0 untouched
  CHECK(fx("s_set_gpr_idx_on") == (kReadsM0 | kWritesM0 | kWritesMode));
  CHECK(fx("s_set_gpr_idx_mode") == (kReadsM0 | kWritesM0));
  CHECK(fx("s_setvskip") == kWritesMode);
  CHECK(fx("v_cmp_lt_f32") == kWritesVcc);
  CHECK(fx("v_cmpx_lt_f32") == (kWritesVcc | kWritesExec));
  CHECK(fx("v_cndmask_b32") == kReadsVcc);
  CHECK(fx("v_div_fmas_f64") == kReadsVcc);
  CHECK(fx("v_rcp_f32") == kApprox);
  CHECK(fx("v_sqrt_f64") == kApprox);
  CHECK(fx("v_sin_f16") == kApprox);
  CHECK(fx("v_add_f32") == kNone);
  CHECK(fx("s_load_dword") == kLoad);
  CHECK(fx("buffer_store_dword") == kStore);
  CHECK(fx("ds_add_rtn_u32") == (kReadsM0 | kLoad | kStore | kAtomic));
  CHECK(fx("flat_atomic_add") == (kLoad | kStore | kAtomic));
  CHECK(cnt("s_load_dword") == kLgkmCnt);
  CHECK(cnt("ds_read_b32") == kLgkmCnt);
  CHECK(cnt("flat_load_dword") == (kVmCnt | kLgkmCnt));
  CHECK(cnt("buffer_load_dword") == kVmCnt);
  CHECK(cnt("tbuffer_store_format_x") == kVmCnt);
  CHECK(cnt("image_sample") == kVmCnt);
  CHECK(cnt("exp") == kExpCnt);
  CHECK(cnt("s_sendmsg") == kLgkmCnt);
  CHECK(cnt("v_add_f32") == kCntNone);
  CHECK(cnt("s_waitcnt") == kCntNone);
}

TEST_CASE("encoding names are the manual's", "[table]") {
  CHECK(enc_name(Enc::SOP2) == "SOP2");
  CHECK(enc_name(Enc::VOP3B) == "VOP3B");
  CHECK(enc_name(Enc::FLAT) == "FLAT");
  CHECK(enc_name(Enc::Count) == "?");
}

}  // namespace
}  // namespace gcn
