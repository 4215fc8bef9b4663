#include "golden/api/device.h"

#include <cstring>

#include <fmt/format.h>

#include "golden/common/error.h"
#include "golden/exec/float_bits.h"

namespace gcn {

KernelArg KernelArg::f32(float v) { return {Kind::F32, bits_of(v)}; }
KernelArg KernelArg::f64(double v) { return {Kind::F64, bits_of(v)}; }

std::vector<uint8_t> Device::read(uint64_t va, uint64_t n) const {
  std::vector<uint8_t> out(n);
  mem_.read(va, out.data(), n);
  return out;
}

namespace {

const char* kind_name(KernelArg::Kind k) {
  static constexpr const char* kNames[] = {"buffer", "i32", "u32", "i64", "u64", "f32", "f64", "local"};
  return kNames[static_cast<int>(k)];
}

// Size a by-value argument of this kind occupies.
uint32_t scalar_size(KernelArg::Kind k) {
  switch (k) {
    case KernelArg::Kind::I64: case KernelArg::Kind::U64: case KernelArg::Kind::F64: return 8;
    default: return 4;
  }
}

}  // namespace

std::unique_ptr<Dispatcher> Device::prepare(const CodeObject& co, const Launch& launch) {
  const Kernel& k = co.kernel(launch.kernel);
  const std::string where = fmt::format("{}: kernel {}", co.path(), k.meta.name);
  std::vector<const KernelArgMeta*> expl;
  for (const KernelArgMeta& a : k.meta.args)
    if (!a.is_hidden()) expl.push_back(&a);
  if (expl.size() != launch.args.size())
    throw Error(fmt::format("{}: takes {} explicit arguments, {} given", where, expl.size(), launch.args.size()));

  DispatchRequest req;
  req.grid = launch.grid;
  req.workgroup = launch.workgroup;
  req.explicit_kernarg.assign(k.meta.kernarg_segment_size, 0);
  // Dynamic LDS follows the static group segment, each block 16-byte aligned.
  uint32_t lds_next = (k.kd.group_segment_fixed_size + 15) & ~15u;
  for (size_t i = 0; i < expl.size(); ++i) {
    const KernelArgMeta& m = *expl[i];
    const KernelArg& a = launch.args[i];
    const std::string arg = fmt::format("{}: argument {} ('{}', {})", where, i, m.name, m.value_kind);
    uint64_t value = a.bits;
    uint32_t size = 0;
    if (m.value_kind == "global_buffer") {
      if (a.kind != KernelArg::Kind::Buffer) throw Error(fmt::format("{} needs a buffer, got {}", arg, kind_name(a.kind)));
      size = 8;
    } else if (m.value_kind == "dynamic_shared_pointer") {
      if (a.kind != KernelArg::Kind::Local) throw Error(fmt::format("{} needs a local size, got {}", arg, kind_name(a.kind)));
      value = lds_next;
      lds_next = (lds_next + uint32_t(a.bits) + 15) & ~15u;
      req.dynamic_lds += (uint32_t(a.bits) + 15) & ~15u;
      size = 4;
    } else if (m.value_kind == "by_value") {
      if (a.kind == KernelArg::Kind::Buffer || a.kind == KernelArg::Kind::Local)
        throw Error(fmt::format("{} is passed by value, got {}", arg, kind_name(a.kind)));
      size = scalar_size(a.kind);
    } else {
      throw Error(fmt::format("{}: argument kind is not supported", arg));
    }
    if (size != m.size)
      throw Error(fmt::format("{} is {} bytes, a {} is {}", arg, m.size, kind_name(a.kind), size));
    if (m.offset + size > req.explicit_kernarg.size())
      throw Error(fmt::format("{} lies outside the kernarg segment", arg));
    std::memcpy(req.explicit_kernarg.data() + m.offset, &value, size);
  }
  return std::make_unique<Dispatcher>(mem_, co, k, req);
}

RunStats Device::launch(const CodeObject& co, const Launch& launch, const RunOptions& opts) {
  std::unique_ptr<Dispatcher> d = prepare(co, launch);
  GoldenEngine engine(mem_, *d, opts);
  return engine.run();
}

}  // namespace gcn
