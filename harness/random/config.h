// Configuration of the random program generator (docs/random.md, "Config file").
#pragma once

#include <cstdint>
#include <map>
#include <string>

namespace gcn::rnd {

// Target instruction set: what the generator may emit.
enum class Target : uint8_t {
  Rtl,     // what the RTL executes (isa-status RTL column, docs/rtl.md modifier rules)
  Golden,  // everything the golden model executes from the catalogue (floats, DPP, VOP3 modifiers)
};

struct Config {
  Target target = Target::Rtl;
  uint32_t length = 120;        // abstract instructions in the body (approximate)
  uint32_t waves = 2;           // waves per work-group (1..4)
  uint32_t groups = 2;          // work-groups
  uint32_t partial_lanes = 0;   // 0: full work-groups; else the last wave has this many lanes
  uint32_t max_depth = 2;       // nesting of branches/loops
  uint32_t max_trip = 3;        // loop trip counts 1..max_trip
  // Weights per class (0 disables it). Keys are the class names listed in docs/random.md.
  std::map<std::string, uint32_t> weights = {
      {"salu", 8},      {"valu", 14},        {"valu64", 3},     {"vopc", 3},   {"sdwa", 2},
      {"vop3_mod", 2},  {"dpp", 2},          {"lane", 2},       {"flat_load", 4}, {"flat_store", 3},
      {"flat_atomic", 2}, {"ds", 3},         {"ds_atomic", 2},  {"smem", 1},   {"exec", 5},
      {"branch", 3},    {"uniform_branch", 2}, {"loop", 2},     {"lds_exchange", 1}, {"burst", 2},
      {"f32", 4},       {"mubuf", 3},        {"call", 1},
  };
};

// Reads a JSON file, or a YAML file (.yaml/.yml: maps, sequences, scalars) as JSON text.
std::string load_json_or_yaml(const std::string& path);

// Reads a JSON or YAML config (by extension: .json, .yaml/.yml). Unknown keys are errors.
// `target` in the file may be "rtl" or "golden".
Config load_config(const std::string& path);

// The config as JSON text (written next to every program, for the record).
std::string config_json(const Config& cfg);

// Target for an engine name: golden -> Golden, rtl / lockstep -> Rtl.
Target target_for_engine(const std::string& engine);

}  // namespace gcn::rnd
