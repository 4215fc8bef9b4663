// The GPU virtual address space seen by one dispatch: named allocations (buffers, code object
// image, kernarg segment, queue, scratch). An access must lie wholly inside one allocation;
// anything else is an error naming the address, never a silent read of zeros.
#pragma once

#include <cstdint>
#include <cstring>
#include <map>
#include <string>
#include <vector>

namespace gcn {

struct Allocation {
  std::string name;
  uint64_t base = 0;
  std::vector<uint8_t> bytes;
  uint64_t end() const { return base + bytes.size(); }
};

class Memory {
 public:
  Memory() = default;
  // A copy is an independent image with the same allocations (lockstep keeps one per model);
  // the lookup cache points into its own map, so it is not copied.
  Memory(const Memory& o) : allocs_(o.allocs_), next_(o.next_) {}
  Memory& operator=(const Memory& o) {
    allocs_ = o.allocs_;
    next_ = o.next_;
    last_ = nullptr;
    return *this;
  }

  // Allocations are placed from 4 GiB upward so a kernel that truncates a pointer to 32 bits
  // faults instead of hitting memory. `align` must be a power of two.
  uint64_t allocate(const std::string& name, uint64_t bytes, uint64_t align = 256);
  // Places an allocation at a fixed `base` (conformance vectors name their regions' addresses,
  // which may lie below 4 GiB). Throws gcn::Error when it would overlap another allocation.
  uint64_t allocate_at(const std::string& name, uint64_t base, uint64_t bytes);
  Allocation& at(uint64_t base);
  const Allocation* find(uint64_t addr, uint64_t size) const;

  // Throw gcn::Error("memory access outside any buffer: ...") unless [addr, addr+size) lies in
  // one allocation.
  void read(uint64_t addr, void* dst, uint64_t size) const;
  void write(uint64_t addr, const void* src, uint64_t size);
  uint8_t* span(uint64_t addr, uint64_t size);

  template <typename T> T load(uint64_t addr) const {
    T v;
    read(addr, &v, sizeof(T));
    return v;
  }
  template <typename T> void store(uint64_t addr, T v) { write(addr, &v, sizeof(T)); }

  const std::map<uint64_t, Allocation>& allocations() const { return allocs_; }

 private:
  Allocation* lookup(uint64_t addr, uint64_t size) const;
  std::map<uint64_t, Allocation> allocs_;
  uint64_t next_ = 1ull << 32;
  mutable Allocation* last_ = nullptr;  // hot-path cache: most accesses hit the same buffer
};

// Local data share of one work-group. Out-of-range accesses follow the hardware rule (reads
// return 0, writes are dropped) and are decided by the DS executor from M0, not here.
struct Lds {
  std::vector<uint8_t> bytes;
  explicit Lds(uint32_t size = 0) : bytes(size, 0) {}
  bool in_range(uint64_t addr, uint64_t size) const { return addr + size <= bytes.size(); }
};

}  // namespace gcn
