// Host references for the kernel corpus (vectors/kernels/<name>.cl + <name>.json).
//
// A Reference is an independent plain-C++ model of what one kernel computes, written from the
// kernel's OpenCL C source, never from GPU output. Given the launch spec (grid, work-group,
// scalar args) and the initial contents of every buffer, it produces the expected contents of
// the output buffers; check() compares them with what an engine produced.
//
//   const Reference* ref = find_reference(spec.kernel);
//   Buffers initial = initial_contents(spec);
//   ... run the engine, read back `actual` (every buffer with "output", keyed by buffer name) ...
//   std::string err = check(*ref, spec, initial, actual);   // "" = match
//
// Buffers written in an order-dependent way (atomic xchg / cmpxchg return values) are not given
// an expected value; a property function checks an order-independent invariant instead.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "golden/api/launch_spec.h"

namespace gcn::corpus {

using Buffers = std::map<std::string, std::vector<uint8_t>>;  // buffer name -> bytes

// How one buffer argument is compared (element type for the report, tolerance for floats).
struct Compare {
  enum class Elem { U8, I8, U16, I16, U32, I32, U64, I64, F16, F32, F64 };
  Elem elem = Elem::U32;
  // Floats only. 0: bitwise equal (so -0 != +0), except that any NaN matches any NaN.
  // > 0: at most this many representable values apart (NaN still matches only NaN).
  double max_ulp = 0;
  // Floats only: +0 and -0 match each other (for a documented compiler deviation).
  bool any_zero_sign = false;
};

struct Reference {
  std::string kernel;  // spec "kernel" == file base name in vectors/kernels
  // Code object must hold no v_*_f16/_f32/_f64 instruction at any -O level except the
  // mnemonics listed (written without _e32/_e64).
  bool integer_only = false;
  std::vector<std::string> allowed_float_ops;
  // Expected contents of output buffers (by buffer name), from the initial contents of all
  // buffers. Bytes the kernel does not write keep their initial value. Throws gcn::Error if the
  // spec does not fit the kernel (missing argument, buffer too small).
  Buffers (*expect)(const LaunchSpec& spec, const Buffers& initial) = nullptr;
  // Per argument index (into spec.args); absent = exact, shown as 32-bit words.
  std::map<int, Compare> compare;
  // Argument indices of output buffers checked only by `property`.
  std::vector<int> property_args;
  // "" when the order-independent invariant holds, else what is violated.
  std::string (*property)(const LaunchSpec& spec, const Buffers& initial,
                          const Buffers& actual) = nullptr;
};

// Every reference, one per corpus kernel, in one table.
const std::vector<Reference>& all_references();
// nullptr if there is none.
const Reference* find_reference(const std::string& kernel_name);

// The initial contents of every buffer of the spec (copies of BufferSpec::init), by name.
Buffers initial_contents(const LaunchSpec& spec);

// "" on match, else one line naming the first mismatch: kernel, buffer, element index,
// expected, got (and the tolerance for floats), or the violated property. Every output buffer of
// the spec must be covered by `expect` or `property_args`; `actual` must hold each of them with
// its full size.
std::string check(const Reference& ref, const LaunchSpec& spec, const Buffers& initial,
                  const Buffers& actual);

}  // namespace gcn::corpus
