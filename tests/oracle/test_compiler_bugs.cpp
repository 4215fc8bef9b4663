// The LLVM 14 AMDGPU miscompilations of docs/compiler-bugs.md, pinned: each pattern is compiled,
// its emitted instructions are checked to be the faulty sequence, golden's result equals a host
// evaluation of exactly those instructions, and differs from host C arithmetic. If LLVM stops
// emitting the sequence or golden stops executing it faithfully, these tests say so.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "golden/api/device.h"
#include "golden/isa/decoder.h"
#include "golden/isa/disasm.h"

namespace {

std::string co_path(const std::string& name) {
  return fmt::format("{}/tests/oracle/compiler-bugs/{}.co", GCN_BINARY_DIR, name);
}

// Disassembly of the whole .text, one instruction per line.
std::string disassembly(const gcn::CodeObject& co) {
  std::string out;
  const std::vector<uint8_t>& img = co.image();
  for (uint64_t pc = co.text_begin(); pc + 4 <= co.text_end();) {
    uint32_t w[3] = {0, 0, 0};
    std::memcpy(w, img.data() + pc, std::min<uint64_t>(3, (co.text_end() - pc) / 4) * 4);
    const gcn::Inst in = gcn::decode(w, 3);
    if (!in.info) break;
    out += gcn::disasm(in) + "\n";
    pc += in.size;
  }
  return out;
}

// Runs a one-input one-output u32 kernel over x = 0..255 on golden.
std::vector<uint32_t> run_golden(const gcn::CodeObject& co) {
  gcn::Device dev;
  const uint64_t in = dev.alloc("in", 256 * 4), out = dev.alloc("out", 256 * 4);
  std::vector<uint32_t> x(256);
  for (uint32_t i = 0; i < 256; ++i) x[i] = i;
  dev.write(in, x.data(), x.size() * 4);
  dev.launch(co, {"k", {256, 1, 1}, {64, 1, 1}, {gcn::KernelArg::buffer(in), gcn::KernelArg::buffer(out)}});
  const std::vector<uint8_t> bytes = dev.read(out, 256 * 4);
  std::vector<uint32_t> r(256);
  std::memcpy(r.data(), bytes.data(), bytes.size());
  return r;
}

// The -O2 sequence for 0xfffffff8 % d, d = (x & 0xfe) | 1 (LLVM's expandDivRem24), one line per
// instruction: v_cvt_f32_ubyte0 d; v_rcp_iflag_f32; v_mul_f32 by the numerator as f32 (0x4f800000,
// 2^32, the rounded 0xfffffff8); v_trunc_f32; v_cvt_u32_f32; v_mad_f32 -q*d+n; v_cmp_ge_f32
// |r| >= d; v_addc q+vcc; v_mul_lo_u32 q*d; v_sub_u32 n-q*d; v_and_b32 0xff.
uint32_t cb1_emitted(uint32_t x) {
  const uint32_t d = (x & 0xfe) | 1;
  const float fd = float(d);                           // v_cvt_f32_ubyte0
  const float rcp = float(1.0 / double(fd));           // v_rcp_iflag_f32 (golden: 1/x rounded once)
  const float n = 4294967296.0f;                       // s_mov_b32 0x4f800000
  const float q = std::trunc(n * rcp);                 // v_mul_f32, v_trunc_f32
  const uint32_t qi = q >= 4294967296.0f ? 0xffffffffu : uint32_t(q);  // v_cvt_u32_f32 (saturates)
  const float prod = -q * fd;                          // v_mad_f32: not fused on GFX8, the
  const float r = prod + n;                            // product rounds before the add
  const uint32_t q1 = qi + (std::fabs(r) >= fd ? 1 : 0);  // v_cmp_ge_f32 |r|, v_addc_u32
  return (0xfffffff8u - q1 * d) & 0xffu;               // v_mul_lo_u32, v_sub_u32, v_and_b32
}

// -O1..-O3 reach it through AMDGPUCodeGenPrepare (v_rcp_iflag_f32), -O0 through instruction
// selection's 24-bit division (v_rcp_f32); the arithmetic is the same.
void check_cb1(const std::string& co_name, const char* rcp) {
  const gcn::CodeObject co = gcn::CodeObject::load(co_path(co_name));
  const std::string text = disassembly(co);
  INFO(text);
  REQUIRE(text.find(rcp) != std::string::npos);
  REQUIRE(text.find("0x4f800000") != std::string::npos);
  const std::vector<uint32_t> got = run_golden(co);
  int differs_from_c = 0;
  for (uint32_t x = 0; x < 256; ++x) {
    INFO("x = " << x);
    CHECK(got[x] == cb1_emitted(x));
    differs_from_c += got[x] != 0xfffffff8u % ((x & 0xffu) | 1u);
  }
  CHECK(differs_from_c == 186);
}

}  // namespace

TEST_CASE("CB-1: LLVM 14 -O2 computes 0xfffffff8u % ((x & 0xff) | 1) in 24-bit float, golden follows the emitted "
          "instructions, host C differs", "[oracle][compiler-bugs]") {
  check_cb1("cb1_udiv24_O2", "v_rcp_iflag_f32");
}

TEST_CASE("CB-1 at -O0: instruction selection's 24-bit division (v_rcp_f32), same wrong results",
          "[oracle][compiler-bugs]") {
  check_cb1("cb1_udiv24_O0", "v_rcp_f32");
}

