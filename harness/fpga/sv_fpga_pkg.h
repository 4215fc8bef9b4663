// The text of rtl/gcn_fpga_pkg.sv, generated from harness/fpga/fpga_map.h.
#pragma once

#include <string>

namespace gcn::fpga {

std::string sv_fpga_package();

}  // namespace gcn::fpga
