// The verilated compute unit runs real code objects (assembled with llvm-mc-14 / ld.lld-14,
// or compiled by clang from vectors/kernels), set up by the same dispatcher as the golden engine.
// Each test runs the kernel on the golden engine (one Device) and on the RTL (another Device
// with the same allocations) and compares the final buffer and the retired instruction count.
#include <catch2/catch.hpp>

#include <fmt/format.h>

#include <chrono>
#include <cstdio>
#include <cstring>

#include "golden/api/device.h"
#include "golden/api/launch_spec.h"
#include "golden/api/spec_session.h"
#include "golden/common/error.h"
#include "golden/loader/code_object.h"
#include "harness/lockstep/lockstep.h"
#include "tests/rtl/rtl_lockstep.h"
#include "tests/support/asm_kernel.h"
#include "tests/support/rtl_missing.h"
#include "harness/rtl/run_rtl.h"
#include "verilator/rtl_cu.h"

namespace {

using gcn::test::AsmOptions;

struct BothRuns {
  std::vector<uint8_t> golden, rtl;
  uint64_t golden_instructions = 0;
  gcn::RtlRunStats rtl_stats;
  uint64_t completions = 0;
};

BothRuns run_both(const std::string& body, const AsmOptions& opts, uint64_t seed = 1) {
  const gcn::CodeObject co = gcn::CodeObject::load(gcn::test::assemble_kernel(body, opts));
  BothRuns r;
  const uint64_t n = opts.buffer.size();
  {
    gcn::Device dev;
    const uint64_t buf = dev.alloc("test buffer", n);
    dev.write(buf, opts.buffer.data(), n);
    const auto st = dev.launch(co, {"k", opts.grid, opts.workgroup, {gcn::KernelArg::buffer(buf)}});
    r.golden_instructions = st.wave_instructions;
    r.golden = dev.read(buf, n);
  }
  {
    gcn::Device dev;
    const uint64_t buf = dev.alloc("test buffer", n);
    dev.write(buf, opts.buffer.data(), n);
    auto disp = dev.prepare(co, {"k", opts.grid, opts.workgroup, {gcn::KernelArg::buffer(buf)}});
    gcn::RtlCu::Config cfg;
    cfg.axi.seed = seed;
    gcn::RtlCu cu(dev.memory(), cfg);
    r.rtl_stats = gcn::run_rtl(cu, *disp, [&](const gcn::RtlEvent& e) {
      if (e.kind == gcn::RtlEvent::Kind::Completion) ++r.completions;
    });
    r.rtl = dev.read(buf, n);
  }
  return r;
}

using gcn::test::first_diff;

void check_same(const BothRuns& r) {
  INFO(first_diff(r.golden, r.rtl));
  CHECK(r.rtl == r.golden);
  CHECK(r.rtl_stats.instructions == r.golden_instructions);
}

const char* const kPrologue = gcn::test::kLaneAddrPrologue;

}  // namespace

TEST_CASE("RTL stores an integer VALU result per lane", "[rtl]") {
  const auto r = run_both(std::string(kPrologue) + R"(
  v_mul_lo_u32 v3, v0, v0
  v_add_u32 v3, vcc, 7, v3
  v_xor_b32 v3, 0x1234, v3
  v_lshrrev_b32 v4, 1, v3
  v_sub_u32 v3, vcc, v3, v4
  flat_store_dword v[1:2], v3
  s_waitcnt vmcnt(0)
)", {});
  check_same(r);
  // Not a vacuous pass: lane 5 stored ((25 + 7) ^ 0x1234) - half of it.
  uint32_t v5;
  std::memcpy(&v5, &r.rtl[20], 4);
  const uint32_t x = (25u + 7u) ^ 0x1234u;
  CHECK(v5 == x - (x >> 1));
  CHECK(r.completions >= 2);  // the s_load and the store completed through the retire port
}

TEST_CASE("RTL follows branches, saveexec and scalar loops", "[rtl]") {
  const std::string body = std::string(kPrologue) + R"(
  v_mov_b32 v3, 100
  v_cmp_gt_u32 vcc, 20, v0
  s_and_saveexec_b64 s[4:5], vcc
  s_cbranch_execz .Lskip
  v_mov_b32 v3, v0
  v_xor_b32 v3, 0x55, v3
.Lskip:
  s_or_b64 exec, exec, s[4:5]
  s_mov_b32 s6, 0
  s_mov_b32 s7, 0
.Lloop:
  s_add_u32 s6, s6, 3
  s_add_u32 s7, s7, 1
  s_cmp_lt_u32 s7, 5
  s_cbranch_scc1 .Lloop
  v_cmp_eq_u32 s[8:9], 3, v0
  v_cndmask_b32 v5, 0, -1, s[8:9]
  v_add_u32 v3, vcc, s6, v3
  v_add_u32 v3, vcc, v5, v3
  flat_store_dword v[1:2], v3
  s_waitcnt vmcnt(0)
)";
  for (uint64_t seed : {1, 2, 3}) {
    INFO("seed " << seed);
    const auto r = run_both(body, {}, seed);
    check_same(r);
    uint32_t v3, v30;
    std::memcpy(&v3, &r.rtl[12], 4);
    std::memcpy(&v30, &r.rtl[120], 4);
    CHECK(v3 == ((3u ^ 0x55u) + 15u - 1u));
    CHECK(v30 == 115u);
  }
}

