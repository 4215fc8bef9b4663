// AMDGPU HSA code object (ELF64, code object v3/v4/v5 as LLVM 14 writes them), loaded the way
// a GPU runtime loads it: PT_LOAD segments mapped into one image, dynamic relocations applied,
// kernels found through their `<name>.kd` symbols and the msgpack NT_AMDGPU_METADATA note.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

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

  // compute_pgm_rsrc1
  uint32_t granulated_workitem_vgpr_count() const { return compute_pgm_rsrc1 & 0x3F; }
  uint32_t granulated_wavefront_sgpr_count() const { return (compute_pgm_rsrc1 >> 6) & 0xF; }
  uint32_t float_round_mode_32() const { return (compute_pgm_rsrc1 >> 12) & 3; }
  uint32_t float_round_mode_16_64() const { return (compute_pgm_rsrc1 >> 14) & 3; }
  uint32_t float_denorm_mode_32() const { return (compute_pgm_rsrc1 >> 16) & 3; }
  uint32_t float_denorm_mode_16_64() const { return (compute_pgm_rsrc1 >> 18) & 3; }
  bool enable_dx10_clamp() const { return (compute_pgm_rsrc1 >> 21) & 1; }
  bool enable_ieee_mode() const { return (compute_pgm_rsrc1 >> 23) & 1; }
  // compute_pgm_rsrc2
  bool enable_private_segment() const { return compute_pgm_rsrc2 & 1; }  // ENABLE_SGPR_PRIVATE_SEGMENT_WAVEFRONT_OFFSET
  uint32_t user_sgpr_count() const { return (compute_pgm_rsrc2 >> 1) & 0x1F; }
  bool enable_trap_handler() const { return (compute_pgm_rsrc2 >> 6) & 1; }
  bool enable_sgpr_workgroup_id(int dim) const { return (compute_pgm_rsrc2 >> (7 + dim)) & 1; }
  bool enable_sgpr_workgroup_info() const { return (compute_pgm_rsrc2 >> 10) & 1; }
  uint32_t enable_vgpr_workitem_id() const { return (compute_pgm_rsrc2 >> 11) & 3; }
  uint32_t granulated_lds_size() const { return (compute_pgm_rsrc2 >> 15) & 0x1FF; }
  // kernel_code_properties
  bool enable_sgpr_private_segment_buffer() const { return kernel_code_properties & (1u << 0); }
  bool enable_sgpr_dispatch_ptr() const { return kernel_code_properties & (1u << 1); }
  bool enable_sgpr_queue_ptr() const { return kernel_code_properties & (1u << 2); }
  bool enable_sgpr_kernarg_segment_ptr() const { return kernel_code_properties & (1u << 3); }
  bool enable_sgpr_dispatch_id() const { return kernel_code_properties & (1u << 4); }
  bool enable_sgpr_flat_scratch_init() const { return kernel_code_properties & (1u << 5); }
  bool enable_sgpr_private_segment_size() const { return kernel_code_properties & (1u << 6); }
  bool uses_dynamic_stack() const { return kernel_code_properties & (1u << 11); }

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
};

class CodeObject {
 public:
  // Throws gcn::Error("<path>: <what>") for a missing, truncated, malformed or foreign file,
  // a target other than gfx803, or an unsupported code object version.
  static CodeObject load(const std::string& path);
  static CodeObject load_bytes(const std::vector<uint8_t>& bytes, const std::string& name);

  const std::string& path() const { return path_; }
  int version() const { return version_; }           // 3, 4 or 5
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
