#include "golden/loader/metadata.h"

#include <algorithm>
#include <limits>
#include <msgpack.hpp>
#include <string_view>

namespace gcn::loader {
namespace {

const char* type_name(msgpack::type::object_type type) {
  switch (type) {
    case msgpack::type::NIL:
      return "nil";
    case msgpack::type::BOOLEAN:
      return "a boolean";
    case msgpack::type::POSITIVE_INTEGER:
      return "an unsigned integer";
    case msgpack::type::NEGATIVE_INTEGER:
      return "a negative integer";
    case msgpack::type::FLOAT32:
    case msgpack::type::FLOAT64:
      return "a float";
    case msgpack::type::STR:
      return "a string";
    case msgpack::type::BIN:
      return "binary";
    case msgpack::type::ARRAY:
      return "an array";
    case msgpack::type::MAP:
      return "a map";
    default:
      return "an extension";
  }
}

// One msgpack map and where it sits ("metadata kernel 'k' arg 2"), with typed accessors whose
// errors name the key, so every metadata error is one line that points at the bad field.
class MapReader {
 public:
  MapReader(const msgpack::object& obj, std::string where) : where_(std::move(where)) {
    if (obj.type != msgpack::type::MAP)
      fail(fmt::format("is {}, expected a map", type_name(obj.type)));
    map_ = obj.via.map;
  }

  const std::string& where() const { return where_; }
  void set_where(std::string where) { where_ = std::move(where); }

  // The value of `key` (first occurrence), or nullptr when absent.
  const msgpack::object* find(std::string_view key) const {
    for (uint32_t i = 0; i < map_.size; ++i) {
      const msgpack::object& k = map_.ptr[i].key;
      if (k.type == msgpack::type::STR && std::string_view(k.via.str.ptr, k.via.str.size) == key) {
        return &map_.ptr[i].val;
      }
    }
    return nullptr;
  }

  const msgpack::object& required(std::string_view key) const {
    const msgpack::object* value = find(key);
    if (value == nullptr) fail(fmt::format("{} is missing", key));
    return *value;
  }

  std::string string(std::string_view key) const { return as_string(key, required(key)); }
  std::string optional_string(std::string_view key) const {
    const msgpack::object* value = find(key);
    return value ? as_string(key, *value) : std::string();
  }

  uint32_t u32(std::string_view key) const { return as_u32(key, required(key)); }
  uint32_t optional_u32(std::string_view key, uint32_t absent) const {
    const msgpack::object* value = find(key);
    return value ? as_u32(key, *value) : absent;
  }

  bool optional_bool(std::string_view key, bool absent) const {
    const msgpack::object* value = find(key);
    if (value == nullptr) return absent;
    expect(key, *value, msgpack::type::BOOLEAN);
    return value->via.boolean;
  }

  msgpack::object_array array(std::string_view key) const {
    const msgpack::object& value = required(key);
    expect(key, value, msgpack::type::ARRAY);
    return value.via.array;
  }

  // An array of exactly `n` unsigned 32-bit integers, e.g. amdhsa.version.
  std::vector<uint32_t> u32_array(std::string_view key, uint32_t n) const {
    const msgpack::object_array items = array(key);
    if (items.size != n) fail(fmt::format("{} has {} elements, expected {}", key, items.size, n));
    std::vector<uint32_t> result;
    for (uint32_t i = 0; i < n; ++i) result.push_back(as_u32(key, items.ptr[i]));
    return result;
  }

  [[noreturn]] void fail(const std::string& what) const { throw Error(where_ + ": " + what); }

 private:
  void expect(std::string_view key, const msgpack::object& value,
              msgpack::type::object_type type) const {
    if (value.type != type) {
      fail(fmt::format("{} is {}, expected {}", key, type_name(value.type), type_name(type)));
    }
  }
  std::string as_string(std::string_view key, const msgpack::object& value) const {
    expect(key, value, msgpack::type::STR);
    return std::string(value.via.str.ptr, value.via.str.size);
  }
  uint32_t as_u32(std::string_view key, const msgpack::object& value) const {
    expect(key, value, msgpack::type::POSITIVE_INTEGER);
    if (value.via.u64 > std::numeric_limits<uint32_t>::max()) {
      fail(fmt::format("{} {} does not fit in 32 bits", key, value.via.u64));
    }
    return static_cast<uint32_t>(value.via.u64);
  }

