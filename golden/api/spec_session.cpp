#include "golden/api/spec_session.h"

#include <fstream>

#include <fmt/format.h>

#include "golden/common/error.h"

namespace gcn {

namespace {
KernelArg to_arg(const ArgSpec& a, const std::map<std::string, uint64_t>& va) {
  switch (a.kind) {
    case ArgSpec::Kind::Buffer: return KernelArg::buffer(va.at(a.buffer));
    case ArgSpec::Kind::I32: return {KernelArg::Kind::I32, a.bits};
    case ArgSpec::Kind::U32: return {KernelArg::Kind::U32, a.bits};
    case ArgSpec::Kind::I64: return {KernelArg::Kind::I64, a.bits};
    case ArgSpec::Kind::U64: return {KernelArg::Kind::U64, a.bits};
    case ArgSpec::Kind::F32: return {KernelArg::Kind::F32, a.bits};
    case ArgSpec::Kind::F64: return {KernelArg::Kind::F64, a.bits};
    case ArgSpec::Kind::Local: return KernelArg::local(uint32_t(a.bits));
  }
  return {};
}
}  // namespace

SpecSession::SpecSession(LaunchSpec spec) : spec_(std::move(spec)), co_(CodeObject::load(spec_.code_object)) {
  for (const BufferSpec& b : spec_.buffers) {
    va_[b.name] = dev_.alloc("buffer " + b.name, b.bytes);
    dev_.write(va_[b.name], b.init.data(), b.init.size());
  }
  launch_.kernel = spec_.kernel;
  launch_.grid = spec_.grid;
  launch_.workgroup = spec_.workgroup;
  for (const ArgSpec& a : spec_.args) launch_.args.push_back(to_arg(a, va_));
}

std::vector<uint8_t> SpecSession::buffer(const std::string& name) const {
  auto it = va_.find(name);
  if (it == va_.end()) throw Error(fmt::format("{}: no buffer named {}", spec_.path, name));
  for (const BufferSpec& b : spec_.buffers)
    if (b.name == name) return dev_.read(it->second, b.bytes);
  return {};
}

void SpecSession::write_outputs() const {
  for (const BufferSpec& b : spec_.buffers) {
    if (b.output.empty()) continue;
    const std::vector<uint8_t> data = buffer(b.name);
    std::ofstream f(b.output, std::ios::binary);
    if (!f || !f.write(reinterpret_cast<const char*>(data.data()), std::streamsize(data.size())))
      throw Error(fmt::format("{}: cannot write output {}", spec_.path, b.output));
  }
}

}  // namespace gcn
