// Disassembler, built from kOpTable. Output equals llvm-objdump-14 --mcpu=gfx803 text
// (spaces collapsed), without the trailing comment.
#pragma once

#include <string>

#include "golden/isa/inst.h"

namespace gcn {

std::string disasm(const Inst& inst);

}  // namespace gcn
