#include "golden/api/launch_spec.h"

#include <cstring>
#include <filesystem>
#include <fstream>
#include <random>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "golden/common/error.h"
#include "golden/exec/float_bits.h"

namespace gcn {

namespace {

using nlohmann::json;
namespace fs = std::filesystem;

struct Parser {
  std::string path;
  fs::path dir;

  [[noreturn]] void fail(const std::string& what) const { throw Error(fmt::format("{}: {}", path, what)); }

  const json& need(const json& obj, const char* key, const std::string& ctx) const {
    if (!obj.is_object() || !obj.contains(key)) fail(fmt::format("{}: missing \"{}\"", ctx, key));
    return obj[key];
  }
  uint64_t u64(const json& v, const std::string& ctx) const {
    if (!v.is_number_integer() || (v.is_number_integer() && v.get<int64_t>() < 0 && !v.is_number_unsigned()))
      fail(fmt::format("{}: expected a non-negative integer", ctx));
    return v.get<uint64_t>();
  }
  std::string str(const json& v, const std::string& ctx) const {
    if (!v.is_string()) fail(fmt::format("{}: expected a string", ctx));
    return v.get<std::string>();
  }
  std::array<uint32_t, 3> dim3(const json& v, const std::string& ctx) const {
    if (!v.is_array() || v.empty() || v.size() > 3) fail(fmt::format("{}: expected [x, y, z]", ctx));
    std::array<uint32_t, 3> d{1, 1, 1};
    for (size_t i = 0; i < v.size(); ++i) {
      const uint64_t x = u64(v[i], ctx);
      if (x == 0 || x > 0xFFFFFFFFu) fail(fmt::format("{}: dimension {} must be 1..2^32-1", ctx, i));
      d[i] = uint32_t(x);
    }
    return d;
  }
  std::string resolve(const std::string& rel) const { return (dir / rel).lexically_normal().string(); }

