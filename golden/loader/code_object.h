// AMDGPU HSA code object (ELF64, code object v2/v3/v4/v5 as LLVM 14 writes them), loaded the way
// a GPU runtime loads it: PT_LOAD segments mapped into one image, dynamic relocations applied,
// kernels found through their `<name>.kd` symbols and the msgpack NT_AMDGPU_METADATA note (v3+),
// or through their STT_AMDGPU_HSA_KERNEL symbols, amd_kernel_code_t headers and the YAML
// NT_AMD_HSA_METADATA note (v2).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "golden/loader/amd_kernel_code.h"
#include "golden/loader/field_table.h"

namespace gcn {

// The 64-byte kernel descriptor (004 "Kernel Descriptor for GFX6-GFX9"), fields decoded.
struct KernelDescriptor {
  uint32_t group_segment_fixed_size = 0;
  uint32_t private_segment_fixed_size = 0;
  uint32_t kernarg_size = 0;             // v5 uses it; v3/v4 may leave 0
  int64_t kernel_code_entry_byte_offset = 0;  // relative to the descriptor's address
  uint32_t compute_pgm_rsrc3 = 0;
  uint32_t compute_pgm_rsrc1 = 0;
  uint32_t compute_pgm_rsrc2 = 0;
  uint16_t kernel_code_properties = 0;

  // compute_pgm_rsrc1 / compute_pgm_rsrc2 / kernel_code_properties, by the named bit fields of
  // golden/loader/field_table.h (the one table `gcn-cosim info` prints too).
  uint32_t granulated_workitem_vgpr_count() const { return loader::rsrc1::kVgprs.get(compute_pgm_rsrc1); }
  uint32_t granulated_wavefront_sgpr_count() const { return loader::rsrc1::kSgprs.get(compute_pgm_rsrc1); }
  uint32_t float_round_mode_32() const { return loader::rsrc1::kRound32.get(compute_pgm_rsrc1); }
  uint32_t float_round_mode_16_64() const { return loader::rsrc1::kRound1664.get(compute_pgm_rsrc1); }
  uint32_t float_denorm_mode_32() const { return loader::rsrc1::kDenorm32.get(compute_pgm_rsrc1); }
  uint32_t float_denorm_mode_16_64() const { return loader::rsrc1::kDenorm1664.get(compute_pgm_rsrc1); }
  bool enable_dx10_clamp() const { return loader::rsrc1::kDx10Clamp.get(compute_pgm_rsrc1); }
  bool enable_ieee_mode() const { return loader::rsrc1::kIeeeMode.get(compute_pgm_rsrc1); }
  bool enable_private_segment() const { return loader::rsrc2::kPrivateSegment.get(compute_pgm_rsrc2); }
  uint32_t user_sgpr_count() const { return loader::rsrc2::kUserSgprCount.get(compute_pgm_rsrc2); }
  bool enable_trap_handler() const { return loader::rsrc2::kTrapHandler.get(compute_pgm_rsrc2); }
  bool enable_sgpr_workgroup_id(int dim) const {
    return loader::rsrc2::kWorkgroupIdX.get(compute_pgm_rsrc2 >> dim);  // X, Y, Z are adjacent
  }
  bool enable_sgpr_workgroup_info() const { return loader::rsrc2::kWorkgroupInfo.get(compute_pgm_rsrc2); }
  uint32_t enable_vgpr_workitem_id() const { return loader::rsrc2::kWorkitemId.get(compute_pgm_rsrc2); }
  uint32_t granulated_lds_size() const { return loader::rsrc2::kLdsSize.get(compute_pgm_rsrc2); }
  bool enable_sgpr_private_segment_buffer() const { return prop(loader::code_props::kPrivateSegmentBuffer); }
  bool enable_sgpr_dispatch_ptr() const { return prop(loader::code_props::kDispatchPtr); }
  bool enable_sgpr_queue_ptr() const { return prop(loader::code_props::kQueuePtr); }
  bool enable_sgpr_kernarg_segment_ptr() const { return prop(loader::code_props::kKernargSegmentPtr); }
  bool enable_sgpr_dispatch_id() const { return prop(loader::code_props::kDispatchId); }
  bool enable_sgpr_flat_scratch_init() const { return prop(loader::code_props::kFlatScratchInit); }
  bool enable_sgpr_private_segment_size() const { return prop(loader::code_props::kPrivateSegmentSize); }
  bool uses_dynamic_stack() const { return prop(loader::code_props::kUsesDynamicStack); }
  bool prop(const loader::BitField& f) const { return f.get(kernel_code_properties); }

