// `gcn-cosim gen-fpga-pkg`: rtl/gcn_fpga_pkg.sv, generated from harness/fpga/fpga_map.h (the
// register map and the trace format are one fact shared by the RTL and the C++ side).
#include "harness/fpga/sv_fpga_pkg.h"

#include <fmt/format.h>

#include "harness/fpga/fpga_map.h"

namespace gcn::fpga {

std::string sv_fpga_package() {
  std::string o;
  o += "// GENERATED from harness/fpga/fpga_map.h by `gcn-cosim gen-fpga-pkg`: do not edit.\n";
  o += "// The gcn_ctrl register map and the gcn_trace_enc stream format (docs/fpga.md).\n";
  o += "package gcn_fpga_pkg;\n\n";
  o += fmt::format("  localparam logic [31:0] CTRL_ID = 32'h{:08x};\n", kCtrlId);
  o += fmt::format("  localparam logic [7:0] TRACE_VERSION = 8'd{};\n", kTraceVersion);
  o += fmt::format("  localparam logic [9:0] TIME_ESCAPE = 10'd{};\n\n", kTimeEscape);
  o += "  // AXI4-Lite register byte offsets.\n";
  for (const RegDef& r : kRegs) o += fmt::format("  localparam logic [11:0] REG_{} = 12'h{:03x};\n", r.name, r.offset);
  o += "\n  // STATUS bits.\n";
  const std::pair<const char*, uint32_t> status[] = {
      {"BUSY", STATUS_BUSY}, {"DONE", STATUS_DONE}, {"ERROR", STATUS_ERROR},
      {"OVERFLOW", STATUS_OVERFLOW}, {"LAUNCH_PENDING", STATUS_LAUNCH_PENDING}, {"IRQ", STATUS_IRQ}};
  for (const auto& [name, bit] : status) {
    uint32_t n = 0;
    while ((1u << n) != bit) ++n;
    o += fmt::format("  localparam int unsigned STATUS_{} = {};\n", name, n);
  }
  o += "\n  // Trace packet header: [3:0] kind, [4] last, [10:5] slot, [31:11] arg.\n";
  o += fmt::format("  localparam int unsigned HDR_LAST_LSB = {};\n", kHdrLastLsb);
  o += fmt::format("  localparam int unsigned HDR_SLOT_LSB = {};\n", kHdrSlotLsb);
  o += fmt::format("  localparam int unsigned HDR_SLOT_BITS = {};\n", kHdrSlotBits);
  o += fmt::format("  localparam int unsigned HDR_ARG_LSB = {};\n", kHdrArgLsb);
  o += fmt::format("  localparam int unsigned HDR_ARG_BITS = {};\n", kHdrArgBits);
  o += "\n  // Trace packet kinds.\n";
  const std::pair<const char*, uint32_t> kinds[] = {
      {"INST", TK_INST}, {"EXEC", TK_EXEC}, {"SGPR", TK_SGPR}, {"SCC", TK_SCC}, {"VGPR", TK_VGPR},
      {"MEM", TK_MEM}, {"END", TK_END}, {"UNIMPL", TK_UNIMPL}, {"WB_SGPR", TK_WB_SGPR},
      {"WB_VGPR", TK_WB_VGPR}, {"DONE", TK_DONE}, {"LAUNCH", TK_LAUNCH}, {"EOD", TK_EOD}, {"MEMG", TK_MEMG},
      {"PAD", TK_PAD}};
  for (const auto& [name, k] : kinds) o += fmt::format("  localparam logic [3:0] TK_{} = 4'd{};\n", name, k);
  o += "\n  // Header arg fields: bits [LSB +: BITS] of arg.\n";
  for (const Field& f : kFields) {
    o += fmt::format("  localparam int unsigned TF_{}_LSB = {};\n", f.name, f.lsb);
    o += fmt::format("  localparam int unsigned TF_{}_BITS = {};\n", f.name, f.bits);
  }
  o += "\nendpackage\n";
  return o;
}

}  // namespace gcn::fpga