  std::string where_;
  msgpack::object_map map_{};
};

bool is_power_of_two(uint32_t n) { return n != 0 && (n & (n - 1)) == 0; }

// "arg 3" or "arg 3 'out'": OpenCL objects built without -cl-kernel-arg-info have no names.
std::string arg_label(size_t index, const KernelArgMeta& arg) {
  return arg.name.empty() ? fmt::format("arg {}", index)
                          : fmt::format("arg {} '{}'", index, arg.name);
}

KernelArgMeta decode_arg(const msgpack::object& obj, const std::string& where) {
  const MapReader map(obj, where);
  KernelArgMeta arg;
  arg.name = map.optional_string(".name");
  arg.type_name = map.optional_string(".type_name");
  arg.value_kind = map.string(".value_kind");
  arg.address_space = map.optional_string(".address_space");
  arg.offset = map.u32(".offset");
  arg.size = map.u32(".size");
  arg.pointee_align = map.optional_u32(".pointee_align", 0);
  return arg;
}

KernelMeta decode_kernel(const msgpack::object& obj, size_t index) {
  MapReader map(obj, fmt::format("metadata kernel #{}", index));
  KernelMeta kernel;
  kernel.name = map.string(".name");
  map.set_where(fmt::format("metadata kernel '{}'", kernel.name));
  kernel.symbol = map.string(".symbol");
  kernel.kernarg_segment_size = map.u32(".kernarg_segment_size");
  kernel.kernarg_segment_align = map.u32(".kernarg_segment_align");
  kernel.group_segment_fixed_size = map.u32(".group_segment_fixed_size");
  kernel.private_segment_fixed_size = map.u32(".private_segment_fixed_size");
  kernel.wavefront_size = map.u32(".wavefront_size");
  kernel.sgpr_count = map.u32(".sgpr_count");
  kernel.vgpr_count = map.u32(".vgpr_count");
  kernel.max_flat_workgroup_size = map.u32(".max_flat_workgroup_size");
  kernel.uses_dynamic_stack = map.optional_bool(".uses_dynamic_stack", false);
  if (map.find(".reqd_workgroup_size")) {
    const std::vector<uint32_t> size = map.u32_array(".reqd_workgroup_size", 3);
    std::copy(size.begin(), size.end(), kernel.reqd_workgroup_size.begin());
  }
  if (map.find(".args")) {  // a kernel without arguments may omit .args
    const msgpack::object_array args = map.array(".args");
    for (uint32_t i = 0; i < args.size; ++i) {
      kernel.args.push_back(decode_arg(args.ptr[i], fmt::format("{} arg {}", map.where(), i)));
    }
  }
  check_kernel_meta(kernel, map.where());
  return kernel;
}

// Parses the msgpack bytes. Container sizes are capped by the note size (every element takes
// at least one byte) so a corrupt length cannot make msgpack-c allocate gigabytes.
msgpack::object_handle unpack_note(const ByteView& desc) {
  const size_t cap = desc.size();
  const msgpack::unpack_limit limit(cap, cap, cap, cap, cap, /*depth=*/32);
  try {
    return msgpack::unpack(reinterpret_cast<const char*>(desc.data()), desc.size(), nullptr,
                           nullptr, limit);
  } catch (const msgpack::unpack_error& e) {
    throw Error(fmt::format("malformed NT_AMDGPU_METADATA note (not msgpack: {})", e.what()));
  }
}

}  // namespace

void check_kernel_meta(const KernelMeta& kernel, const std::string& where) {
  auto fail = [&](const std::string& what) { throw Error(where + ": " + what); };
  if (!is_power_of_two(kernel.kernarg_segment_align)) {
    fail(fmt::format(".kernarg_segment_align {} is not a power of 2", kernel.kernarg_segment_align));
  }
  if (kernel.wavefront_size != 64) {
    fail(fmt::format(".wavefront_size {}, but gfx803 runs wave64", kernel.wavefront_size));
  }
  // Explicit arguments must lie inside the kernarg segment. Hidden ones may not: LLVM 14 writes
  // v5 hidden arguments past .kernarg_segment_size (see KernelMeta::kernarg_bytes()).
  for (size_t i = 0; i < kernel.args.size(); ++i) {
    const KernelArgMeta& arg = kernel.args[i];
    const uint64_t end = uint64_t{arg.offset} + arg.size;
    if (end > std::numeric_limits<uint32_t>::max()) {
      fail(fmt::format("{} ends at {}, past 4 GiB", arg_label(i, arg), end));
    }
    if (!arg.is_hidden() && end > kernel.kernarg_segment_size) {
      fail(fmt::format("{} at offset {} size {} exceeds .kernarg_segment_size {}",
                       arg_label(i, arg), arg.offset, arg.size, kernel.kernarg_segment_size));
    }
  }
}

Metadata decode_metadata(const ByteView& desc) {
  const msgpack::object_handle handle = unpack_note(desc);
  const MapReader root(handle.get(), "metadata");
  Metadata meta;
  const std::vector<uint32_t> version = root.u32_array("amdhsa.version", 2);
  meta.version_major = version[0];
  meta.version_minor = version[1];
  if (meta.version_major != 1) {
    root.fail(
        fmt::format("unsupported amdhsa.version {}.{} (expected 1.x)", version[0], version[1]));
  }
  meta.target = root.optional_string("amdhsa.target");
  const msgpack::object_array kernels = root.array("amdhsa.kernels");
  for (uint32_t i = 0; i < kernels.size; ++i) {
    meta.kernels.push_back(decode_kernel(kernels.ptr[i], i));
  }
  return meta;
}

}  // namespace gcn::loader
