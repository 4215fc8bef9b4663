#include "harness/random/artifacts.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <sys/wait.h>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "golden/common/error.h"

namespace gcn::rnd {

namespace fs = std::filesystem;

int run_command(const std::string& cmd, std::string* output) {
  FILE* p = popen((cmd + " 2>&1").c_str(), "r");
  if (!p) throw Error("cannot run " + cmd);
  char buf[4096];
  std::string out;
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, p)) > 0) out.append(buf, n);
  const int st = pclose(p);
  if (output) *output = out;
  return WIFEXITED(st) ? WEXITSTATUS(st) : 128;
}

namespace {

void write_file(const fs::path& p, const std::string& text) {
  std::ofstream f(p, std::ios::binary);
  f << text;
  if (!f) throw Error(fmt::format("cannot write {}", p.string()));
}

std::string first_line(const std::string& s) { return s.substr(0, s.find('\n')); }

// Input data of the buffer: the same bytes on every host for a seed (splitmix64).
std::string input_bytes(uint64_t seed, uint32_t bytes) {
  std::string out(bytes, '\0');
  uint64_t s = seed ^ 0xA5A5A5A5DEADBEEFull;
  for (uint32_t i = 0; i < bytes; i += 8) {
    uint64_t z = (s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    for (uint32_t k = 0; k < 8 && i + k < bytes; ++k) out[i + k] = char(z >> (8 * k));
  }
  return out;
}

}  // namespace

Artifacts write_program(const Plan& plan, const std::string& dir) {
  fs::create_directories(dir);
  const fs::path d(dir);
  Artifacts a;
  a.source = (d / "prog.s").string();
  a.code_object = (d / "prog.co").string();
  a.spec = (d / "spec.json").string();
  const std::string src = lower(plan);
  write_file(a.source, src);
  {
    std::istringstream in(src);
    std::string l;
    bool body = false;
    while (std::getline(in, l)) {
      if (l == "rand:") body = true;
      else if (l.rfind(".Lrand_end", 0) == 0) break;
      else if (body && l.size() > 2 && l[0] == ' ') ++a.instructions;
    }
  }
  write_file(d / "config.json", config_json(plan.config));
  const Config& c = plan.config;
  write_file(d / "mem.bin", input_bytes(plan.seed, buffer_bytes(c)));
  const uint32_t wg = c.waves * 64;
  uint32_t grid = c.groups * wg;
  if (c.partial_lanes) grid -= 64 - c.partial_lanes;
  nlohmann::ordered_json spec;
  spec["description"] = fmt::format("gcn-cosim random --seed {}", plan.seed);
  spec["code_object"] = "prog.co";
  spec["kernel"] = "rand";
  spec["grid"] = {grid, 1, 1};
  spec["workgroup"] = {wg, 1, 1};
  spec["buffers"]["mem"] = {{"bytes", buffer_bytes(c)}, {"init", "mem.bin"}, {"output", "out.bin"}};
  spec["args"] = nlohmann::ordered_json::array({{{"buffer", "mem"}}});
  write_file(a.spec, spec.dump(2) + "\n");
  std::string out;
  const std::string obj = (d / "prog.o").string();
  if (run_command(fmt::format("llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx803 --amdhsa-code-object-version=4 "
                              "-filetype=obj '{}' -o '{}'", a.source, obj), &out) != 0)
    throw Error(fmt::format("llvm-mc-14 rejected {}: {} ({})", a.source, first_line(out),
                            [&] {  // the offending line, which llvm-mc prints second
                              const size_t nl = out.find('\n');
                              return nl == std::string::npos ? std::string() : first_line(out.substr(nl + 1));
                            }()));
  if (run_command(fmt::format("ld.lld-14 -shared '{}' -o '{}'", obj, a.code_object), &out) != 0)
    throw Error(fmt::format("ld.lld-14 failed on {}: {}", obj, first_line(out)));
  fs::remove(obj);
  return a;
}

}  // namespace gcn::rnd
