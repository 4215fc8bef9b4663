// Loading real LLVM 14 code objects: versions, kernels, addresses (checked against
// llvm-readelf), argument metadata (checked against the OpenCL ABI layout LLVM documents), and the
// kernel descriptor (checked against the .amdhsa directives that produced it).
#include <tuple>

#include "loader_test_support.h"

using gcn::CodeObject;
using gcn::Kernel;
using gcn::KernelArgMeta;
using loader_test::input;
using loader_test::read_listing;

namespace {

// value_kind, offset, size, address_space: what one argument should look like.
using ArgShape = std::tuple<std::string, uint32_t, uint32_t, std::string>;

std::vector<ArgShape> shapes(const std::vector<KernelArgMeta>& args, bool hidden) {
  std::vector<ArgShape> result;
  for (const KernelArgMeta& a : args) {
    if (a.is_hidden() == hidden)
      result.emplace_back(a.value_kind, a.offset, a.size, a.address_space);
  }
  return result;
}

// The explicit arguments of many_args() in inputs/args.cl, laid out by the OpenCL ABI: each at
// its natural alignment, float4 at 16, the 12-byte struct at 4.
const std::vector<ArgShape> kManyArgsExplicit = {
    {"global_buffer", 0, 8, "global"}, {"global_buffer", 8, 8, "global"},
    {"by_value", 16, 4, ""},           {"by_value", 32, 16, ""},
    {"by_value", 48, 12, ""},          {"dynamic_shared_pointer", 60, 4, "local"},
    {"by_value", 64, 8, ""},           {"by_value", 72, 1, ""},
};

// Number of user SGPRs the enabled kernel_code_properties request (004 "Initial Kernel
// Execution State": the private segment buffer takes 4, the size 1, each pointer or id 2).
uint32_t user_sgprs_requested(const gcn::KernelDescriptor& kd) {
  return 4 * kd.enable_sgpr_private_segment_buffer() + 2 * kd.enable_sgpr_dispatch_ptr() +
         2 * kd.enable_sgpr_queue_ptr() + 2 * kd.enable_sgpr_kernarg_segment_ptr() +
         2 * kd.enable_sgpr_dispatch_id() + 2 * kd.enable_sgpr_flat_scratch_init() +
         1 * kd.enable_sgpr_private_segment_size();
}

}  // namespace

TEST_CASE("code objects v3, v4 and v5 of one OpenCL source load with both kernels", "[loader]") {
  for (int version : {3, 4, 5}) {
    const std::string path = input("args_v" + std::to_string(version) + ".co");
    INFO(path);
    const CodeObject co = CodeObject::load(path);
    CHECK(co.path() == path);
    CHECK(co.version() == version);
    CHECK(co.target_id() == "amdgcn-amd-amdhsa--gfx803");
    REQUIRE(co.kernels().size() == 2);
    CHECK(co.kernels()[0].meta.name == "many_args");
    CHECK(co.kernels()[0].meta.symbol == "many_args.kd");
    CHECK(co.kernels()[1].meta.name == "fill");
    CHECK(&co.kernel("fill") == &co.kernels()[1]);
  }
}

TEST_CASE(".text range and kernel addresses equal llvm-readelf's sections and symbols",
          "[loader]") {
  for (const char* name :
       {"args_v3.co", "args_v4.co", "args_v5.co", "asm_store_v4.co", "reloc_v4.co"}) {
    INFO(name);
    const CodeObject co = CodeObject::load(input(name));
    const loader_test::Listing listing = read_listing(input(name));
    const loader_test::Section& text = listing.section(".text");
    CHECK(co.text_begin() == text.addr);
    CHECK(co.text_end() == text.addr + text.size);
    for (const Kernel& k : co.kernels()) {
      INFO(k.meta.name);
      CHECK(k.kd_address == listing.symbol(".dynsym", k.meta.name + ".kd").value);
      // The entry point is the kernel's own function symbol (004 "Symbols").
      CHECK(k.entry_address == listing.symbol(".dynsym", k.meta.name).value);
      CHECK(k.entry_address == k.kd_address + k.kd.kernel_code_entry_byte_offset);
    }
  }
}

TEST_CASE("the loaded image holds every PT_LOAD segment at its address", "[loader]") {
  const std::vector<uint8_t> file = loader_test::read_bytes(input("args_v4.co"));
  const CodeObject co = CodeObject::load(input("args_v4.co"));
  const loader_test::Listing listing = read_listing(input("args_v4.co"));
  // .text and .rodata (the descriptors) live in different segments at different file offsets.
  for (const char* name : {".text", ".rodata", ".dynamic"}) {
    INFO(name);
    const loader_test::Section& s = listing.section(name);
    REQUIRE(s.addr + s.size <= co.image().size());
    CHECK(std::equal(file.begin() + s.offset, file.begin() + s.offset + s.size,
                     co.image().begin() + s.addr));
  }
}

