// `gcn-cosim vectors export|run`: conformance vectors (docs/vectors.md).
#pragma once

#include <cstdint>
#include <string>

namespace gcn {

struct VectorsArgs {
  std::string dir;
  std::string only;       // one mnemonic (e.g. v_add_f32), empty = all
  std::string encoding;   // one file/encoding (e.g. vop2, multi), empty = all
  std::string engine = "golden";  // run: golden | rtl
  uint64_t seed = 1;      // run --engine rtl: AXI timing seed
  bool quiet = false;     // run: no per-encoding table
};

// Writes DIR/<encoding>.jsonl and DIR/manifest.json. Returns 0.
int cmd_vectors_export(const VectorsArgs& args);
// Runs the vectors of DIR on an engine; 0 when every vector passed, 1 otherwise.
int cmd_vectors_run(const VectorsArgs& args);

// Whether the RTL executes `op` (rtl/gcn_decode.sv op_class(); harness/commands.cpp).
bool rtl_implements_op(uint16_t op);

}  // namespace gcn
