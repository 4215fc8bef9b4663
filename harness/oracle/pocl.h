// The reference side of the oracle: the kernel's OpenCL C source run on PoCL (the CPU OpenCL
// implementation) through the OpenCL C++ API, with the buffers and arguments of its launch spec.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "golden/api/launch_spec.h"

namespace gcn::oracle {

// Builds `source` with PoCL (-cl-std=CL1.2), runs kernel spec.kernel over spec.grid/workgroup
// with spec's buffers (initial contents as materialised by the spec parser) and arguments, and
// returns the final contents of every buffer that has an "output", by name. Throws gcn::Error
// ("pocl: ...") when there is no PoCL device or the program does not build.
std::map<std::string, std::vector<uint8_t>> run_pocl(const std::string& source, const LaunchSpec& spec);

}  // namespace gcn::oracle
