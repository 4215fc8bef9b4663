#include "golden/mem/memory.h"

#include <algorithm>

#include <fmt/format.h>

#include "golden/common/error.h"

namespace gcn {

uint64_t Memory::allocate(const std::string& name, uint64_t bytes, uint64_t align) {
  const uint64_t base = (next_ + align - 1) & ~(align - 1);
  // A guard gap between allocations turns small overruns into faults, not silent neighbours.
  next_ = base + bytes + 4096;
  Allocation& a = allocs_[base];
  a.name = name;
  a.base = base;
  a.bytes.assign(bytes, 0);
  last_ = nullptr;
  return base;
}

uint64_t Memory::allocate_at(const std::string& name, uint64_t base, uint64_t bytes) {
  if (bytes == 0 || base + bytes < base)
    throw Error(fmt::format("allocation '{}' at 0x{:x} of {} bytes is empty or wraps", name, base, bytes));
  for (const auto& [b, a] : allocs_)
    if (base < a.end() && b < base + bytes)
      throw Error(fmt::format("allocation '{}' at 0x{:x}..0x{:x} overlaps '{}' at 0x{:x}..0x{:x}", name, base,
                              base + bytes, a.name, b, a.end()));
  Allocation& a = allocs_[base];
  a.name = name;
  a.base = base;
  a.bytes.assign(bytes, 0);
  next_ = std::max(next_, base + bytes + 4096);
  last_ = nullptr;
  return base;
}

Allocation& Memory::at(uint64_t base) {
  auto it = allocs_.find(base);
  if (it == allocs_.end()) throw Error(fmt::format("no allocation at 0x{:x}", base));
  return it->second;
}

Allocation* Memory::lookup(uint64_t addr, uint64_t size) const {
  if (last_ && addr >= last_->base && addr + size <= last_->end() && addr + size >= addr) return last_;
  auto it = allocs_.upper_bound(addr);
  if (it == allocs_.begin()) return nullptr;
  --it;
  auto& a = const_cast<Allocation&>(it->second);
  if (addr + size < addr || addr + size > a.end()) return nullptr;
  last_ = &a;
  return &a;
}

const Allocation* Memory::find(uint64_t addr, uint64_t size) const { return lookup(addr, size); }

namespace {
[[noreturn]] void outside(uint64_t addr, uint64_t size) {
  throw Error(fmt::format("memory access outside any buffer: address 0x{:x} size {}", addr, size));
}
}  // namespace

uint8_t* Memory::span(uint64_t addr, uint64_t size) {
  Allocation* a = lookup(addr, size);
  if (!a) outside(addr, size);
  return a->bytes.data() + (addr - a->base);
}

void Memory::read(uint64_t addr, void* dst, uint64_t size) const {
  const Allocation* a = lookup(addr, size);
  if (!a) outside(addr, size);
  std::memcpy(dst, a->bytes.data() + (addr - a->base), size);
}

void Memory::write(uint64_t addr, const void* src, uint64_t size) {
  std::memcpy(span(addr, size), src, size);
}

}  // namespace gcn
