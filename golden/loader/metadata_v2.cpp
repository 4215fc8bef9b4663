// Code object v2 metadata: the YAML NT_AMD_HSA_METADATA note (004 "Code Object V2 Metadata") and
// the other "AMD" notes, into the same Metadata/KernelMeta the msgpack path produces.
#include <yaml-cpp/yaml.h>

#include <charconv>
#include <limits>
#include <optional>
#include <string_view>
#include <utility>

#include "golden/loader/metadata.h"

namespace gcn::loader {
namespace {

// A YAML note larger than this is not metadata LLVM wrote; the cap bounds yaml-cpp's work.
constexpr size_t kMaxYamlBytes = 1u << 20;

// v2 ValueKind -> the v3 .value_kind spelling the dispatcher and the launch code read.
constexpr std::pair<std::string_view, std::string_view> kValueKinds[] = {
    {"ByValue", "by_value"},
    {"GlobalBuffer", "global_buffer"},
    {"DynamicSharedPointer", "dynamic_shared_pointer"},
    {"Sampler", "sampler"},
    {"Image", "image"},
    {"Pipe", "pipe"},
    {"Queue", "queue"},
    {"HiddenGlobalOffsetX", "hidden_global_offset_x"},
    {"HiddenGlobalOffsetY", "hidden_global_offset_y"},
    {"HiddenGlobalOffsetZ", "hidden_global_offset_z"},
    {"HiddenNone", "hidden_none"},
    {"HiddenPrintfBuffer", "hidden_printf_buffer"},
    {"HiddenHostcallBuffer", "hidden_hostcall_buffer"},
    {"HiddenDefaultQueue", "hidden_default_queue"},
    {"HiddenCompletionAction", "hidden_completion_action"},
    {"HiddenMultiGridSyncArg", "hidden_multigrid_sync_arg"},
};

// v2 AddrSpaceQual -> v3 .address_space.
constexpr std::pair<std::string_view, std::string_view> kAddressSpaces[] = {
    {"Private", "private"}, {"Global", "global"},   {"Constant", "constant"},
    {"Local", "local"},     {"Generic", "generic"}, {"Region", "region"},
};

template <size_t N>
std::string_view translate(const std::pair<std::string_view, std::string_view> (&table)[N],
                           std::string_view v2) {
  for (const auto& [from, to] : table) {
    if (from == v2) return to;
  }
  return {};
}

// One YAML mapping and where it sits, with typed accessors whose errors name the key.
class YamlMap {
 public:
  YamlMap(const YAML::Node& node, std::string where) : node_(node), where_(std::move(where)) {
    if (!node_.IsMap()) fail("is not a mapping");
  }

  const std::string& where() const { return where_; }
  void set_where(std::string where) { where_ = std::move(where); }

  YAML::Node find(const char* key) const {
    const YAML::Node value = node_[key];
    return value.IsDefined() ? value : YAML::Node(YAML::NodeType::Undefined);
  }
  YAML::Node required(const char* key) const {
    const YAML::Node value = find(key);
    if (!value.IsDefined()) fail(fmt::format("{} is missing", key));
    return value;
  }

  std::string string(const char* key) const { return scalar(key, required(key)); }
  std::string optional_string(const char* key) const {
    const YAML::Node value = find(key);
    return value.IsDefined() ? scalar(key, value) : std::string();
  }
  uint32_t u32(const char* key) const { return as_u32(key, required(key)); }
  uint32_t optional_u32(const char* key, uint32_t absent) const {
    const YAML::Node value = find(key);
    return value.IsDefined() ? as_u32(key, value) : absent;
  }
  YAML::Node sequence(const char* key) const {
    const YAML::Node value = required(key);
    if (!value.IsSequence()) fail(fmt::format("{} is not a sequence", key));
    return value;
  }
  std::vector<uint32_t> u32_sequence(const char* key, size_t n) const {
    const YAML::Node items = sequence(key);
    if (items.size() != n) fail(fmt::format("{} has {} elements, expected {}", key, items.size(), n));
    std::vector<uint32_t> result;
    for (size_t i = 0; i < n; ++i) result.push_back(as_u32(key, items[i]));
    return result;
  }

  [[noreturn]] void fail(const std::string& what) const { throw Error(where_ + ": " + what); }

