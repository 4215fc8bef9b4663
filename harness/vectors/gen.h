// Vector generation: for each instruction golden implements, candidate vectors whose operand
// values are chosen for coverage (value pools per operand type, EXEC patterns, MODE settings,
// each modifier form) plus seeded random fill; and multi-instruction vectors. A candidate has
// program, initial state, memory and coverage labels; the exporter runs it on golden to fill
// the expected result (candidates golden rejects are counted and dropped there).
//
// Everything is deterministic: fixed seeds per (instruction, vector), a splitmix64 generator,
// no distributions whose output depends on the standard library.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "golden/isa/inst.h"
#include "vectors/include/gcn_vectors.h"

namespace gcn::vec {

// Address map of every vector (format version 1; docs/vectors.md).
inline constexpr uint64_t kProgramBase = 0x100010000ull;
inline constexpr uint64_t kDataBase = 0x100100000ull;      // region "data"
inline constexpr uint64_t kStraddleBase = 0xFFFFF800ull;   // region "data_4g": crosses 2^32
inline constexpr uint64_t kDumpBase = 0x100300000ull;      // rtl runner's LDS dump buffer
inline constexpr uint32_t kDataBytes = 2048;
inline constexpr uint32_t kLdsBytes = 2048;
inline constexpr uint32_t kDefaultMode = 0x3F0;  // denormals kept, DX10 clamp, IEEE (dispatcher default)

// Deterministic 64-bit generator (splitmix64).
struct Rng {
  uint64_t s;
  explicit Rng(uint64_t seed) : s(seed) {}
  uint64_t next() {
    uint64_t z = (s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  uint32_t u32() { return uint32_t(next()); }
  uint32_t below(uint32_t n) { return uint32_t(next() % n); }
};
uint64_t seed_of(const std::string& s);  // FNV-1a of a name

// Words of `in` encoded in its form, with the table's fixed bits applied; empty unless the
// words decode back to the same instruction.
std::vector<uint32_t> encode_checked(const Inst& in);
Inst make_inst(Op op);  // info/enc set, every operand kNone

// A vector with the standard layout: program = words + s_endpgm at kProgramBase, one wave with
// EXEC all, VCC random, default MODE, 16 VGPRs.
gcn_vectors::Vector base_vector(const std::string& op, Rng& rng);

// Value pools and classification (coverage labels) per operand type.
const std::vector<uint64_t>& pool(Ty t);
std::string value_class(Ty t, uint64_t v);
int dwords_of(Ty t);
bool is_float(Ty t);

// Candidates for one instruction, grouped by family.
std::vector<gcn_vectors::Vector> gen_scalar(Op op);   // SOP1, SOP2, SOPK, SOPC, SOPP
std::vector<gcn_vectors::Vector> gen_valu(Op op);     // VOP1, VOP2, VOPC, VOP3A/B
std::vector<gcn_vectors::Vector> gen_memory(Op op);   // SMEM, DS, FLAT, MUBUF, MTBUF
std::vector<gcn_vectors::Vector> gen_multi();         // multi-instruction programs

// Adds labels for the values of `slot` in the active lanes (VGPR rows) or the scalar value.
void label_lanes(std::vector<std::string>& labels, const std::string& slot, Ty t, const gcn_vectors::Lanes& lo,
                 const gcn_vectors::Lanes* hi, uint64_t exec);
std::string exec_class(uint64_t exec);
void finish_labels(std::vector<std::string>& labels);  // sort, unique

}  // namespace gcn::vec
