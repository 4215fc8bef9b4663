// The kernel around a lowered body (docs/random.md): the .amdhsa_kernel descriptor and the
// .amdgpu_metadata block of kernel `rand`, and the buffer / LDS sizes a config needs.
#include <fmt/format.h>

#include "harness/random/program.h"

namespace gcn::rnd {

uint32_t buffer_bytes(const Config& c) {
  return Layout::kRoBytes + c.groups * c.waves * 64 * Layout::kSliceBytes + Layout::kAtomicBytes;
}

uint32_t lds_bytes(const Config& c) {
  const uint32_t wg = c.waves * 64;
  return wg * Layout::kLdsLaneBytes + Layout::kLdsExchangeRegions * wg * 4 + Layout::kLdsAtomicBytes +
         c.waves * Layout::kLdsSt64WaveBytes;
}

std::string lower(const Plan& p) {
  const std::string body = lower_body(p);
  return fmt::format(R"(// gcn-cosim random program: seed {seed}, target {target} (docs/random.md)
  .amdgcn_target "amdgcn-amd-amdhsa--gfx803"
  .text
  .globl rand
  .p2align 8
  .type rand,@function
rand:
{body}.Lrand_end:
  .size rand, .Lrand_end-rand

  .rodata
  .p2align 6
  .amdhsa_kernel rand
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_system_sgpr_workgroup_id_x 1
    .amdhsa_next_free_vgpr {vgprs}
    .amdhsa_next_free_sgpr {sgprs}
    .amdhsa_reserve_vcc 1
    .amdhsa_reserve_flat_scratch 0
    .amdhsa_group_segment_fixed_size {lds}
  .end_amdhsa_kernel

  .amdgpu_metadata
---
amdhsa.version: [ 1, 1 ]
amdhsa.target: amdgcn-amd-amdhsa--gfx803
amdhsa.kernels:
  - .name: rand
    .symbol: rand.kd
    .kernarg_segment_size: 8
    .kernarg_segment_align: 8
    .group_segment_fixed_size: {lds}
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: {sgprs}
    .vgpr_count: {vgprs}
    .max_flat_workgroup_size: {wg}
    .args:
      - .name: mem
        .size: 8
        .offset: 0
        .value_kind: global_buffer
        .address_space: global
...
  .end_amdgpu_metadata
)",
                     fmt::arg("seed", p.seed), fmt::arg("target", p.config.target == Target::Rtl ? "rtl" : "golden"),
                     fmt::arg("body", body), fmt::arg("vgprs", Layout::kNextFreeVgpr),
                     fmt::arg("sgprs", Layout::kNextFreeSgpr), fmt::arg("lds", lds_bytes(p.config)),
                     fmt::arg("wg", p.config.waves * 64));
}

}  // namespace gcn::rnd
