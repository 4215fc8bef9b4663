// The C++ API for test authors: allocate, load a code object, launch, read back — the same
// code path as `gcn-cosim run --engine golden`.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "golden/dispatch/dispatcher.h"
#include "golden/engine/golden_engine.h"
#include "golden/loader/code_object.h"
#include "golden/mem/memory.h"

namespace gcn {

// One explicit kernel argument, matched in order against the kernel's metadata.
struct KernelArg {
  enum class Kind { Buffer, I32, U32, I64, U64, F32, F64, Local } kind = Kind::I32;
  uint64_t bits = 0;  // buffer address, scalar bits, or LDS bytes for Local

  static KernelArg buffer(uint64_t va) { return {Kind::Buffer, va}; }
  static KernelArg i32(int32_t v) { return {Kind::I32, uint32_t(v)}; }
  static KernelArg u32(uint32_t v) { return {Kind::U32, v}; }
  static KernelArg i64(int64_t v) { return {Kind::I64, uint64_t(v)}; }
  static KernelArg u64(uint64_t v) { return {Kind::U64, v}; }
  static KernelArg f32(float v);
  static KernelArg f64(double v);
  static KernelArg local(uint32_t bytes) { return {Kind::Local, bytes}; }
};

struct Launch {
  std::string kernel;
  Dim3 grid{1, 1, 1};
  Dim3 workgroup{1, 1, 1};
  std::vector<KernelArg> args;
};

class Device {
 public:
  uint64_t alloc(const std::string& name, uint64_t bytes) { return mem_.allocate(name, bytes); }
  void write(uint64_t va, const void* src, uint64_t n) { mem_.write(va, src, n); }
  std::vector<uint8_t> read(uint64_t va, uint64_t n) const;
  Memory& memory() { return mem_; }

  // Lays out the explicit arguments (checked against the metadata: count, kinds and sizes),
  // dispatches and runs to completion on the golden engine.
  RunStats launch(const CodeObject& co, const Launch& launch, const RunOptions& opts = {});
  // Same set-up without running: for engines that drive the waves themselves.
  std::unique_ptr<Dispatcher> prepare(const CodeObject& co, const Launch& launch);

 private:
  Memory mem_;
};

}  // namespace gcn
