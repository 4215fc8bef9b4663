#include "harness/random/config.h"

#include <fstream>
#include <sstream>

#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <yaml-cpp/yaml.h>

#include "golden/common/error.h"

namespace gcn::rnd {

namespace {

using nlohmann::json;

// YAML subset of a config (maps, scalars) as JSON, so both formats share one reader.
json yaml_to_json(const YAML::Node& n) {
  if (n.IsMap()) {
    json j = json::object();
    for (const auto& kv : n) j[kv.first.as<std::string>()] = yaml_to_json(kv.second);
    return j;
  }
  if (n.IsSequence()) {
    json j = json::array();
    for (const auto& e : n) j.push_back(yaml_to_json(e));
    return j;
  }
  if (n.IsScalar()) {
    const std::string s = n.as<std::string>();
    try {
      size_t used = 0;
      const long long v = std::stoll(s, &used);
      if (used == s.size()) return json(v);
    } catch (const std::exception&) {
    }
    return json(s);
  }
  throw Error("YAML: only maps, sequences and scalars are allowed");
}

uint32_t get_u32(const json& j, const std::string& key, uint32_t lo, uint32_t hi, const std::string& path) {
  if (!j.is_number_integer()) throw Error(fmt::format("{}: '{}' must be an integer", path, key));
  const long long v = j.get<long long>();
  if (v < lo || v > hi) throw Error(fmt::format("{}: '{}' = {} is outside {}..{}", path, key, v, lo, hi));
  return uint32_t(v);
}

}  // namespace

std::string load_json_or_yaml(const std::string& path) {
  std::ifstream f(path);
  if (!f) throw Error(fmt::format("cannot read {}", path));
  std::stringstream ss;
  ss << f.rdbuf();
  const bool yaml = path.size() > 5 && (path.substr(path.size() - 5) == ".yaml" || path.substr(path.size() - 4) == ".yml");
  try {
    return yaml ? yaml_to_json(YAML::Load(ss.str())).dump() : json::parse(ss.str()).dump();
  } catch (const Error&) {
    throw;
  } catch (const std::exception& e) {
    throw Error(fmt::format("{}: not valid {}: {}", path, yaml ? "YAML" : "JSON", e.what()));
  }
}

Config load_config(const std::string& path) {
  const json j = json::parse(load_json_or_yaml(path));
  if (!j.is_object()) throw Error(fmt::format("{}: a config is an object", path));
  Config c;
  for (auto& [key, v] : j.items()) {
    if (key == "length") c.length = get_u32(v, key, 1, 100000, path);
    else if (key == "waves") {
      c.waves = get_u32(v, key, 1, 4, path);
      if (c.waves == 3) throw Error(fmt::format("{}: 'waves' must be 1, 2 or 4 (LDS exchanges wrap work-item ids with a mask)", path));
    }
    else if (key == "groups") c.groups = get_u32(v, key, 1, 64, path);
    else if (key == "partial_lanes") c.partial_lanes = get_u32(v, key, 0, 63, path);
    else if (key == "max_depth") c.max_depth = get_u32(v, key, 0, 3, path);
    else if (key == "max_trip") c.max_trip = get_u32(v, key, 1, 16, path);
    else if (key == "target") {
      if (v == "rtl") c.target = Target::Rtl;
      else if (v == "golden") c.target = Target::Golden;
      else throw Error(fmt::format("{}: 'target' must be \"rtl\" or \"golden\"", path));
    } else if (key == "weights") {
      if (!v.is_object()) throw Error(fmt::format("{}: 'weights' must be an object", path));
      for (auto& [cls, w] : v.items()) {
        if (!c.weights.count(cls)) throw Error(fmt::format("{}: unknown instruction class '{}' in weights", path, cls));
        c.weights[cls] = get_u32(w, cls, 0, 1000, path);
      }
    } else if (key != "description") {
      throw Error(fmt::format("{}: unknown key '{}'", path, key));
    }
  }
  return c;
}

std::string config_json(const Config& c) {
  json j;
  j["target"] = c.target == Target::Rtl ? "rtl" : "golden";
  j["length"] = c.length;
  j["waves"] = c.waves;
  j["groups"] = c.groups;
  j["partial_lanes"] = c.partial_lanes;
  j["max_depth"] = c.max_depth;
  j["max_trip"] = c.max_trip;
  j["weights"] = c.weights;
  return j.dump(2) + "\n";
}

Target target_for_engine(const std::string& engine) { return engine == "golden" ? Target::Golden : Target::Rtl; }

}  // namespace gcn::rnd
