// Test-side entry to the harness lockstep (harness/lockstep): runs a prepared dispatch on the RTL
// with golden stepped on every retire, and reports the first divergence as a string instead of
// throwing, so a test can print it and go on to compare buffers.
#pragma once

#include <cstdint>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "golden/api/device.h"
#include "golden/common/error.h"
#include "golden/dispatch/dispatcher.h"
#include "golden/loader/code_object.h"
#include "golden/mem/memory.h"
#include "harness/lockstep/lockstep.h"
#include "harness/rtl/run_rtl.h"
#include "tests/support/asm_kernel.h"
#include "verilator/rtl_cu.h"

namespace gcn::test {

struct LockstepResult {
  LockstepStats stats;
  std::string first_divergence;  // "" when the whole run matched, else the report
};

// Golden runs on the image `gold_disp` was prepared on; the RTL on `rtl_mem`, an image with the
// same allocations and set-up (a copy, or the same set-up repeated on another Device).
inline LockstepResult run_lockstep(const Dispatcher& gold_disp, Memory& rtl_mem, uint64_t seed) {
  LockstepResult r;
  LockstepOptions o;
  o.axi.seed = seed;
  try {
    r.stats = gcn::run_lockstep(gold_disp, rtl_mem, o);
  } catch (const Error& e) {
    r.first_divergence = e.what();  // the whole report: tests print it on failure
    if (r.first_divergence.empty()) r.first_divergence = "error";
  }
  return r;
}

// v[1:2] = test buffer + 4 * lane (buffer pointer in s[2:3]).
inline const char* kLaneAddrPrologue = R"(
  s_load_dwordx2 s[2:3], s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
  v_lshlrev_b32 v1, 2, v0
  v_mov_b32 v2, s3
  v_add_u32 v1, vcc, s2, v1
  v_addc_u32 v2, vcc, 0, v2, vcc
)";

struct AsmLockstep : LockstepResult {
  std::vector<uint8_t> golden, rtl;  // final test buffer: golden engine run, RTL run
  uint64_t golden_instructions = 0;
};

// Assembles `body` and runs it on the golden engine alone (final buffer, instruction count), then
// on the RTL in lockstep with golden (AXI seed `seed`), each on its own copy of the test buffer.
inline AsmLockstep run_asm_lockstep(const std::string& body, const AsmOptions& opts, uint64_t seed) {
  const CodeObject co = CodeObject::load(assemble_kernel(body, opts));
  const uint64_t n = opts.buffer.size();
  AsmLockstep r;
  auto launch = [&](uint64_t buf) { return Launch{"k", opts.grid, opts.workgroup, {KernelArg::buffer(buf)}}; };
  {
    Device dev;
    const uint64_t buf = dev.alloc("test buffer", n);
    dev.write(buf, opts.buffer.data(), n);
    r.golden_instructions = dev.launch(co, launch(buf)).wave_instructions;
    r.golden = dev.read(buf, n);
  }
  Device gdev, rdev;
  const uint64_t gbuf = gdev.alloc("test buffer", n);
  const uint64_t rbuf = rdev.alloc("test buffer", n);
  gdev.write(gbuf, opts.buffer.data(), n);
  rdev.write(rbuf, opts.buffer.data(), n);
  auto gdisp = gdev.prepare(co, launch(gbuf));
  rdev.prepare(co, launch(rbuf));
  static_cast<LockstepResult&>(r) = run_lockstep(*gdisp, rdev.memory(), seed);
  r.rtl = rdev.read(rbuf, n);
  return r;
}

// Assembles `body` and runs it on the RTL alone (AXI seed `seed`), handing every retire and
// completion record to on_event; returns the AXI writes the run made.
inline uint64_t run_asm_rtl(const std::string& body, const AsmOptions& opts, uint64_t seed,
                            const std::function<void(const RtlEvent&)>& on_event = {}) {
  const CodeObject co = CodeObject::load(assemble_kernel(body, opts));
  Device dev;
  const uint64_t n = opts.buffer.size();
  const uint64_t buf = dev.alloc("test buffer", n);
  dev.write(buf, opts.buffer.data(), n);
  auto disp = dev.prepare(co, {"k", opts.grid, opts.workgroup, {KernelArg::buffer(buf)}});
  RtlCu::Config cfg;
  cfg.axi.seed = seed;
  RtlCu cu(dev.memory(), cfg);
  run_rtl(cu, *disp, on_event);
  return cu.axi().writes();
}

// First differing dword of two buffers, for a readable failure.
inline std::string first_diff(const std::vector<uint8_t>& a, const std::vector<uint8_t>& b) {
  for (size_t i = 0; i + 4 <= a.size() && i + 4 <= b.size(); i += 4) {
    uint32_t x, y;
    std::memcpy(&x, &a[i], 4);
    std::memcpy(&y, &b[i], 4);
    if (x != y) return fmt::format("offset 0x{:x}: golden 0x{:08x} rtl 0x{:08x}", i, x, y);
  }
  return a.size() == b.size() ? "equal" : "sizes differ";
}

}  // namespace gcn::test
