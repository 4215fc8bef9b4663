// `gcn-cosim info FILE.co`: what the loader read from a code object of any version (v2..v5):
// version, target, and per kernel its header (v2: every amd_kernel_code_t field; v3+: the kernel
// descriptor fields), COMPUTE_PGM_RSRC1/2 and the code properties decoded into their named bit
// fields, the metadata sizes, and the arguments. Every name and offset printed comes from the
// loader's own tables (golden/loader/amd_kernel_code_fields.h, field_table.h), so what `info`
// shows is what the dispatcher uses.
#include <fmt/format.h>

#include <string>

#include "golden/loader/amd_kernel_code_fields.h"
#include "golden/loader/code_object.h"
#include "harness/commands.h"

namespace gcn {
namespace {

template <typename S>
std::string field_value(const loader::StructField<S>& f, const S& s) {
  const unsigned elem_bits = 8u * f.size / f.count;
  auto one = [&](size_t i) -> std::string {
    const uint64_t raw = f.element(s, i);
    if (f.is_signed) {
      const int64_t v = elem_bits == 64 ? static_cast<int64_t>(raw)
                                        : static_cast<int64_t>(raw << (64 - elem_bits)) >> (64 - elem_bits);
      return fmt::format("{}", v);
    }
    return raw < 10 ? fmt::format("{}", raw) : fmt::format("{} (0x{:x})", raw, raw);
  };
  if (f.count == 1) return one(0);
  bool all_zero = true;
  for (size_t i = 0; i < f.count; ++i) all_zero = all_zero && f.element(s, i) == 0;
  if (all_zero) return fmt::format("[{} x 0]", f.count);
  std::string text = "[";
  for (size_t i = 0; i < f.count; ++i) text += (i ? ", " : "") + one(i);
  return text + "]";
}

template <size_t N>
void print_bits(const char* indent, const std::array<loader::BitField, N>& fields, uint64_t word) {
  for (const loader::BitField& b : fields) {
    const std::string bits = b.width == 1 ? fmt::format("{}", b.lsb)
                                          : fmt::format("{}:{}", b.lsb + b.width - 1, b.lsb);
    fmt::print("{}{:<48} [{:>5}] {}\n", indent, b.name, bits, b.get(word));
  }
}

template <typename S, size_t N>
void print_record(const std::array<loader::StructField<S>, N>& table, const S& s) {
  for (const loader::StructField<S>& f : table) {
    fmt::print("    +{:<3} {:<44} {}\n", f.offset, f.name, field_value(f, s));
    const std::string_view name = f.name;
    const uint64_t raw = f.element(s, 0);
    if (name == "compute_pgm_resource_registers") {
      fmt::print("           COMPUTE_PGM_RSRC1 0x{:08x}\n", uint32_t(raw));
      print_bits("             ", loader::rsrc1::kAll, uint32_t(raw));
      fmt::print("           COMPUTE_PGM_RSRC2 0x{:08x}\n", uint32_t(raw >> 32));
      print_bits("             ", loader::rsrc2::kAll, uint32_t(raw >> 32));
    } else if (name == "COMPUTE_PGM_RSRC1") {
      print_bits("             ", loader::rsrc1::kAll, raw);
    } else if (name == "COMPUTE_PGM_RSRC2") {
      print_bits("             ", loader::rsrc2::kAll, raw);
    } else if (name == "code_properties") {
      print_bits("             ", loader::code_props::kAmdKernelCode, raw);
    } else if (name == "KERNEL_CODE_PROPERTIES") {
      print_bits("             ", loader::code_props::kKernelDescriptor, raw);
    }
  }
}

void print_kernel(const CodeObject& co, const Kernel& k) {
  const KernelMeta& m = k.meta;
  fmt::print("kernel {}\n", m.name);
  fmt::print("  symbol {}, header at 0x{:x}, entry at 0x{:x}\n", m.symbol, k.kd_address,
             k.entry_address);
  if (k.amd_kernel_code) {
    fmt::print("  amd_kernel_code_t ({} bytes):\n", loader::kAmdKernelCodeSize);
    print_record(loader::kAmdKernelCodeFields, *k.amd_kernel_code);
  } else {
    fmt::print("  kernel_descriptor_t ({} bytes):\n", co.version() >= 3 ? 64 : 0);
    print_record(loader::kKernelDescriptorFields, k.kd);
  }
  fmt::print("  registers: {} SGPRs, {} VGPRs allocated; metadata says {} SGPRs, {} VGPRs\n",
             k.kd.sgpr_count(), k.kd.vgpr_count(), m.sgpr_count, m.vgpr_count);
  fmt::print(
      "  metadata: kernarg_segment_size {}, kernarg_segment_align {}, group_segment_fixed_size {}, "
      "private_segment_fixed_size {}, wavefront_size {}, max_flat_workgroup_size {}\n",
      m.kernarg_segment_size, m.kernarg_segment_align, m.group_segment_fixed_size,
      m.private_segment_fixed_size, m.wavefront_size, m.max_flat_workgroup_size);
  if (m.reqd_workgroup_size != std::array<uint32_t, 3>{}) {
    fmt::print("  reqd_workgroup_size {} {} {}\n", m.reqd_workgroup_size[0],
               m.reqd_workgroup_size[1], m.reqd_workgroup_size[2]);
  }
  fmt::print("  arguments ({}):\n", m.args.size());
  for (size_t i = 0; i < m.args.size(); ++i) {
    const KernelArgMeta& a = m.args[i];
    fmt::print("    arg {:<2} offset {:<4} size {:<3} {:<28} {:<9} {:<12} {}\n", i, a.offset, a.size,
               a.value_kind, a.address_space.empty() ? "-" : a.address_space,
               a.type_name.empty() ? "-" : loader::printable(a.type_name),
               a.name.empty() ? "-" : loader::printable(a.name));
  }
}

}  // namespace

int cmd_info(const std::string& file) {
  const CodeObject co = CodeObject::load(file);
  fmt::print("file: {}\n", co.path());
  fmt::print("code object: v{}\n", co.version());
  fmt::print("target: {}\n", co.target_id());
  fmt::print(".text: 0x{:x}..0x{:x}\n", co.text_begin(), co.text_end());
  fmt::print("kernels: {}\n", co.kernels().size());
  for (const Kernel& k : co.kernels()) print_kernel(co, k);
  return 0;
}

}  // namespace gcn
