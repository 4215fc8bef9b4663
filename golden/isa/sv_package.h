// Emits the SystemVerilog opcode package (rtl/gcn_opcodes_pkg.sv) from kOpTable, so the RTL
// decoder shares the golden model's single source of opcode facts. A test checks the
// checked-in file equals this output.
#pragma once

#include <string>

namespace gcn {

std::string sv_opcode_package();

}  // namespace gcn