TEST_CASE("explicit arguments of every kind keep their OpenCL ABI offsets and sizes", "[loader]") {
  for (const char* name : {"args_v3.co", "args_v4.co", "args_v5.co"}) {
    INFO(name);
    const CodeObject co = CodeObject::load(input(name));
    const gcn::KernelMeta& meta = co.kernel("many_args").meta;
    CHECK(shapes(meta.args, false) == kManyArgsExplicit);
    CHECK(meta.args[1].type_name == "int*");
    CHECK(meta.args[4].type_name == "Triple");
    CHECK(meta.args[5].pointee_align == 1);
    CHECK(meta.kernarg_segment_align == 16);
    CHECK(meta.wavefront_size == 64);
    CHECK(meta.max_flat_workgroup_size == 256);
    CHECK(meta.group_segment_fixed_size == 0);  // the __local buffer is dynamic
  }
}

TEST_CASE("v3 and v4 hidden arguments follow the explicit ones as LLVM 14 writes them",
          "[loader]") {
  const std::vector<ArgShape> expected = {{"hidden_global_offset_x", 80, 8, ""},
                                          {"hidden_global_offset_y", 88, 8, ""},
                                          {"hidden_global_offset_z", 96, 8, ""},
                                          {"hidden_none", 104, 8, "global"},
                                          {"hidden_none", 112, 8, "global"},
                                          {"hidden_none", 120, 8, "global"},
                                          {"hidden_multigrid_sync_arg", 128, 8, "global"}};
  for (const char* name : {"args_v3.co", "args_v4.co"}) {
    INFO(name);
    const CodeObject co = CodeObject::load(input(name));
    const gcn::KernelMeta& meta = co.kernel("many_args").meta;
    CHECK(shapes(meta.args, true) == expected);
    CHECK(meta.kernarg_segment_size == 136);
    CHECK(meta.kernarg_bytes() == 136);
  }
}

TEST_CASE("v5 hidden arguments keep LLVM 14's names and offsets, even past the segment size",
          "[loader]") {
  const std::vector<ArgShape> expected = {
      {"hidden_block_count_x", 76, 4, ""},    {"hidden_block_count_y", 80, 4, ""},
      {"hidden_block_count_z", 84, 4, ""},    {"hidden_group_size_x", 88, 2, ""},
      {"hidden_group_size_y", 90, 2, ""},     {"hidden_group_size_z", 92, 2, ""},
      {"hidden_remainder_x", 94, 2, ""},      {"hidden_remainder_y", 96, 2, ""},
      {"hidden_remainder_z", 98, 2, ""},      {"hidden_global_offset_x", 120, 8, ""},
      {"hidden_global_offset_y", 128, 8, ""}, {"hidden_global_offset_z", 136, 8, ""},
      {"hidden_grid_dims", 144, 2, ""},       {"hidden_multigrid_sync_arg", 168, 8, "global"},
      {"hidden_private_base", 272, 4, ""},    {"hidden_shared_base", 276, 4, ""}};
  const CodeObject co = CodeObject::load(input("args_v5.co"));
  const Kernel& k = co.kernel("many_args");
  CHECK(shapes(k.meta.args, true) == expected);
  CHECK(k.meta.kernarg_segment_size == 136);
  CHECK(k.kd.kernarg_size == 136);       // v5 fills the descriptor's KERNARG_SIZE
  CHECK(k.meta.kernarg_bytes() == 280);  // hidden_shared_base ends at 276 + 4
}

