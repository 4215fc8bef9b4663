// The generator's instruction catalogue: operand templates per instruction class. Which
// entries a target may use is derived, not listed: an entry is kept when the golden registry
// implements its mnemonic and, for the RTL target, when rtl/gcn_decode.sv does (isa-status RTL
// column) and the entry uses no modifier docs/rtl.md lists as not implemented.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "harness/random/config.h"

namespace gcn::rnd {

// Implicit operands of an entry.
enum Implicit : uint32_t {
  kRVcc = 1, kWVcc = 2, kRScc = 4, kWScc = 8, kWExec = 16, kRExec = 32,
  kGoldenOnly = 64,   // uses a modifier / form the RTL does not implement (docs/rtl.md)
  kModsSrc = 128,     // float VOP3 abs/neg: RTL target only if rtl_f32_mods() has bit 2
  kModsOut = 256,     // float VOP3 omod/clamp: RTL target only if rtl_f32_mods() has bit 1
};

// One template. Placeholders (each a whole token, maybe followed by ','):
//   %D vgpr dst   %D2 vgpr pair dst   %W vgpr read-modify-write   %V vgpr   %V2 vgpr pair
//   %A e32 src0 (vgpr/sgpr/inline/literal)   %A2 64-bit e32 src0 (vgpr pair/sgpr pair/inline)
//   %C e32 src0 off the constant bus (vgpr/inline)
//   %B VOP3 src (vgpr/inline, sgpr if the constant bus is free)   %B2 its 64-bit form
//   %N VOP3 src (vgpr/inline)   %F float VOP3 src with neg/abs   %F2 64-bit
//   %M float output modifiers (clamp, mul:2, div:2 or none)   %c optional clamp
//   %S sgpr dst   %S2 sgpr pair dst   %U sgpr read-modify-write   %R sgpr src   %P sgpr pair src (bus)
//   %T scalar src (sgpr/inline/literal)   %T2 64-bit scalar src   %K simm16   %L lane select
//   %Y SDWA selects (VOP2)   %Y1 SDWA selects (VOP1)   %Yc SDWA selects (VOPC)   %Z DPP controls
//   %X binary32 e32 src0 (vgpr/sgpr/inline/special or random literal)   %G binary32 VOP3 src
//   (vgpr/inline, sgpr if the constant bus is free)   %Q the 32-bit literal K of v_madmk/v_madak
struct Entry {
  const char* cls;
  std::string text;
  uint32_t implicit = 0;
};

// Every catalogue entry usable on `target`, in a fixed order.
const std::vector<Entry>& catalog(Target target);

// The mnemonic of a template, without encoding suffixes (_e32, _e64, _sdwa, _dpp).
std::string base_mnemonic(const std::string& text);

// Whether the golden model / the RTL executes a mnemonic (by the opcode table).
bool golden_executes(const std::string& mnemonic);
bool rtl_executes(const std::string& mnemonic);

// VOP3 float modifiers the RTL accepts on a mnemonic (rtl/gcn_decode.sv f32_mods(), generated):
// bit 2 abs/neg, bit 1 omod/clamp; 0 when the RTL has no f32_mods() or not that operation.
unsigned rtl_f32_mods(const std::string& mnemonic);

}  // namespace gcn::rnd
