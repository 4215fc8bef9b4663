// The random OpenCL C kernels of the oracle (docs/oracle.md) as a small AST: generated from a
// seed (gen.cpp), printed to OpenCL C 1.2 (print.cpp) and mutated by the reducer (reduce.cpp).
//
// Well-definedness is a property of the printer, not of the tree: every operator prints in a
// form that has no undefined behaviour for any operand values (arithmetic in unsigned, shift and
// rotate counts masked, division through guarded helpers, array indices masked or in range by
// construction). So any tree the reducer makes by deleting statements or replacing an
// expression with a constant or one of its operands is still a well-defined kernel. The
// structural rules the tree itself must keep (barriers only at the top level, no __local read
// before the prologue's fill, loop variables only inside their loop) hold by construction: the
// reducer never moves a statement into a different loop or out of its block except as below.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace gcn::oracle {

enum class Ty : uint8_t { I8, U8, I16, U16, I32, U32, I64, U64 };
constexpr int kNumTys = 8;

inline int ty_bits(Ty t) { return 8 << (int(t) / 2); }
inline bool ty_signed(Ty t) { return int(t) % 2 == 0; }
const char* ty_name(Ty t);

struct Expr {
  enum class K : uint8_t {
    Const,    // value (the low ty_bits of it)
    Var,      // ref = variable index (its own type; generator casts when needed)
    LoopVar,  // ref = loop id, only inside that loop (or an LDS fill's index)
    Id,       // op = IdFn, ref = dimension 0..2
    Arg,      // ref = scalar kernel argument index
    Input,    // load ((global const ty*)in)[kids[0] masked]
    Unary,    // op = UnOp
    Binary,   // op = BinOp; arithmetic kids have ty, compares/logic any ty
    Cast,     // kids[0] of another type
    Select,   // select(kids[0], kids[1], kids[2]) in OpenCL's c ? b : a order
    Ternary,  // kids[0] ? kids[1] : kids[2]
    Builtin,  // op = Bi, kids of ty
    PrivRead, // ref = private array, kids[0] index (masked)
    LdsRead,  // ref = __local array, op = LdsIdx form, kids[0] index (form Masked), value = K
  };
  K k = K::Const;
  Ty ty = Ty::U32;
  int op = 0;
  int ref = 0;
  uint64_t value = 0;
  std::vector<Expr> kids;
};

enum IdFn { kGlobalId, kLocalId, kGroupId, kNumIdFns };
enum UnOp { kNeg, kNot, kLNot, kNumUnOps };
enum BinOp {
  kAdd, kSub, kMul, kAnd, kOr, kXor, kShl, kShr, kDiv, kMod,  // operands of ty
  kLt, kGt, kLe, kGe, kEq, kNe, kLAnd, kLOr,                   // operands of any ty, result 0/1
  kNumBinOps
};
inline bool is_compare(int op) { return op >= kLt; }
enum Bi { kMin, kMax, kRotate, kClz, kPopcount, kMulHi, kAddSat, kSubSat, kHadd, kRhadd, kAbs, kAbsDiff, kNumBis };
inline int bi_arity(int b) { return (b == kClz || b == kPopcount || b == kAbs) ? 1 : 2; }
// __local index forms: Masked = [(uint)e % size]; RevAll = [size-1-lid]; RevGroup = [WG-1-lid];
// Offset = [lid + value - 3] (value >= 3: a negative literal folded in by the compiler).
enum LdsIdx { kLdsMasked, kLdsRevAll, kLdsRevGroup, kLdsOffset, kNumLdsIdx };

struct Stmt {
  enum class K : uint8_t {
    Assign,     // vars[ref] op= e[0]; op: 0 '=', 1 '+=' (wrapping), 2 '^='
    If,         // if (e[0]) body else orelse
    For,        // for (uint i<ref> = 0; i < ((uint)e[0] & 7); ++i) body   (data-dependent trips)
    PrivWrite,  // priv[ref][e[0] masked] = e[1]
    Store,      // ((global ty*)(scr + item*64 + width slot))[e[0] masked] = e[1]  (narrow stores)
    Atomic,     // op = AtomicOp, value 0 global (gacc) / 1 local (lcnt); counter 2*op + (e[0] & 1), operand e[1]
    Mix,        // h = (h ^ (ulong)e[0]) * FNV prime
    LdsFill,    // top level only: barrier; lds[ref][k] = e[0] for k = lid, lid+WG, ...; barrier
  };
  K k = K::Assign;
  int ref = 0;
  int op = 0;
  uint64_t value = 0;
  Ty ty = Ty::U32;  // Store's element type
  std::vector<Expr> e;
  std::vector<Stmt> body, orelse;
};
enum AtomicOp { kAtAdd, kAtSub, kAtOr, kAtXor, kAtAnd, kAtMin, kAtMax, kAtInc, kNumAtomicOps };

struct Var {
  Ty ty;
  Expr init;
};
struct PrivArray {
  Ty ty;
  int size;  // power of two
};
struct LdsArray {
  Ty ty;
  int pad;  // size = work-group size + pad
};

// Constants every kernel shares (buffer sizes; the runner lays out the buffers from them).
constexpr int kInWords = 256;       // `in`: random u32 input
constexpr int kScrSlot = 16;        // `scr`: per work-item 16 bytes for each access width
constexpr int kScrBytes = 4 * kScrSlot;
// Atomic counters: two per AtomicOp, so one word only ever sees one operation (order-independent).
constexpr int kGlobalAtomics = 16;  // `gacc`: global atomic counters (random init)
constexpr int kLocalAtomics = 16;   // per work-group __local counters, copied to `lout`
static_assert(kGlobalAtomics == 2 * kNumAtomicOps && kLocalAtomics == 2 * kNumAtomicOps);
constexpr int kNumScalarArgs = 4;   // a0 (uint), a1 (int), a2 (ulong), a3 (long); then `zero`

struct Kernel {
  uint64_t seed = 0;
  std::array<uint32_t, 3> grid{1, 1, 1};       // work-items
  std::array<uint32_t, 3> workgroup{1, 1, 1};
  std::array<uint64_t, kNumScalarArgs> args{};  // scalar argument values
  std::vector<Var> vars;
  std::vector<PrivArray> priv;
  std::vector<LdsArray> lds;
  std::vector<Stmt> body;
  int next_loop = 0;  // loop ids handed out so far

  uint32_t wg_size() const { return workgroup[0] * workgroup[1] * workgroup[2]; }
  uint32_t items() const { return grid[0] * grid[1] * grid[2]; }
  uint32_t groups() const { return items() / wg_size(); }
};

struct GenOptions {
  int max_stmts = 14;        // top-level statements
  int max_depth = 3;         // statement nesting
  int max_expr_depth = 4;
  bool lds_negative_offsets = true;  // RevAll/RevGroup/Offset forms of __local indexing
  bool lds_arrays = true;            // __local data arrays (the atomic counters are always there)
  bool division = true;              // / and % (off: more kernels the RTL runs, no f32 expansions)
};

Kernel generate(uint64_t seed, const GenOptions& opts = {});
// The kernel's OpenCL C source; the kernel function is always named `k`.
std::string print(const Kernel& k);

}  // namespace gcn::oracle