TEST_CASE("descriptor fields decode as the .amdhsa directives of asm_store.s set them",
          "[loader]") {
  for (int version : {3, 4, 5}) {
    const std::string name = "asm_store_v" + std::to_string(version) + ".co";
    INFO(name);
    const CodeObject co = CodeObject::load(input(name));
    const Kernel& k = co.kernel("asm_store");
    const gcn::KernelDescriptor& kd = k.kd;
    CHECK(kd.group_segment_fixed_size == 128);
    CHECK(kd.private_segment_fixed_size == 16);
    CHECK(kd.kernarg_size == 12);
    // .amdhsa_next_free_vgpr 37 -> ceil(37 / 4) - 1 = 9 granules of 4.
    CHECK(kd.granulated_workitem_vgpr_count() == 9);
    CHECK(kd.vgpr_count() == 40);
    // .amdhsa_next_free_sgpr 27 + VCC, FLAT_SCRATCH, XNACK_MASK (2 each) = 33 -> ceil(33 / 8) - 1.
    CHECK(kd.granulated_wavefront_sgpr_count() == 4);
    CHECK(kd.sgpr_count() == 40);
    CHECK(kd.float_round_mode_32() == 1);
    CHECK(kd.float_round_mode_16_64() == 0);
    CHECK(kd.float_denorm_mode_32() == 0);
    CHECK(kd.float_denorm_mode_16_64() == 2);
    CHECK(kd.enable_dx10_clamp());  // directive default
    CHECK_FALSE(kd.enable_ieee_mode());
    CHECK(kd.enable_private_segment());
    CHECK(kd.user_sgpr_count() == 8);  // buffer 4 + dispatch ptr 2 + kernarg ptr 2
    CHECK_FALSE(kd.enable_trap_handler());
    CHECK(kd.enable_sgpr_workgroup_id(0));  // directive default
    CHECK(kd.enable_sgpr_workgroup_id(1));
    CHECK_FALSE(kd.enable_sgpr_workgroup_id(2));
    CHECK_FALSE(kd.enable_sgpr_workgroup_info());
    CHECK(kd.enable_vgpr_workitem_id() == 2);
    CHECK(kd.granulated_lds_size() == 0);
    CHECK(kd.enable_sgpr_private_segment_buffer());
    CHECK(kd.enable_sgpr_dispatch_ptr());
    CHECK_FALSE(kd.enable_sgpr_queue_ptr());
    CHECK(kd.enable_sgpr_kernarg_segment_ptr());
    CHECK_FALSE(kd.enable_sgpr_dispatch_id());
    CHECK_FALSE(kd.enable_sgpr_flat_scratch_init());
    CHECK_FALSE(kd.enable_sgpr_private_segment_size());
    CHECK_FALSE(kd.uses_dynamic_stack());
    CHECK(kd.compute_pgm_rsrc3 == 0);
    // The metadata block of asm_store.s.
    CHECK(shapes(k.meta.args, false) ==
          std::vector<ArgShape>{{"global_buffer", 0, 8, "global"}, {"by_value", 8, 4, ""}});
    CHECK(k.meta.args[0].name == "out");
    CHECK(k.meta.args[1].name == "v");
    CHECK(k.meta.sgpr_count == 33);
    CHECK(k.meta.vgpr_count == 37);
  }
}

TEST_CASE("compiled kernels' descriptors agree with their metadata", "[loader]") {
  for (const char* name : {"args_v3.co", "args_v4.co", "args_v5.co", "reloc_v4.co"}) {
    const CodeObject co = CodeObject::load(input(name));
    REQUIRE_FALSE(co.kernels().empty());
    for (const Kernel& k : co.kernels()) {
      INFO(name << " " << k.meta.name);
      CHECK(k.kd.enable_sgpr_kernarg_segment_ptr());
      CHECK(k.kd.user_sgpr_count() == user_sgprs_requested(k.kd));
      // The descriptor allocates at least what the metadata counts, and less than a granule more.
      CHECK(k.kd.vgpr_count() >= k.meta.vgpr_count);
      CHECK(k.kd.vgpr_count() < k.meta.vgpr_count + 4);
      CHECK(k.kd.sgpr_count() >= k.meta.sgpr_count);
      CHECK(k.kd.sgpr_count() < k.meta.sgpr_count + 8);
      CHECK(k.entry_address % 256 == 0);
    }
  }
}

TEST_CASE("asking for an absent kernel names the ones there are", "[loader]") {
  const CodeObject co = CodeObject::load(input("args_v4.co"));
  CHECK_THROWS_WITH(co.kernel("nope"),
                    input("args_v4.co") + ": no kernel 'nope' (has: many_args, fill)");
}

TEST_CASE("R_AMDGPU_RELATIVE64 pointers are relocated to the load address", "[loader]") {
  const CodeObject co = CodeObject::load(input("reloc_v4.co"));
  const loader_test::Listing listing = read_listing(input("reloc_v4.co"));
  const uint64_t table = listing.symbol(".symtab", "table").value;
  const uint64_t pointers = listing.symbol(".symtab", "pointers").value;
  REQUIRE(listing.relocations.size() == 2);
  CHECK(listing.relocations[0].type == "R_AMDGPU_RELATIVE64");
  CHECK(listing.relocations[0].offset == pointers);
  // pointers[] = {&table[1], &table[3]}; at base 0 the image holds the plain addresses.
  CHECK(loader_test::get<uint64_t>(co.image(), pointers) == table + 4);
  CHECK(loader_test::get<uint64_t>(co.image(), pointers + 8) == table + 12);
  CHECK(loader_test::get<int32_t>(co.image(), table + 4) == 20);

  const uint64_t base = 0x7F00'1234'5000;
  const std::vector<uint8_t> moved = co.relocated_image(base);
  CHECK(loader_test::get<uint64_t>(moved, pointers) == base + table + 4);
  CHECK(loader_test::get<uint64_t>(moved, pointers + 8) == base + table + 12);
  // Nothing but the two relocated words changes.
  std::vector<uint8_t> expected = co.image();
  loader_test::put<uint64_t>(expected, pointers, base + table + 4);
  loader_test::put<uint64_t>(expected, pointers + 8, base + table + 12);
  CHECK(moved == expected);
}
