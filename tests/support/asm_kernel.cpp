#include "tests/support/asm_kernel.h"

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include <fmt/format.h>
#include <unistd.h>

#include "golden/api/device.h"
#include "golden/common/error.h"

namespace gcn::test {

namespace {

std::string source(const std::string& body, const AsmOptions& o) {
  return fmt::format(R"(
  .amdgcn_target "amdgcn-amd-amdhsa--gfx803"
  .text
  .globl k
  .p2align 8
  .type k,@function
k:
{body}
  s_endpgm
.Lk_end:
  .size k, .Lk_end-k

  .rodata
  .p2align 6
  .amdhsa_kernel k
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_next_free_vgpr {vgprs}
    .amdhsa_next_free_sgpr {sgprs}
    .amdhsa_reserve_vcc 1
    .amdhsa_reserve_flat_scratch 0
    .amdhsa_group_segment_fixed_size {lds}
    .amdhsa_private_segment_fixed_size {scratch}
    .amdhsa_system_vgpr_workitem_id {vid}
    .amdhsa_float_denorm_mode_32 {d32}
    .amdhsa_float_denorm_mode_16_64 {d64}
    .amdhsa_float_round_mode_32 {r32}
    .amdhsa_float_round_mode_16_64 {r64}
    .amdhsa_ieee_mode {ieee}
    .amdhsa_dx10_clamp {dx10}
{extra}
  .end_amdhsa_kernel

  .amdgpu_metadata
---
amdhsa.version: [ 1, 1 ]
amdhsa.target: amdgcn-amd-amdhsa--gfx803
amdhsa.kernels:
  - .name: k
    .symbol: k.kd
    .kernarg_segment_size: 8
    .kernarg_segment_align: 8
    .group_segment_fixed_size: {lds}
    .private_segment_fixed_size: {scratch}
    .wavefront_size: 64
    .sgpr_count: {sgprs}
    .vgpr_count: {vgprs}
    .max_flat_workgroup_size: 1024
    .args:
      - .name: buf
        .size: 8
        .offset: 0
        .value_kind: global_buffer
        .address_space: global
...
  .end_amdgpu_metadata
)",
                     fmt::arg("body", body), fmt::arg("vgprs", o.vgprs), fmt::arg("sgprs", o.sgprs),
                     fmt::arg("lds", o.lds_bytes), fmt::arg("scratch", o.scratch_bytes),
                     fmt::arg("vid", o.workgroup[2] > 1 ? 2 : o.workgroup[1] > 1 ? 1 : 0),
                     fmt::arg("d32", o.float_denorm_32), fmt::arg("d64", o.float_denorm_16_64),
                     fmt::arg("r32", o.float_round_32), fmt::arg("r64", o.float_round_16_64),
                     fmt::arg("ieee", int(o.ieee_mode)), fmt::arg("dx10", int(o.dx10_clamp)),
                     fmt::arg("extra", o.extra_directives));
}

std::string run_tool(const std::string& cmd) {
  std::string out;
  FILE* p = popen((cmd + " 2>&1").c_str(), "r");
  if (!p) throw Error("cannot run " + cmd);
  char buf[512];
  while (fgets(buf, sizeof buf, p)) out += buf;
  if (pclose(p) != 0) throw Error(fmt::format("{} failed:\n{}", cmd, out));
  return out;
}

}  // namespace

std::string assemble_kernel(const std::string& body, const AsmOptions& opts) {
  static std::atomic<int> counter{0};
  const auto dir = std::filesystem::temp_directory_path() / fmt::format("gcn-asm-{}", getpid());
  std::filesystem::create_directories(dir);
  const std::string base = (dir / fmt::format("k{}", counter++)).string();
  std::ofstream(base + ".s") << source(body, opts);
  run_tool(fmt::format("llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx803 --amdhsa-code-object-version=4 -filetype=obj {0}.s -o {0}.o", base));
  run_tool(fmt::format("ld.lld-14 -shared {0}.o -o {0}.co", base));
  return base + ".co";
}

AsmRun run_asm(const std::string& body, const AsmOptions& opts) {
  const CodeObject co = CodeObject::load(assemble_kernel(body, opts));
  Device dev;
  const uint64_t buf = dev.alloc("test buffer", opts.buffer.size());
  dev.write(buf, opts.buffer.data(), opts.buffer.size());
  AsmRun run;
  RunOptions ro;
  ro.allow_hazards = opts.allow_hazards;
  ro.on_wave_end = [&](const WaveState& w) { run.waves.push_back(w); };
  run.stats = dev.launch(co, {"k", opts.grid, opts.workgroup, {KernelArg::buffer(buf)}}, ro);
  std::sort(run.waves.begin(), run.waves.end(),
            [](const WaveState& a, const WaveState& b) { return a.wave_id < b.wave_id; });
  run.buffer = dev.read(buf, opts.buffer.size());
  return run;
}

}  // namespace gcn::test