 private:
  std::string scalar(const char* key, const YAML::Node& value) const {
    if (!value.IsScalar()) fail(fmt::format("{} is not a scalar", key));
    return value.Scalar();
  }
  // Decimal only, as LLVM writes it; no sign, no trailing text.
  uint32_t as_u32(const char* key, const YAML::Node& value) const {
    const std::string text = scalar(key, value);
    uint64_t v = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || end != text.data() + text.size() || text.empty()) {
      fail(fmt::format("{} '{}' is not an unsigned integer", key, text));
    }
    if (v > std::numeric_limits<uint32_t>::max()) {
      fail(fmt::format("{} {} does not fit in 32 bits", key, v));
    }
    return static_cast<uint32_t>(v);
  }

  YAML::Node node_;
  std::string where_;
};

bool is_power_of_two(uint32_t n) { return n != 0 && (n & (n - 1)) == 0; }

// One argument; `end` is where the previous one ended, the offset is the next multiple of Align.
KernelArgMeta decode_arg(const YAML::Node& node, const std::string& where, uint64_t& end) {
  const YamlMap map(node, where);
  KernelArgMeta arg;
  arg.name = map.optional_string("Name");
  arg.type_name = map.optional_string("TypeName");
  arg.size = map.u32("Size");
  const uint32_t align = map.u32("Align");
  if (!is_power_of_two(align)) map.fail(fmt::format("Align {} is not a power of 2", align));
  const std::string kind = map.string("ValueKind");
  arg.value_kind = std::string(translate(kValueKinds, kind));
  if (arg.value_kind.empty()) map.fail(fmt::format("unknown ValueKind '{}'", kind));
  const std::string space = map.optional_string("AddrSpaceQual");
  arg.address_space = std::string(translate(kAddressSpaces, space));
  if (!space.empty() && arg.address_space.empty()) {
    map.fail(fmt::format("unknown AddrSpaceQual '{}'", space));
  }
  arg.pointee_align = map.optional_u32("PointeeAlign", 0);
  const uint64_t offset = (end + align - 1) / align * align;
  if (offset + arg.size > std::numeric_limits<uint32_t>::max()) {
    map.fail(fmt::format("ends at {}, past 4 GiB", offset + arg.size));
  }
  arg.offset = static_cast<uint32_t>(offset);
  end = offset + arg.size;
  return arg;
}

KernelMeta decode_kernel(const YAML::Node& node, size_t index) {
  YamlMap map(node, fmt::format("metadata Kernels[{}]", index));
  KernelMeta kernel;
  kernel.name = map.string("Name");
  map.set_where(fmt::format("metadata kernel '{}'", kernel.name));
  kernel.symbol = map.string("SymbolName");
  const YamlMap props(map.required("CodeProps"), map.where() + " CodeProps");
  kernel.kernarg_segment_size = props.u32("KernargSegmentSize");
  kernel.kernarg_segment_align = props.u32("KernargSegmentAlign");
  kernel.group_segment_fixed_size = props.u32("GroupSegmentFixedSize");
  kernel.private_segment_fixed_size = props.u32("PrivateSegmentFixedSize");
  kernel.wavefront_size = props.u32("WavefrontSize");
  kernel.sgpr_count = props.u32("NumSGPRs");
  kernel.vgpr_count = props.u32("NumVGPRs");
  kernel.max_flat_workgroup_size = props.u32("MaxFlatWorkGroupSize");
  if (const YAML::Node attrs = map.find("Attrs"); attrs.IsDefined()) {
    const YamlMap attr_map(attrs, map.where() + " Attrs");
    if (attr_map.find("ReqdWorkGroupSize").IsDefined()) {
      const std::vector<uint32_t> size = attr_map.u32_sequence("ReqdWorkGroupSize", 3);
      std::copy(size.begin(), size.end(), kernel.reqd_workgroup_size.begin());
    }
  }
  if (map.find("Args").IsDefined()) {
    const YAML::Node args = map.sequence("Args");
    uint64_t end = 0;
    for (size_t i = 0; i < args.size(); ++i) {
      kernel.args.push_back(decode_arg(args[i], fmt::format("{} Args[{}]", map.where(), i), end));
    }
  }
  check_kernel_meta(kernel, map.where());
  return kernel;
}

// NT_AMD_HSA_ISA_VERSION: u16 vendor name size, u16 architecture name size, u32 major, minor,
// stepping, then the two names (llvm-readelf-14 --notes prints these fields).
void check_isa_version(const ByteView& desc) {
  const uint32_t major = desc.read<uint32_t>(4, "NT_AMD_HSA_ISA_VERSION major");
  const uint32_t minor = desc.read<uint32_t>(8, "NT_AMD_HSA_ISA_VERSION minor");
  const uint32_t stepping = desc.read<uint32_t>(12, "NT_AMD_HSA_ISA_VERSION stepping");
  if (major != 8 || minor != 0 || stepping != 3) {
    throw Error(fmt::format("NT_AMD_HSA_ISA_VERSION note says {}.{}.{}, expected 8.0.3 (gfx803)",
                            major, minor, stepping));
  }
}

void check_code_object_version(const ByteView& desc) {
  const uint32_t major = desc.read<uint32_t>(0, "NT_AMD_HSA_CODE_OBJECT_VERSION major");
  const uint32_t minor = desc.read<uint32_t>(4, "NT_AMD_HSA_CODE_OBJECT_VERSION minor");
  if (major != 2) {
    throw Error(fmt::format(
        "NT_AMD_HSA_CODE_OBJECT_VERSION note says {}.{} but EI_ABIVERSION 0 means v2", major, minor));
  }
}

std::string note_string(const ByteView& desc) {
  const char* text = reinterpret_cast<const char*>(desc.data());
  size_t n = desc.size();
  while (n > 0 && text[n - 1] == '\0') --n;  // NUL terminator and padding
  return std::string(text, n);
}

}  // namespace

