// The launch spec (JSON) of design.md, parsed and validated. Paths are relative to the spec.
//
// {
//   "code_object": "vadd.co", "kernel": "vadd",
//   "grid": [1024, 1, 1], "workgroup": [64, 1, 1],
//   "buffers": {
//     "a":   {"bytes": 4096, "init": "a.bin"},
//     "b":   {"bytes": 4096, "init": {"random": "i32", "seed": 7, "min": -100, "max": 100}},
//     "c":   {"bytes": 4096, "init": {"iota": "u32", "start": 0, "step": 1}},
//     "out": {"bytes": 4096, "fill": 0, "output": "out.bin"}
//   },
//   "args": [{"buffer": "a"}, {"buffer": "out"}, {"i32": 1024}, {"f32": 0.5}, {"local": 256}]
// }
//
// Generated inits (our extension, so the corpus needs no binary files): "random" draws
// uniformly in [min, max] of the element type (i8 u8 i16 u16 i32 u32 i64 u64 f16 f32 f64) from
// a fixed-seed generator; "iota" writes start, start+step, ...; "fill" is a byte value.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace gcn {

struct BufferSpec {
  std::string name;
  uint64_t bytes = 0;
  std::vector<uint8_t> init;  // fully materialised initial contents (size == bytes)
  std::string output;         // path to write after the run ("" = none), already resolved
};

struct ArgSpec {
  enum class Kind { Buffer, I32, U32, I64, U64, F32, F64, Local } kind = Kind::I32;
  std::string buffer;  // Kind::Buffer
  uint64_t bits = 0;   // scalar value bits (f32/f64 as IEEE bits); Local: byte count
};

struct LaunchSpec {
  std::string path;         // the spec file itself
  std::string code_object;  // resolved path
  std::string kernel;
  std::array<uint32_t, 3> grid{1, 1, 1};
  std::array<uint32_t, 3> workgroup{1, 1, 1};
  std::vector<BufferSpec> buffers;  // in file order
  std::vector<ArgSpec> args;
};

// Throws gcn::Error with "<spec path>: <what>" on any malformed or missing field.
LaunchSpec parse_launch_spec(const std::string& path);

}  // namespace gcn