  std::vector<uint8_t> read_file(const std::string& rel, uint64_t bytes, const std::string& ctx) const {
    std::ifstream f(resolve(rel), std::ios::binary);
    if (!f) fail(fmt::format("{}: cannot read init file {}", ctx, resolve(rel)));
    std::vector<uint8_t> data((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
    if (data.size() > bytes) fail(fmt::format("{}: init file has {} bytes, buffer has {}", ctx, data.size(), bytes));
    data.resize(bytes, 0);
    return data;
  }

  std::vector<uint8_t> generate(const json& g, uint64_t bytes, const std::string& ctx) const;
  BufferSpec buffer(const std::string& name, const json& b) const;
  ArgSpec arg(const json& a, size_t i) const;
};

// Writes element i of type `ty` with value `v` (a double holding an integer or a float).
template <typename T> void put(std::vector<uint8_t>& out, size_t i, T v) {
  if ((i + 1) * sizeof(T) <= out.size()) std::memcpy(out.data() + i * sizeof(T), &v, sizeof(T));
}

std::vector<uint8_t> Parser::generate(const json& g, uint64_t bytes, const std::string& ctx) const {
  std::vector<uint8_t> out(bytes, 0);
  const bool random = g.contains("random");
  if (!random && !g.contains("iota")) fail(fmt::format("{}: init must be a file name, {{\"random\": ..}} or {{\"iota\": ..}}", ctx));
  const std::string ty = str(g[random ? "random" : "iota"], ctx + ".init");
  static const std::map<std::string, int> kSizes = {{"i8", 1}, {"u8", 1}, {"i16", 2}, {"u16", 2}, {"f16", 2},
                                                   {"i32", 4}, {"u32", 4}, {"f32", 4}, {"i64", 8},
                                                   {"u64", 8}, {"f64", 8}};
  auto it = kSizes.find(ty);
  if (it == kSizes.end()) fail(fmt::format("{}: unknown element type '{}'", ctx, ty));
  const size_t n = bytes / it->second;
  const bool is_float = ty[0] == 'f';
  auto num = [&](const char* key, double dflt) {
    if (!g.contains(key)) return dflt;
    if (!g[key].is_number()) fail(fmt::format("{}.init.{}: expected a number", ctx, key));
    return g[key].get<double>();
  };
  std::mt19937_64 rng(g.contains("seed") ? u64(g["seed"], ctx + ".init.seed") : 1);
  const double lo = num("min", 0), hi = num("max", is_float ? 1 : 255);
  if (random && lo > hi) fail(fmt::format("{}.init: min > max", ctx));
  const double start = num("start", 0), step = num("step", 1);
  for (size_t i = 0; i < n; ++i) {
    double v;
    if (!random) v = start + step * double(i);
    else if (is_float) v = std::uniform_real_distribution<double>(lo, hi)(rng);
    else v = double(std::uniform_int_distribution<int64_t>(int64_t(lo), int64_t(hi))(rng));
    if (ty == "i8") put<int8_t>(out, i, int8_t(v));
    else if (ty == "u8") put<uint8_t>(out, i, uint8_t(v));
    else if (ty == "i16") put<int16_t>(out, i, int16_t(v));
    else if (ty == "u16") put<uint16_t>(out, i, uint16_t(v));
    else if (ty == "f16") put<uint16_t>(out, i, f32_to_f16_bits(float(v)));
    else if (ty == "i32") put<int32_t>(out, i, int32_t(v));
    else if (ty == "u32") put<uint32_t>(out, i, uint32_t(v));
    else if (ty == "f32") put<float>(out, i, float(v));
    else if (ty == "i64") put<int64_t>(out, i, int64_t(v));
    else if (ty == "u64") put<uint64_t>(out, i, uint64_t(v));
    else put<double>(out, i, v);
  }
  return out;
}

BufferSpec Parser::buffer(const std::string& name, const json& b) const {
  const std::string ctx = "buffers." + name;
  if (!b.is_object()) fail(ctx + ": expected an object");
  BufferSpec s;
  s.name = name;
  s.bytes = u64(need(b, "bytes", ctx), ctx + ".bytes");
  if (s.bytes == 0 || s.bytes > (1ull << 30)) fail(ctx + ".bytes: must be 1..1 GiB");
  if (b.contains("init") && b.contains("fill")) fail(ctx + ": give either init or fill");
  if (b.contains("init")) {
    const json& init = b["init"];
    s.init = init.is_string() ? read_file(init.get<std::string>(), s.bytes, ctx) : generate(init, s.bytes, ctx);
  } else {
    const uint64_t fill = b.contains("fill") ? u64(b["fill"], ctx + ".fill") : 0;
    if (fill > 255) fail(ctx + ".fill: must be a byte value");
    s.init.assign(s.bytes, uint8_t(fill));
  }
  if (b.contains("output")) s.output = resolve(str(b["output"], ctx + ".output"));
  for (auto& [key, _] : b.items())
    if (key != "bytes" && key != "init" && key != "fill" && key != "output")
      fail(fmt::format("{}: unknown field \"{}\"", ctx, key));
  return s;
}

ArgSpec Parser::arg(const json& a, size_t i) const {
  const std::string ctx = fmt::format("args[{}]", i);
  if (!a.is_object() || a.size() != 1) fail(ctx + ": expected one {\"kind\": value}");
  const auto& [key, v] = *a.items().begin();
  ArgSpec s;
  static const std::map<std::string, ArgSpec::Kind> kKinds = {
      {"buffer", ArgSpec::Kind::Buffer}, {"i32", ArgSpec::Kind::I32}, {"u32", ArgSpec::Kind::U32},
      {"i64", ArgSpec::Kind::I64},       {"u64", ArgSpec::Kind::U64}, {"f32", ArgSpec::Kind::F32},
      {"f64", ArgSpec::Kind::F64},       {"local", ArgSpec::Kind::Local}};
  auto it = kKinds.find(key);
  if (it == kKinds.end()) fail(fmt::format("{}: unknown argument kind \"{}\"", ctx, key));
  s.kind = it->second;
  switch (s.kind) {
    case ArgSpec::Kind::Buffer: s.buffer = str(v, ctx); break;
    case ArgSpec::Kind::F32:
      if (!v.is_number()) fail(ctx + ": expected a number");
      s.bits = bits_of(v.get<float>());
      break;
    case ArgSpec::Kind::F64:
      if (!v.is_number()) fail(ctx + ": expected a number");
      s.bits = bits_of(v.get<double>());
      break;
    case ArgSpec::Kind::I32: case ArgSpec::Kind::I64:
      if (!v.is_number_integer()) fail(ctx + ": expected an integer");
      s.bits = uint64_t(v.get<int64_t>());
      if (s.kind == ArgSpec::Kind::I32 && (v.get<int64_t>() < INT32_MIN || v.get<int64_t>() > INT32_MAX))
        fail(ctx + ": out of i32 range");
      if (s.kind == ArgSpec::Kind::I32) s.bits &= 0xFFFFFFFFu;
      break;
    default:
      s.bits = u64(v, ctx);
      if (s.kind != ArgSpec::Kind::U64 && s.bits > 0xFFFFFFFFu) fail(ctx + ": out of 32-bit range");
  }
  return s;
}

}  // namespace

LaunchSpec parse_launch_spec(const std::string& path) {
  Parser p{path, fs::path(path).parent_path()};
  std::ifstream f(path);
  if (!f) p.fail("cannot open launch spec");
  json j;
  try {
    j = json::parse(f);
  } catch (const json::parse_error& e) {
    p.fail(fmt::format("malformed JSON: {}", e.what()));
  }
  if (!j.is_object()) p.fail("expected a JSON object");
  LaunchSpec s;
  s.path = path;
  s.code_object = p.resolve(p.str(p.need(j, "code_object", "spec"), "code_object"));
  s.kernel = p.str(p.need(j, "kernel", "spec"), "kernel");
  s.grid = p.dim3(p.need(j, "grid", "spec"), "grid");
  s.workgroup = p.dim3(p.need(j, "workgroup", "spec"), "workgroup");
  if (j.contains("buffers")) {
    if (!j["buffers"].is_object()) p.fail("buffers: expected an object");
    // nlohmann orders object keys; keep file order irrelevant by sorting names (deterministic
    // addresses regardless of how the file was written).
    for (auto& [name, b] : j["buffers"].items()) s.buffers.push_back(p.buffer(name, b));
  }
  const json& args = p.need(j, "args", "spec");
  if (!args.is_array()) p.fail("args: expected an array");
  for (size_t i = 0; i < args.size(); ++i) {
    s.args.push_back(p.arg(args[i], i));
    const ArgSpec& a = s.args.back();
    if (a.kind == ArgSpec::Kind::Buffer &&
        std::none_of(s.buffers.begin(), s.buffers.end(), [&](const BufferSpec& b) { return b.name == a.buffer; }))
      p.fail(fmt::format("args[{}]: no buffer named \"{}\"", i, a.buffer));
  }
  for (auto& [key, _] : j.items())
    if (key != "code_object" && key != "kernel" && key != "grid" && key != "workgroup" && key != "buffers" &&
        key != "args" && key != "description")
      p.fail(fmt::format("unknown field \"{}\"", key));
  return s;
}

}  // namespace gcn
