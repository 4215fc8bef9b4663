// Code object v2 (seed 001 amd_kernel_code_t, 004 "Code Object V2 Metadata"): the header table
// against the seed's layout, every field of asm_store_v2.s against its .amd_kernel_code_t
// directives (llvm-mc-14 wrote the bytes), the descriptor it implies against the v3+ descriptor
// llvm-mc-14 built from asm_store.s's .amdhsa directives, and an OpenCL v2 object's kernels,
// addresses (llvm-readelf) and arguments against the v3 object of the same source.
#include <tuple>

#include "golden/loader/amd_kernel_code_fields.h"
#include "loader_test_support.h"

using gcn::AmdKernelCode;
using gcn::CodeObject;
using gcn::Kernel;
using gcn::KernelArgMeta;
using loader_test::input;
using loader_test::read_listing;

namespace {

using ArgShape = std::tuple<std::string, uint32_t, uint32_t, std::string, bool>;

std::vector<ArgShape> shapes(const std::vector<KernelArgMeta>& args) {
  std::vector<ArgShape> result;
  for (const KernelArgMeta& a : args)
    result.emplace_back(a.value_kind, a.offset, a.size, a.address_space, a.is_hidden());
  return result;
}

}  // namespace

TEST_CASE("the amd_kernel_code_t table lists the seed's members in order, back to back, 256 bytes",
          "[loader][v2]") {
  const auto& table = gcn::loader::kAmdKernelCodeFields;
  REQUIRE(table.size() == 33);  // seed 001: 31 scalars, reserved3[12], control_directives[16]
  uint32_t next = 0;
  for (const auto& f : table) {
    INFO(f.name);
    CHECK(f.offset == next);  // natural C layout of the seed's widths leaves no padding
    next = f.offset + f.size;
  }
  CHECK(next == 256);
  CHECK(table[6].name == "kernel_code_entry_byte_offset");
  CHECK(table[6].is_signed);
  CHECK(table[29].name == "call_convention");
  CHECK(table[30].count == 12);
  CHECK(table[32].count == 16);
  CHECK(table[32].size == 128);
}

TEST_CASE("every amd_kernel_code_t field decodes as asm_store_v2.s's directives set it",
          "[loader][v2]") {
  const CodeObject co = CodeObject::load(input("asm_store_v2.co"));
  CHECK(co.version() == 2);
  CHECK(co.target_id() == "amdgcn-amd-amdhsa--gfx803");  // no ISA name note: from e_flags
  const Kernel& k = co.kernel("asm_store");
  REQUIRE(k.amd_kernel_code);
  const AmdKernelCode& c = *k.amd_kernel_code;
  CHECK(c.amd_kernel_code_version_major == 1);
  CHECK(c.amd_kernel_code_version_minor == 2);
  CHECK(c.amd_machine_kind == 1);
  CHECK(c.amd_machine_version_major == 8);
  CHECK(c.amd_machine_version_minor == 0);
  CHECK(c.amd_machine_version_stepping == 3);
  CHECK(c.kernel_code_entry_byte_offset == 256);
  CHECK(c.kernel_code_prefetch_byte_offset == 0);
  CHECK(c.kernel_code_prefetch_byte_size == 320);
  CHECK(c.max_scratch_backing_memory_byte_size == 0);
  // 004 rsrc1: vgprs 9 at 5:0, sgprs 4 at 9:6, float_mode 0x81 at 19:12, dx10 clamp at 21.
  CHECK(c.compute_pgm_rsrc1() == (9u | 4u << 6 | 0x81u << 12 | 1u << 21));
  // 004 rsrc2: wave offset at 0, user SGPRs 8 at 5:1, workgroup id x/y at 7/8, workitem id 2 at 12:11.
  CHECK(c.compute_pgm_rsrc2() == (1u | 8u << 1 | 1u << 7 | 1u << 8 | 2u << 11));
  // Private segment buffer, dispatch ptr, kernarg ptr (bits 0, 1, 3), element size 1 at 18:17,
  // is_ptr64 at 19.
  CHECK(c.code_properties == (1u | 2u | 8u | 1u << 17 | 1u << 19));
  CHECK(c.workitem_private_segment_byte_size == 16);
  CHECK(c.workgroup_group_segment_byte_size == 128);
  CHECK(c.gds_segment_byte_size == 0);
  CHECK(c.kernarg_segment_byte_size == 12);
  CHECK(c.workgroup_fbarrier_count == 5);
  CHECK(c.wavefront_sgpr_count == 33);
  CHECK(c.workitem_vgpr_count == 37);
  CHECK(c.reserved_vgpr_first == 40);
  CHECK(c.reserved_vgpr_count == 2);
  CHECK(c.reserved_sgpr_first == 41);
  CHECK(c.reserved_sgpr_count == 3);
  CHECK(c.debug_wavefront_private_segment_offset_sgpr == 42);
  CHECK(c.debug_private_segment_buffer_sgpr == 44);
  CHECK(c.kernarg_segment_alignment == 4);
  CHECK(c.group_segment_alignment == 5);
  CHECK(c.private_segment_alignment == 6);
  CHECK(c.wavefront_size == 6);
  CHECK(c.call_convention == -2);
  CHECK(c.reserved3 == std::array<uint8_t, 12>{});
  CHECK(c.runtime_loader_kernel_symbol == 0x123456789ull);
  CHECK(c.control_directives == std::array<uint64_t, 16>{});
}

