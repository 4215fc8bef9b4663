// Lane-vector harness shared by the directed RTL VALU tests (test_rtl_valu.cpp,
// test_rtl_fp32.cpp): per-lane inputs A, B, C, D (buffer regions 0..3, one dword per lane)
// are loaded into v3, v4, v5, v6, a body leaves its results in v10, v11, ..., result k is
// stored to region 4 + k; the kernel runs on the golden engine and on the RTL.
#pragma once

#include <cstring>
#include <initializer_list>
#include <string>
#include <vector>

#include <catch2/catch.hpp>
#include <fmt/format.h>

#include "golden/api/device.h"
#include "golden/loader/code_object.h"
#include "tests/rtl/rtl_lockstep.h"
#include "tests/support/asm_kernel.h"
#include "harness/rtl/run_rtl.h"
#include "verilator/rtl_cu.h"

namespace gcn::test::lanes_harness {

using gcn::test::AsmOptions;
using Lanes = std::vector<uint32_t>;

struct Inputs {
  Lanes a, b, c, d;  // 64 lanes each (missing lanes are 0)
};

struct Result {
  std::vector<uint8_t> golden, rtl;
  uint64_t golden_instructions = 0, rtl_instructions = 0;
  // Result k of `lane` as the RTL stored it.
  uint32_t out(int k, int lane) const {
    uint32_t v;
    std::memcpy(&v, &rtl[size_t(4 + k) * 256 + size_t(lane) * 4], 4);
    return v;
  }
};

using gcn::test::first_diff;

// Runs `body` (results in v10 .. v10+outputs-1) on golden and RTL with the given inputs.
inline Result run_lanes(const std::string& body, int outputs, const Inputs& in, AsmOptions o = {}) {
  o.buffer.assign(size_t(4 + outputs) * 256, 0);
  const Lanes* regions[] = {&in.a, &in.b, &in.c, &in.d};
  for (int r = 0; r < 4; ++r)
    for (size_t l = 0; l < regions[r]->size() && l < 64; ++l)
      std::memcpy(&o.buffer[size_t(r) * 256 + l * 4], &(*regions[r])[l], 4);
  std::string src = R"(
  s_load_dwordx2 s[2:3], s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
  v_lshlrev_b32 v1, 2, v0
  v_mov_b32 v2, s3
  v_add_u32 v1, vcc, s2, v1
  v_addc_u32 v2, vcc, 0, v2, vcc
  flat_load_dword v3, v[1:2]
  v_add_u32 v7, vcc, 0x100, v1
  v_addc_u32 v8, vcc, 0, v2, vcc
  flat_load_dword v4, v[7:8]
  v_add_u32 v7, vcc, 0x200, v1
  v_addc_u32 v8, vcc, 0, v2, vcc
  flat_load_dword v5, v[7:8]
  v_add_u32 v7, vcc, 0x300, v1
  v_addc_u32 v8, vcc, 0, v2, vcc
  flat_load_dword v6, v[7:8]
  s_waitcnt vmcnt(0)
)";
  src += body;
  src += "  s_mov_b64 exec, -1\n";
  for (int k = 0; k < outputs; ++k) {
    src += fmt::format(
        "  v_add_u32 v7, vcc, 0x{:x}, v1\n  v_addc_u32 v8, vcc, 0, v2, vcc\n"
        "  flat_store_dword v[7:8], v{}\n",
        (4 + k) * 256, 10 + k);
  }
  src += "  s_waitcnt vmcnt(0)\n";

  const gcn::CodeObject co = gcn::CodeObject::load(gcn::test::assemble_kernel(src, o));
  const uint64_t n = o.buffer.size();
  Result r;
  {
    gcn::Device dev;
    const uint64_t buf = dev.alloc("test buffer", n);
    dev.write(buf, o.buffer.data(), n);
    const auto st = dev.launch(co, {"k", o.grid, o.workgroup, {gcn::KernelArg::buffer(buf)}});
    r.golden_instructions = st.wave_instructions;
    r.golden = dev.read(buf, n);
  }
  {
    gcn::Device dev;
    const uint64_t buf = dev.alloc("test buffer", n);
    dev.write(buf, o.buffer.data(), n);
    auto disp = dev.prepare(co, {"k", o.grid, o.workgroup, {gcn::KernelArg::buffer(buf)}});
    gcn::RtlCu cu(dev.memory(), {});
    r.rtl_instructions = gcn::run_rtl(cu, *disp).instructions;
    r.rtl = dev.read(buf, n);
  }
  return r;
}

inline void check_same(const Result& r) {
  INFO(first_diff(r.golden, r.rtl));
  CHECK(r.rtl == r.golden);
  CHECK(r.rtl_instructions == r.golden_instructions);
}

// Deterministic pseudo-random dwords (64-bit LCG, high half).
struct Rng {
  uint64_t s;
  uint32_t next() {
    s = s * 6364136223846793005ull + 1442695040888963407ull;
    return uint32_t(s >> 32);
  }
};

// `edges` first, then random values up to 64 lanes.
inline Lanes lanes(std::initializer_list<uint32_t> edges, uint64_t seed) {
  Lanes v(edges);
  Rng g{seed};
  while (v.size() < 64) v.push_back(g.next());
  v.resize(64);
  return v;
}

// Random binary32 values biased towards small exponents, denormals and specials.
inline Lanes float_lanes(std::initializer_list<uint32_t> edges, uint64_t seed) {
  Lanes v(edges);
  Rng g{seed};
  while (v.size() < 64) {
    uint32_t x = g.next();
    switch (g.next() % 4) {
      case 0: x &= 0x807fffff; break;                       // denormal or zero
      case 1: x = (x & 0x807fffff) | 0x00800000; break;     // smallest binade
      case 2: x = (x & 0x80ffffff) | 0x7f000000; break;     // near overflow
      default: break;
    }
    v.push_back(x);
  }
  v.resize(64);
  return v;
}

inline const char* kModeNames[] = {"nearest even", "+inf", "-inf", "zero"};

}  // namespace gcn::test::lanes_harness
