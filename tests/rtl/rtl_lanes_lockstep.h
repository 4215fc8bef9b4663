// The lane-vector harness of rtl_lanes.h (inputs A..D in v3..v6 from buffer regions 0..3,
// results v10.. stored to regions 4..), run in lockstep: golden alone for the reference buffer,
// then the RTL with golden stepped on every retire (register writes, memory effects, load
// writebacks and counters compared per instruction). Used by the session-7 scalar/memory tests.
#pragma once

#include <string>

#include <catch2/catch.hpp>
#include <fmt/format.h>

#include "tests/rtl/rtl_lanes.h"
#include "tests/rtl/rtl_lockstep.h"

namespace gcn::test::lanes_harness {

struct LockstepLanes {
  gcn::test::AsmLockstep run;
  uint32_t out(int k, int lane) const {
    uint32_t v;
    std::memcpy(&v, &run.rtl[size_t(4 + k) * 256 + size_t(lane) * 4], 4);
    return v;
  }
};

inline LockstepLanes run_lanes_lockstep(const std::string& body, int outputs, const Inputs& in,
                                        AsmOptions o = {}, uint64_t seed = 1) {
  o.buffer.assign(size_t(4 + outputs) * 256, 0);
  const Lanes* regions[] = {&in.a, &in.b, &in.c, &in.d};
  for (int r = 0; r < 4; ++r)
    for (size_t l = 0; l < regions[r]->size() && l < 64; ++l)
      std::memcpy(&o.buffer[size_t(r) * 256 + l * 4], &(*regions[r])[l], 4);
  std::string src = gcn::test::kLaneAddrPrologue;
  for (int r = 0; r < 4; ++r)
    src += fmt::format(
        "  v_add_u32 v7, vcc, 0x{:x}, v1\n  v_addc_u32 v8, vcc, 0, v2, vcc\n  flat_load_dword v{}, v[7:8]\n",
        r * 256, 3 + r);
  src += "  s_waitcnt vmcnt(0)\n";
  src += body;
  src += "  s_mov_b64 exec, -1\n";
  for (int k = 0; k < outputs; ++k)
    src += fmt::format(
        "  v_add_u32 v7, vcc, 0x{:x}, v1\n  v_addc_u32 v8, vcc, 0, v2, vcc\n  flat_store_dword v[7:8], v{}\n",
        (4 + k) * 256, 10 + k);
  src += "  s_waitcnt vmcnt(0)\n";
  return {gcn::test::run_asm_lockstep(src, o, seed)};
}

// Lockstep matched, the RTL's buffer equals golden's, and the instruction counts agree.
inline void check_lockstep(const LockstepLanes& r) {
  INFO(r.run.first_divergence);
  CHECK(r.run.first_divergence.empty());
  INFO(first_diff(r.run.golden, r.run.rtl));
  CHECK(r.run.rtl == r.run.golden);
  CHECK(r.run.stats.instructions == r.run.golden_instructions);
}

}  // namespace gcn::test::lanes_harness