TEST_CASE("RTL flat loads of every width, SMEM wide loads, 64-bit and lane ops", "[rtl]") {
  AsmOptions o;
  for (size_t i = 0; i < o.buffer.size(); ++i) o.buffer[i] = uint8_t(i * 7 + 3);
  const auto r = run_both(std::string(kPrologue) + R"(
  s_load_dwordx4 s[8:11], s[2:3], 0x10
  s_load_dwordx8 s[12:19], s[2:3], 0x20
  flat_load_dword v3, v[1:2]
  flat_load_ubyte v4, v[1:2]
  flat_load_sshort v5, v[1:2]
  flat_load_dwordx2 v[6:7], v[1:2]
  flat_load_dwordx4 v[10:13], v[1:2]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  v_mul_hi_u32 v8, v3, s9
  v_mad_u64_u32 v[14:15], s[20:21], v3, v6, v[6:7]
  v_lshrrev_b64 v[16:17], 5, v[6:7]
  v_mbcnt_lo_u32_b32 v18, -1, 0
  v_mbcnt_hi_u32_b32 v18, -1, v18
  v_readfirstlane_b32 s22, v3
  v_mul_u32_u24 v19, v4, v5
  v_min_i32 v20, v5, v13
  v_bfe_u32 v21, v3, 4, 9
  s_add_u32 s23, s22, s19
  s_addc_u32 s24, s12, s18
  s_lshl_b64 s[26:27], s[14:15], 3
  v_add_u32 v3, vcc, v3, v4
  v_add_u32 v3, vcc, v3, v5
  v_add_u32 v3, vcc, v3, v8
  v_add_u32 v3, vcc, v3, v14
  v_xor_b32 v3, v3, v15
  v_add_u32 v3, vcc, v3, v16
  v_add_u32 v3, vcc, v3, v17
  v_xor_b32 v3, v3, v18
  v_add_u32 v3, vcc, s23, v3
  v_add_u32 v3, vcc, s24, v3
  v_add_u32 v3, vcc, s27, v3
  v_add_u32 v3, vcc, v19, v3
  v_add_u32 v3, vcc, v20, v3
  v_add_u32 v3, vcc, v21, v3
  v_add_u32 v3, vcc, v10, v3
  v_add_u32 v3, vcc, v12, v3
  v_add_u32 v1, vcc, 0x400, v1
  v_addc_u32 v2, vcc, 0, v2, vcc
  flat_store_dword v[1:2], v3
  flat_store_short v[1:2], v18
  v_add_u32 v1, vcc, 0x400, v1
  v_addc_u32 v2, vcc, 0, v2, vcc
  flat_store_dwordx4 v[1:2], v[10:13]
  s_waitcnt vmcnt(0)
)", o);
  check_same(r);
}

TEST_CASE("RTL runs several waves and work-groups", "[rtl]") {
  AsmOptions o;
  o.grid = {512, 1, 1};
  o.workgroup = {128, 1, 1};
  o.extra_directives = "    .amdhsa_system_sgpr_workgroup_id_x 1";
  const auto r = run_both(R"(
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  s_lshl_b32 s3, s2, 7
  v_add_u32 v1, vcc, s3, v0
  v_lshlrev_b32 v2, 2, v1
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v3, s5
  v_add_u32 v2, vcc, s4, v2
  v_addc_u32 v3, vcc, 0, v3, vcc
  v_mul_lo_u32 v4, v1, 3
  v_or_b32 v4, 1, v4
  flat_store_dword v[2:3], v4
  s_waitcnt vmcnt(0)
)", o, 7);
  check_same(r);
  uint32_t v;
  std::memcpy(&v, &r.rtl[4 * 300], 4);
  CHECK(v == (900u | 1u));
  CHECK(r.rtl_stats.waves == 8);
}

TEST_CASE("RTL stops on an unimplemented instruction with its mnemonic and PC", "[rtl]") {
  CHECK_THROWS_WITH(run_both(gcn::test::kRtlMissingAsm, {}),
                    Catch::Contains(fmt::format("not implemented in RTL: {} at 0x", gcn::test::kRtlMissingOp)));
}