namespace {

std::vector<uint64_t> run_cb2(const std::string& co_name, std::vector<uint64_t>& x) {
  const gcn::CodeObject co = gcn::CodeObject::load(co_path(co_name));
  gcn::Device dev;
  const uint64_t in = dev.alloc("in", 64 * 8), out = dev.alloc("out", 64 * 8);
  x.resize(64);
  for (uint32_t i = 0; i < 64; ++i) x[i] = i == 0 ? 0 : ~0ull >> (i - 1);  // clz 64, 0, 1, ..., 62
  dev.write(in, x.data(), x.size() * 8);
  dev.launch(co, {"k", {64, 1, 1}, {64, 1, 1}, {gcn::KernelArg::buffer(in), gcn::KernelArg::buffer(out)}});
  const std::vector<uint8_t> bytes = dev.read(out, 64 * 8);
  std::vector<uint64_t> got(64);
  std::memcpy(got.data(), bytes.data(), bytes.size());
  return got;
}

uint64_t cb2_c(uint32_t i, uint64_t x) {  // host C, b = group id 1 = 0
  const uint64_t clz = x == 0 ? 64 : uint64_t(__builtin_clzll(x));
  return (i & 1) ? ~clz : 0;
}

}  // namespace

TEST_CASE("CB-2: LLVM 14 -O2 gives ~clz(ulong) | (ulong)short a high dword of 0 under a select, golden follows "
          "the emitted instructions, host C has 0xffffffff", "[oracle][compiler-bugs]") {
  const std::string text = disassembly(gcn::CodeObject::load(co_path("cb2_not_clz64_O2")));
  INFO(text);
  // The taken side: low dword ~min3(ffbh...), high dword the constant 0.
  REQUIRE(text.find("v_not_b32_e32 v2, v2\nv_mov_b32_e32 v3, 0\n") != std::string::npos);
  std::vector<uint64_t> x;
  const std::vector<uint64_t> got = run_cb2("cb2_not_clz64_O2", x);
  int differs = 0;
  for (uint32_t i = 0; i < 64; ++i) {
    INFO("i = " << i << ", x = 0x" << std::hex << x[i]);
    CHECK(got[i] == (cb2_c(i, x[i]) & 0xffffffffu));  // the emitted code: high dword 0
    differs += got[i] != cb2_c(i, x[i]);
  }
  CHECK(differs == 32);
}

TEST_CASE("CB-2 does not occur at -O0: golden equals host C", "[oracle][compiler-bugs]") {
  std::vector<uint64_t> x;
  const std::vector<uint64_t> got = run_cb2("cb2_not_clz64_O0", x);
  for (uint32_t i = 0; i < 64; ++i) {
    INFO("i = " << i);
    CHECK(got[i] == cb2_c(i, x[i]));
  }
}

namespace {

// x = i << 20 for i = 0..255: x > 0xffffff from i = 16 on.
std::vector<uint32_t> run_cb3(const std::string& co_name) {
  const gcn::CodeObject co = gcn::CodeObject::load(co_path(co_name));
  gcn::Device dev;
  const uint64_t in = dev.alloc("in", 256 * 4), out = dev.alloc("out", 256 * 4);
  std::vector<uint32_t> x(256);
  for (uint32_t i = 0; i < 256; ++i) x[i] = i << 20;
  dev.write(in, x.data(), x.size() * 4);
  dev.launch(co, {"k", {256, 1, 1}, {64, 1, 1}, {gcn::KernelArg::buffer(in), gcn::KernelArg::buffer(out)}});
  const std::vector<uint8_t> bytes = dev.read(out, 256 * 4);
  std::vector<uint32_t> got(256);
  std::memcpy(got.data(), bytes.data(), bytes.size());
  return got;
}

}  // namespace

TEST_CASE("CB-3: LLVM 14 -O2 emits max(x, 0xffffff) - x as a v_sub_u32 without clamp, golden follows the "
          "emitted instruction, host C differs for x > 0xffffff", "[oracle][compiler-bugs]") {
  const std::string text = disassembly(gcn::CodeObject::load(co_path("cb3_umax_sub_O2")));
  INFO(text);
  REQUIRE(text.find("v_sub_u32_e32 v2, vcc, 0xffffff, v2") != std::string::npos);
  REQUIRE(text.find("clamp") == std::string::npos);
  const std::vector<uint32_t> got = run_cb3("cb3_umax_sub_O2");
  int differs = 0;
  for (uint32_t i = 0; i < 256; ++i) {
    const uint32_t x = i << 20;
    INFO("x = 0x" << std::hex << x);
    CHECK(got[i] == 0xffffffu - x);  // the emitted v_sub_u32: wraps
    differs += got[i] != std::max(x, 0xffffffu) - x;
  }
  CHECK(differs == 240);
}

TEST_CASE("CB-3 at -O0: v_sub_u32 with clamp, golden equals host C", "[oracle][compiler-bugs]") {
  CHECK(disassembly(gcn::CodeObject::load(co_path("cb3_umax_sub_O0"))).find("clamp") != std::string::npos);
  const std::vector<uint32_t> got = run_cb3("cb3_umax_sub_O0");
  for (uint32_t i = 0; i < 256; ++i) {
    const uint32_t x = i << 20;
    INFO("x = 0x" << std::hex << x);
    CHECK(got[i] == std::max(x, 0xffffffu) - x);
  }
}
