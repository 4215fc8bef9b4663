// Instruction decoder, built from kOpTable (no opcode list of its own).
#pragma once

#include <cstddef>
#include <cstdint>

#include "golden/isa/inst.h"

namespace gcn {

// Decodes the instruction starting at words[0]; `avail` is how many dwords may be read
// (a literal or the second dword past the end makes the result undecodable).
// Returns an Inst with info == nullptr when LLVM 14 would reject the words for gfx803.
Inst decode(const uint32_t* words, size_t avail);

}  // namespace gcn
