// Operand acceptance rules of the decoder, kept apart from field extraction so each rule carries
// its reason. (Fixed-bit refusals come from the table's FixedBits.)
#pragma once

#include <cstdint>

#include "golden/isa/inst.h"

namespace gcn {

// Every operand code names a valid register or constant of its slot's width, as LLVM 14
// decides it (reserved source codes, SGPR tuples past s103, VGPR tuples past v255 are refused).
bool operands_ok(const Inst& in);

}  // namespace gcn