  // Register counts implied by the granulated fields. GFX6-GFX8 encode SGPRs in blocks of 8
  // (004 compute_pgm_rsrc1: "max(0, ceil(sgprs_used / 8) - 1)"; llvm-mc-14 agrees: 33 SGPRs
  // incl. VCC/FLAT_SCRATCH/XNACK encode as 4), VGPRs in blocks of 4.
  uint32_t vgpr_count() const { return (granulated_workitem_vgpr_count() + 1) * 4; }
  uint32_t sgpr_count() const { return (granulated_wavefront_sgpr_count() + 1) * 8; }
};

// One kernel argument from the metadata (`.args`), explicit or hidden.
struct KernelArgMeta {
  std::string name;        // may be empty
  std::string type_name;   // may be empty
  std::string value_kind;  // by_value, global_buffer, dynamic_shared_pointer, hidden_global_offset_x, ...
  std::string address_space;  // global, local, constant, private, generic, region, or ""
  uint32_t offset = 0;
  uint32_t size = 0;
  uint32_t pointee_align = 0;  // .pointee_align (dynamic_shared_pointer); 0 when absent
  bool is_hidden() const { return value_kind.rfind("hidden_", 0) == 0; }
};

struct KernelMeta {
  std::string name;      // .name
  std::string symbol;    // .symbol ("<name>.kd")
  std::vector<KernelArgMeta> args;  // in offset order as written
  uint32_t kernarg_segment_size = 0;
  uint32_t kernarg_segment_align = 0;
  uint32_t group_segment_fixed_size = 0;
  uint32_t private_segment_fixed_size = 0;
  uint32_t wavefront_size = 64;
  uint32_t sgpr_count = 0;
  uint32_t vgpr_count = 0;
  uint32_t max_flat_workgroup_size = 0;
  bool uses_dynamic_stack = false;  // from .uses_dynamic_stack when present
  std::array<uint32_t, 3> reqd_workgroup_size{};  // .reqd_workgroup_size; 0,0,0 = none

  // Bytes the kernarg buffer must hold: .kernarg_segment_size, or more when arguments reach
  // past it (LLVM 14 code object v5 places hidden_private_base etc. beyond the segment size).
  uint32_t kernarg_bytes() const {
    uint64_t end = kernarg_segment_size;
    for (const KernelArgMeta& a : args) end = std::max<uint64_t>(end, uint64_t{a.offset} + a.size);
    return static_cast<uint32_t>(end);
  }
};

struct Kernel {
  KernelMeta meta;
  KernelDescriptor kd;
  uint64_t kd_address = 0;     // image-relative address of the descriptor
  uint64_t entry_address = 0;  // image-relative address of the first instruction
  // Code object v2 only: the amd_kernel_code_t at kd_address, as read; `kd` holds what it
  // implies for the dispatcher (see amd_kernel_code.h).
  std::optional<AmdKernelCode> amd_kernel_code;
};

class CodeObject {
 public:
  // Throws gcn::Error("<path>: <what>") for a missing, truncated, malformed or foreign file,
  // a target other than gfx803, or an unsupported code object version.
  static CodeObject load(const std::string& path);
  static CodeObject load_bytes(const std::vector<uint8_t>& bytes, const std::string& name);

  const std::string& path() const { return path_; }
  int version() const { return version_; }           // 2, 3, 4 or 5
  const std::string& target_id() const { return target_id_; }  // "amdgcn-amd-amdhsa--gfx803..."
  // The loaded image: every PT_LOAD segment at its p_vaddr (relocations applied).
  // Addresses below are relative to image start (address 0).
  const std::vector<uint8_t>& image() const { return image_; }
  uint64_t text_begin() const { return text_begin_; }  // .text range, for disassembly
  uint64_t text_end() const { return text_end_; }
  const std::vector<Kernel>& kernels() const { return kernels_; }
  // Throws gcn::Error("<path>: no kernel '<name>' (has: a, b)") when absent.
  const Kernel& kernel(const std::string& name) const;

  // Relocate the image for loading at GPU virtual address `base` (R_AMDGPU_RELATIVE64 etc.):
  // returns a copy of the image with relocations resolved against base.
  std::vector<uint8_t> relocated_image(uint64_t base) const;

 private:
  std::string path_;
  int version_ = 0;
  std::string target_id_;
  std::vector<uint8_t> image_;
  uint64_t text_begin_ = 0, text_end_ = 0;
  std::vector<Kernel> kernels_;
  struct Reloc { uint64_t offset; uint32_t type; int64_t addend; uint64_t sym_value; };
  std::vector<Reloc> relocs_;
};

}  // namespace gcn
