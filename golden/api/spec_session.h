// A launch spec made ready to run: code object loaded, buffers allocated and initialised,
// arguments bound. Engines take the Launch and Device from here.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "golden/api/device.h"
#include "golden/api/launch_spec.h"

namespace gcn {

class SpecSession {
 public:
  explicit SpecSession(LaunchSpec spec);

  const LaunchSpec& spec() const { return spec_; }
  const CodeObject& code_object() const { return co_; }
  Device& device() { return dev_; }
  const Launch& launch() const { return launch_; }
  uint64_t buffer_address(const std::string& name) const { return va_.at(name); }
  std::vector<uint8_t> buffer(const std::string& name) const;
  // Writes every buffer that has an "output" path. Throws gcn::Error if a file can't be written.
  void write_outputs() const;

 private:
  LaunchSpec spec_;
  CodeObject co_;
  Device dev_;
  std::map<std::string, uint64_t> va_;
  Launch launch_;
};

}  // namespace gcn
