// Encoder: the inverse of decode(), built on the same field layouts (fields.h) and opcode table.
// Used by round-trip tests and by tools that assemble directed test words.
#pragma once

#include <cstdint>
#include <vector>

#include "golden/isa/inst.h"

namespace gcn {

// The dwords of `inst` (2 or 3 when it has a second dword or a literal). Fields Inst does not
// model (s_atc_probe's SDATA) are taken from inst.word. Empty when inst.info is null.
std::vector<uint32_t> encode(const Inst& inst);

}  // namespace gcn