TEST_CASE("a v2 kernel gets the descriptor v3+ assembly of the same kernel gets", "[loader][v2]") {
  const Kernel v2 = CodeObject::load(input("asm_store_v2.co")).kernel("asm_store");
  const Kernel v4 = CodeObject::load(input("asm_store_v4.co")).kernel("asm_store");
  CHECK(v2.kd.group_segment_fixed_size == v4.kd.group_segment_fixed_size);
  CHECK(v2.kd.private_segment_fixed_size == v4.kd.private_segment_fixed_size);
  CHECK(v2.kd.kernarg_size == v4.kd.kernarg_size);
  CHECK(v2.kd.compute_pgm_rsrc1 == v4.kd.compute_pgm_rsrc1);
  CHECK(v2.kd.compute_pgm_rsrc2 == v4.kd.compute_pgm_rsrc2);
  CHECK(v2.kd.compute_pgm_rsrc3 == 0);
  CHECK(v2.kd.kernel_code_properties == v4.kd.kernel_code_properties);
  CHECK(v2.kd.kernel_code_entry_byte_offset == 256);
  CHECK(shapes(v2.meta.args) == shapes(v4.meta.args));
  CHECK(v2.meta.args[0].name == "out");
  CHECK(v2.meta.symbol == "asm_store@kd");
  CHECK(v2.meta.sgpr_count == 33);
  CHECK(v2.meta.vgpr_count == 37);
  CHECK(v2.meta.kernarg_segment_align == 8);
  CHECK(v2.meta.max_flat_workgroup_size == 256);
}

TEST_CASE("an OpenCL v2 object: kernels at their llvm-readelf symbols, entry 256 bytes on",
          "[loader][v2]") {
  const CodeObject co = CodeObject::load(input("args_v2.co"));
  const loader_test::Listing listing = read_listing(input("args_v2.co"));
  CHECK(co.version() == 2);
  CHECK(co.target_id() == "amdgcn-amd-amdhsa--gfx803");  // the NT_AMD_HSA_ISA_NAME note
  REQUIRE(co.kernels().size() == 2);
  const loader_test::Section& text = listing.section(".text");
  CHECK(co.text_begin() == text.addr);
  for (const Kernel& k : co.kernels()) {
    INFO(k.meta.name);
    const loader_test::Symbol& sym = listing.symbol(".dynsym", k.meta.name);
    CHECK(sym.type == "AMDGPU_HSA_KERNEL");
    CHECK(k.kd_address == sym.value);
    CHECK(k.entry_address == sym.value + 256);
    CHECK(k.meta.symbol == k.meta.name + "@kd");
  }
}

TEST_CASE("v2 YAML arguments get the v3 kinds and the offsets LLVM gives the v3 object",
          "[loader][v2]") {
  const CodeObject v2 = CodeObject::load(input("args_v2.co"));
  const CodeObject v3 = CodeObject::load(input("args_v3.co"));
  for (const char* name : {"many_args", "fill"}) {
    INFO(name);
    const gcn::KernelMeta& a = v2.kernel(name).meta;
    const gcn::KernelMeta& b = v3.kernel(name).meta;
    CHECK(shapes(a.args) == shapes(b.args));  // incl. hidden_global_offset_x..multigrid
    CHECK(a.kernarg_segment_size == b.kernarg_segment_size);
    CHECK(a.kernarg_segment_align == b.kernarg_segment_align);
    CHECK(a.group_segment_fixed_size == b.group_segment_fixed_size);
    CHECK(a.max_flat_workgroup_size == b.max_flat_workgroup_size);
    for (size_t i = 0; i < a.args.size() && i < b.args.size(); ++i) {
      CHECK(a.args[i].type_name == b.args[i].type_name);
      CHECK(a.args[i].pointee_align == b.args[i].pointee_align);
    }
    // The user SGPRs the dispatcher sets up and the register counts agree as well.
    CHECK(v2.kernel(name).kd.compute_pgm_rsrc2 == v3.kernel(name).kd.compute_pgm_rsrc2);
    CHECK(v2.kernel(name).kd.kernel_code_properties == v3.kernel(name).kd.kernel_code_properties);
  }
}