Metadata decode_metadata_v2(const ByteView& desc) {
  if (desc.size() > kMaxYamlBytes) {
    throw Error(fmt::format("NT_AMD_HSA_METADATA note of {} bytes exceeds the {} KiB limit",
                            desc.size(), kMaxYamlBytes >> 10));
  }
  YAML::Node root;
  try {
    root = YAML::Load(note_string(desc));
  } catch (const YAML::Exception& e) {
    throw Error(fmt::format("malformed NT_AMD_HSA_METADATA note (not YAML: {})", e.what()));
  }
  try {
    const YamlMap map(root, "metadata");
    Metadata meta;
    const std::vector<uint32_t> version = map.u32_sequence("Version", 2);
    meta.version_major = version[0];
    meta.version_minor = version[1];
    if (meta.version_major != 1) {
      map.fail(fmt::format("unsupported Version {}.{} (expected 1.x)", version[0], version[1]));
    }
    const YAML::Node kernels = map.sequence("Kernels");
    for (size_t i = 0; i < kernels.size(); ++i) meta.kernels.push_back(decode_kernel(kernels[i], i));
    return meta;
  } catch (const YAML::Exception& e) {  // yaml-cpp's own checks, e.g. a subscript of a scalar
    throw Error(fmt::format("malformed NT_AMD_HSA_METADATA note ({})", e.what()));
  }
}

Metadata decode_v2_notes(const std::vector<Note>& notes) {
  std::optional<Metadata> found;
  std::string isa_name;
  for (const Note& note : notes) {
    if (note.owner != kAmdNoteOwner) continue;
    switch (note.type) {
      case NT_AMD_HSA_CODE_OBJECT_VERSION:
        check_code_object_version(note.desc);
        break;
      case NT_AMD_HSA_ISA_VERSION:
        check_isa_version(note.desc);
        break;
      case NT_AMD_HSA_ISA_NAME:
        isa_name = note_string(note.desc);
        break;
      case NT_AMD_HSA_METADATA:
        if (found) throw Error("more than one NT_AMD_HSA_METADATA note");
        found = decode_metadata_v2(note.desc);
        break;
      default:
        break;  // other AMD notes (e.g. NT_AMD_PAL_METADATA) do not concern an HSA dispatch
    }
  }
  if (!found) throw Error("no NT_AMD_HSA_METADATA note (code object v2 needs its YAML metadata)");
  found->target = isa_name;
  return *found;
}

}  // namespace gcn::loader