namespace {

// Runs a corpus kernel (`variant` = "<name>" for the spec's code object or "<name>-O<n>" for
// that -O build) in lockstep with golden (harness/lockstep: every record, completion, store
// byte and the final image) and, unless its results depend on the order of waves, also
// against a plain golden run (outputs and retired instruction count).
void check_corpus_kernel(const std::string& variant, uint64_t seed, bool order_dependent = false,
                         uint64_t max_cycles = gcn::kDefaultMaxCycles) {
  INFO(variant << " seed " << seed);
  const size_t dash = variant.find("-O");
  const std::string name = variant.substr(0, dash);
  auto spec = [&] {
    gcn::LaunchSpec s = gcn::parse_launch_spec(fmt::format("{}/vectors/kernels/{}.json", GCN_BINARY_DIR, name));
    if (dash != std::string::npos) s.code_object = fmt::format("{}/vectors/kernels/{}.co", GCN_BINARY_DIR, variant);
    return s;
  };
  gcn::SpecSession stepped(spec()), rtl(spec());
  auto disp = stepped.device().prepare(stepped.code_object(), stepped.launch());
  rtl.device().prepare(rtl.code_object(), rtl.launch());
  gcn::LockstepOptions o;
  o.axi.seed = seed;
  o.max_cycles = max_cycles;
  gcn::LockstepStats ls;
  try {
    ls = gcn::run_lockstep(*disp, rtl.device().memory(), o);
  } catch (const gcn::Error& e) {
    FAIL(e.what());
  }
  if (order_dependent) return;
  gcn::SpecSession golden(spec());
  const auto gst = golden.device().launch(golden.code_object(), golden.launch());
  CHECK(ls.instructions == gst.wave_instructions);
  for (const auto& b : golden.spec().buffers) {
    INFO("buffer " << b.name << ": " << first_diff(golden.buffer(b.name), rtl.buffer(b.name)));
    CHECK(golden.buffer(b.name) == rtl.buffer(b.name));
  }
}

}  // namespace

// Compiled OpenCL C kernels of the corpus whose instructions lie in the RTL's subset.
// atomic_xchg_cas and local_atomics race atomics across waves: their results and retry-loop
// counts depend on the wave interleaving, so they are checked in lockstep only (golden stepped
// in the RTL's order).
TEST_CASE("RTL runs compiled integer kernels of the corpus like golden", "[rtl][corpus]") {
  for (const char* variant :
       {"vec_int", "int_divconst", "divergent", "bitops", "bitops-O1", "bitops-O2", "bitops-O3",
        "bytes_shorts", "bytes_shorts-O1", "bytes_shorts-O2", "bytes_shorts-O3", "int_sat_minmax",
        "int_sat_minmax-O1", "int_sat_minmax-O2", "int_sat_minmax-O3", "int_divmod", "int_divmod-O1",
        "int_divmod-O2", "int_divmod-O3", "i64_arith-O1", "i64_arith-O2", "i64_arith-O3", "grid3d-O1",
        "grid3d-O2", "grid3d-O3", "lds_reduce", "matmul_lds", "bitonic_local", "dyn_local", "transpose2d",
        "atomic_hist", "atomic_minmax", "scratch_spill", "noinline_call"}) {
    for (uint64_t seed : {1, 2}) check_corpus_kernel(variant, seed);
  }
  for (const char* variant : {"atomic_xchg_cas", "local_atomics"}) check_corpus_kernel(variant, 1, true);
}

// The same kernels built at -O0 (spills and stack frames in scratch, v_readlane/v_writelane).
TEST_CASE("RTL runs -O0 builds of the atomic and scratch corpus kernels like golden", "[rtl][corpus]") {
  for (const char* name : {"atomic_hist", "atomic_minmax", "scratch_spill", "noinline_call"})
    check_corpus_kernel(std::string(name) + "-O0", 3);
  // A cmpxchg retry loop on one counter from 512 work-items: how often it retries depends on how
  // tightly the waves' atomics interleave. With several memory instructions in flight (seed 3:
  // 258 k wave-instructions, 14.4 M cycles; one at a time: 156 k, 9.3 M) it runs past the
  // default 12 M-cycle runaway guard, so this one gets 40 M.
  check_corpus_kernel("atomic_xchg_cas-O0", 3, true, 40'000'000);
}

// Not a test: a throughput measurement, run on request with `test_rtl "[.bench]"`.
TEST_CASE("RTL throughput on compiled corpus kernels", "[.bench]") {
  for (const char* name : {"vec_int", "int_divconst", "divergent", "lds_reduce", "matmul_lds", "bitonic_local"}) {
    const std::string path = fmt::format("{}/vectors/kernels/{}.json", GCN_BINARY_DIR, name);
    gcn::SpecSession rtl(gcn::parse_launch_spec(path));
    auto disp = rtl.device().prepare(rtl.code_object(), rtl.launch());
    gcn::RtlCu cu(rtl.device().memory(), {});
    const auto t0 = std::chrono::steady_clock::now();
    const auto st = gcn::run_rtl(cu, *disp);
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::printf("%-14s waves %3u  instructions %7llu  cycles %9llu  %.0f cycles/s  %.0f inst/s  "
                "%.1f cycles/inst\n",
                name, st.waves, (unsigned long long)st.instructions, (unsigned long long)st.cycles,
                st.cycles / s, st.instructions / s, double(st.cycles) / st.instructions);
  }
}
