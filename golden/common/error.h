// The one exception type of gcn-cosim. Its message is the single line printed on stderr:
// what went wrong and where (file / kernel / wave / PC), never a stack of context.
#pragma once

#include <stdexcept>
#include <string>

namespace gcn {

class Error : public std::runtime_error {
 public:
  explicit Error(const std::string& what) : std::runtime_error(what) {}
};

}  // namespace gcn
