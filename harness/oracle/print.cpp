// OpenCL C 1.2 text of an oracle kernel. Every form printed here is well-defined for any operand
// values (see ast.h); the rules are listed in docs/oracle.md, "What keeps a kernel defined".
#include <fmt/format.h>

#include "harness/oracle/ast.h"

namespace gcn::oracle {

const char* ty_name(Ty t) {
  static constexpr const char* kNames[] = {"char", "uchar", "short", "ushort", "int", "uint", "long", "ulong"};
  return kNames[int(t)];
}

namespace {

// The unsigned type arithmetic of `t` is done in (no signed overflow), and its signed twin.
const char* wide_u(Ty t) { return ty_bits(t) <= 32 ? "uint" : "ulong"; }
const char* wide_s(Ty t) { return ty_bits(t) <= 32 ? "int" : "long"; }
int wide_bits(Ty t) { return ty_bits(t) <= 32 ? 32 : 64; }
Ty signed_twin(Ty t) { return Ty(int(t) & ~1); }
uint64_t ty_mask(Ty t) { return ty_bits(t) == 64 ? ~0ull : (1ull << ty_bits(t)) - 1; }

class Printer {
 public:
  explicit Printer(const Kernel& k) : k_(k) {}
  std::string kernel();

 private:
  std::string expr(const Expr& e);
  std::string binary(const Expr& e);
  std::string builtin(const Expr& e);
  std::string lds_index(const Expr& e);
  void stmt(const Stmt& s, int ind);
  void block(const std::vector<Stmt>& b, int ind);
  void line(int ind, const std::string& text) { out_ += std::string(2 * ind, ' ') + text + "\n"; }
  uint32_t lds_size(int a) const { return k_.wg_size() + uint32_t(k_.lds[a].pad); }

  const Kernel& k_;
  std::string out_;
};

std::string constant(Ty t, uint64_t v) {
  v &= ty_mask(t);
  return ty_bits(t) == 64 ? fmt::format("(({})0x{:x}ul)", ty_name(t), v) : fmt::format("(({})0x{:x}u)", ty_name(t), v);
}

std::string Printer::expr(const Expr& e) {
  const char* T = ty_name(e.ty);
  switch (e.k) {
    case Expr::K::Const: return constant(e.ty, e.value);
    case Expr::K::Var: return fmt::format("v{}", e.ref);
    case Expr::K::LoopVar: return fmt::format("(({})i{})", T, e.ref);
    case Expr::K::Id: {
      static constexpr const char* kFn[] = {"get_global_id", "get_local_id", "get_group_id"};
      return fmt::format("(({}){}({}))", T, kFn[e.op], e.ref);
    }
    case Expr::K::Arg: return fmt::format("(({})a{})", T, e.ref);
    case Expr::K::Input:
      return fmt::format("((__global const {}*)in)[(uint)({}) & {}u]", T, expr(e.kids[0]),
                         kInWords * 4 / (ty_bits(e.ty) / 8) - 1);
    case Expr::K::Unary: {
      const std::string a = expr(e.kids[0]);
      if (e.op == kNeg) return fmt::format("(({})(({})0 - ({}){}))", T, wide_u(e.ty), wide_u(e.ty), a);
      if (e.op == kNot) return fmt::format("(({})~{})", T, a);
      return fmt::format("(({})!{})", T, a);
    }
    case Expr::K::Binary: return binary(e);
    case Expr::K::Cast: return fmt::format("(({}){})", T, expr(e.kids[0]));
    case Expr::K::Select:
      return fmt::format("select({}, {}, ({}){})", expr(e.kids[0]), expr(e.kids[1]), ty_name(signed_twin(e.ty)),
                         expr(e.kids[2]));
    case Expr::K::Ternary:
      // Cast back: the operands' integer promotions would make a narrow ?: an int.
      return fmt::format("(({})({} ? {} : {}))", T, expr(e.kids[0]), expr(e.kids[1]), expr(e.kids[2]));
    case Expr::K::Builtin: return builtin(e);
    case Expr::K::PrivRead:
      return fmt::format("p{}[(uint)({}) & {}u]", e.ref, expr(e.kids[0]), k_.priv[e.ref].size - 1);
    case Expr::K::LdsRead: return fmt::format("l{}[{}]", e.ref, lds_index(e));
  }
  return "0";
}

std::string Printer::lds_index(const Expr& e) {
  const uint32_t size = lds_size(e.ref);
  switch (e.op) {
    case kLdsRevAll: return fmt::format("{}u - 1u - lid", size);
    case kLdsRevGroup: return fmt::format("WG - 1u - lid");
    case kLdsOffset: return fmt::format("lid + {}u - 3u", e.value);  // value in [3, pad + 3]
    default: return fmt::format("(uint)({}) % {}u", expr(e.kids[0]), size);
  }
}

std::string Printer::binary(const Expr& e) {
  const char* T = ty_name(e.ty);
  const std::string a = expr(e.kids[0]), b = expr(e.kids[1]);
  static constexpr const char* kSym[] = {"+", "-", "*", "&", "|", "^", "<<", ">>", "/", "%",
                                         "<", ">", "<=", ">=", "==", "!=", "&&", "||"};
  switch (e.op) {
    case kAdd: case kSub: case kMul:
      return fmt::format("(({})(({}){} {} ({}){}))", T, wide_u(e.ty), a, kSym[e.op], wide_u(e.ty), b);
    case kAnd: case kOr: case kXor: return fmt::format("(({})({} {} {}))", T, a, kSym[e.op], b);
    case kShl:
      return fmt::format("(({})(({}){} << ({} & {})))", T, wide_u(e.ty), a, b, wide_bits(e.ty) - 1);
    case kShr:  // signed: arithmetic shift of the sign-extended value (clang: arithmetic)
      return fmt::format("(({})(({}){} >> ({} & {})))", T, ty_signed(e.ty) ? wide_s(e.ty) : wide_u(e.ty), a, b,
                         wide_bits(e.ty) - 1);
    case kDiv: case kMod:
      return fmt::format("safe_{}_{}({}, {}, zero)", e.op == kDiv ? "div" : "mod", T, a, b);
    default: return fmt::format("(({})({} {} {}))", T, a, kSym[e.op], b);
  }
}

std::string Printer::builtin(const Expr& e) {
  const char* T = ty_name(e.ty);
  static constexpr const char* kName[] = {"min", "max", "rotate", "clz", "popcount", "mul_hi",
                                          "add_sat", "sub_sat", "hadd", "rhadd", "abs", "abs_diff"};
  const std::string a = expr(e.kids[0]);
  // 64-bit clz/popcount: or-ed with zero's bits in the high dword, so LLVM cannot know that dword
  // is 0 (docs/compiler-bugs.md, CB-2).
  if (bi_arity(e.op) == 1 && e.op != kAbs && ty_bits(e.ty) == 64)
    return fmt::format("(({0}){1}({2}) | (({0})zero << 32))", T, kName[e.op], a);
  if (bi_arity(e.op) == 1) return fmt::format("(({}){}({}))", T, kName[e.op], a);
  std::string b = expr(e.kids[1]);
  if (e.op == kRotate) b = fmt::format("(({})({} & {}))", T, b, ty_bits(e.ty) - 1);
  // Unsigned min/max/add_sat/sub_sat: no operand the compiler can see as a constant, so LLVM
  // never forms the saturating subtract it emits without clamp (docs/compiler-bugs.md, CB-3).
  if (!ty_signed(e.ty) && (e.op == kMin || e.op == kMax || e.op == kAddSat || e.op == kSubSat))
    return fmt::format("(({0}){1}(({0})({2} | ({0})zero), ({0})({3} | ({0})zero)))", T, kName[e.op], a, b);
  return fmt::format("(({}){}({}, {}))", T, kName[e.op], a, b);
}

void Printer::stmt(const Stmt& s, int ind) {
  switch (s.k) {
    case Stmt::K::Assign: {
      const Ty t = k_.vars[s.ref].ty;
      const std::string v = fmt::format("v{}", s.ref), rhs = expr(s.e[0]);
      if (s.op == 0) line(ind, fmt::format("{} = {};", v, rhs));
      else if (s.op == 1)
        line(ind, fmt::format("{} = ({})(({}){} + ({}){});", v, ty_name(t), wide_u(t), v, wide_u(t), rhs));
      else line(ind, fmt::format("{} = ({})({} ^ {});", v, ty_name(t), v, rhs));
      break;
    }
    case Stmt::K::If:
      line(ind, fmt::format("if ({}) {{", expr(s.e[0])));
      block(s.body, ind + 1);
      if (!s.orelse.empty()) {
        line(ind, "} else {");
        block(s.orelse, ind + 1);
      }
      line(ind, "}");
      break;
    case Stmt::K::For:
      line(ind, fmt::format("for (uint i{0} = 0; i{0} < ((uint)({1}) & 7u); ++i{0}) {{", s.ref, expr(s.e[0])));
      block(s.body, ind + 1);
      line(ind, "}");
      break;
    case Stmt::K::PrivWrite:
      line(ind, fmt::format("p{}[(uint)({}) & {}u] = {};", s.ref, expr(s.e[0]), k_.priv[s.ref].size - 1, expr(s.e[1])));
      break;
    case Stmt::K::Store:
      // One 16-byte slot per access width: stores of different widths never alias (C's effective
      // type rule; clang's TBAA reorders such stores at -O1 and up).
      line(ind, fmt::format("((__global {}*)(scr + item * {}u + {}u))[(uint)({}) & {}u] = {};", ty_name(s.ty),
                            kScrBytes, int(s.ty) / 2 * kScrSlot, expr(s.e[0]), kScrSlot / (ty_bits(s.ty) / 8) - 1,
                            expr(s.e[1])));
      break;
    case Stmt::K::Atomic: {
      static constexpr const char* kName[] = {"add", "sub", "or", "xor", "and", "min", "max", "inc"};
      // Each operation has its own two counters: different operations on one word would make
      // the final value depend on their order (min then max differs from max then min).
      const std::string where = fmt::format("&{}[{}u + ((uint)({}) & 1u)]", s.value ? "lcnt" : "gacc", 2 * s.op,
                                            expr(s.e[0]));
      if (s.op == kAtInc) line(ind, fmt::format("atomic_inc({});", where));
      else line(ind, fmt::format("atomic_{}({}, (uint){});", kName[s.op], where, expr(s.e[1])));
      break;
    }
    case Stmt::K::Mix: line(ind, fmt::format("h = (h ^ (ulong){}) * 0x100000001b3ul;", expr(s.e[0]))); break;
    case Stmt::K::LdsFill:
      line(ind, "barrier(CLK_LOCAL_MEM_FENCE);");
      line(ind, fmt::format("for (uint i{0} = lid; i{0} < {1}u; i{0} += WG) l{2}[i{0}] = {3};", s.value,
                            lds_size(s.ref), s.ref, expr(s.e[0])));
      line(ind, "barrier(CLK_LOCAL_MEM_FENCE);");
      break;
  }
}

void Printer::block(const std::vector<Stmt>& b, int ind) {
  for (const Stmt& s : b) stmt(s, ind);
}

// Guarded division: no division by zero, no MIN / -1. The divisor of unsigned 32/64-bit
// division is or-ed with the kernel argument `zero` (always 0): the compiler cannot see its
// bits, which keeps LLVM 14 off its 24-bit division path (docs/compiler-bugs.md, CB-1).
std::string helpers() {
  std::string s;
  for (int i = 0; i < kNumTys; ++i) {
    const Ty t = Ty(i);
    const char* T = ty_name(t);
    for (const char* op : {"div", "mod"}) {
      const char* sym = op[0] == 'd' ? "/" : "%";
      if (ty_bits(t) < 32) {  // promoted to int: no overflow
        s += fmt::format("static {0} safe_{1}_{0}({0} a, {0} b, uint z) {{ return b == 0 ? a : ({0})(a {2} b); }}\n",
                         T, op, sym);
      } else if (ty_signed(t)) {
        const char* mn = ty_bits(t) == 32 ? "INT_MIN" : "LONG_MIN";
        s += fmt::format("static {0} safe_{1}_{0}({0} a, {0} b, uint z) {{ return (b == 0 || (a == {3} && b == -1)) "
                         "? a : a {2} b; }}\n", T, op, sym, mn);
      } else {  // ulong: z in both dwords, or the high dword is known 0 and the 64-bit form bites
        s += fmt::format("static {0} safe_{1}_{0}({0} a, {0} b, uint z) {{ return b == 0 ? a : a {2} (b | {3}); }}\n",
                         T, op, sym, ty_bits(t) == 64 ? "(((ulong)z << 32) | z)" : "z");
      }
    }
  }
  return s;
}

std::string Printer::kernel() {
  out_ = fmt::format("// gcn-ocl-oracle kernel, seed {}; grid {}x{}x{}, work-group {}x{}x{}\n", k_.seed, k_.grid[0],
                     k_.grid[1], k_.grid[2], k_.workgroup[0], k_.workgroup[1], k_.workgroup[2]);
  out_ += fmt::format("#define WG {}u\n", k_.wg_size());
  out_ += helpers();
  out_ += fmt::format("__kernel __attribute__((reqd_work_group_size({}, {}, {})))\n", k_.workgroup[0],
                      k_.workgroup[1], k_.workgroup[2]);
  out_ += "void k(__global const uint* in, __global ulong* out, __global uchar* scr, __global uint* gacc,\n"
          "       __global uint* lout, uint a0, int a1, ulong a2, long a3, uint zero) {\n";
  line(1, "const uint lid = get_local_id(0) + get_local_size(0) * (get_local_id(1) + get_local_size(1) * "
          "get_local_id(2));");
  line(1, "const uint grp = get_group_id(0) + get_num_groups(0) * (get_group_id(1) + get_num_groups(1) * "
          "get_group_id(2));");
  line(1, "const uint item = grp * WG + lid;");
  line(1, "ulong h = 0xcbf29ce484222325ul;");
  line(1, fmt::format("__local uint lcnt[{}];", kLocalAtomics));
  for (size_t a = 0; a < k_.lds.size(); ++a)
    line(1, fmt::format("__local {} l{}[{}];", ty_name(k_.lds[a].ty), a, lds_size(int(a))));
  for (size_t v = 0; v < k_.vars.size(); ++v)
    line(1, fmt::format("{} v{} = {};", ty_name(k_.vars[v].ty), v, expr(k_.vars[v].init)));
  for (size_t p = 0; p < k_.priv.size(); ++p) {
    line(1, fmt::format("{} p{}[{}];", ty_name(k_.priv[p].ty), p, k_.priv[p].size));
    line(1, fmt::format("for (uint j = 0; j < {}u; ++j) p{}[j] = ({})(item * {}u + j * 0x9e3779b9u);", k_.priv[p].size, p,
                        ty_name(k_.priv[p].ty), 2 * p + 3));
  }
  // Prologue: every __local byte is written before anything reads it.
  line(1, fmt::format("for (uint j = lid; j < {}u; j += WG) lcnt[j] = 0;", kLocalAtomics));
  for (size_t a = 0; a < k_.lds.size(); ++a)
    line(1, fmt::format("for (uint j = lid; j < {}u; j += WG) l{}[j] = ({})(j * 0x2545f491u + grp);", lds_size(int(a)), a,
                        ty_name(k_.lds[a].ty)));
  line(1, "barrier(CLK_LOCAL_MEM_FENCE);");
  block(k_.body, 1);
  // Epilogue: every variable and private array into the work-item's hash; the group's counters.
  for (size_t v = 0; v < k_.vars.size(); ++v) line(1, fmt::format("h = (h ^ (ulong)v{}) * 0x100000001b3ul;", v));
  for (size_t p = 0; p < k_.priv.size(); ++p)
    line(1, fmt::format("for (uint j = 0; j < {}u; ++j) h = (h ^ (ulong)p{}[j]) * 0x100000001b3ul;", k_.priv[p].size, p));
  line(1, "out[item] = h;");
  line(1, "barrier(CLK_LOCAL_MEM_FENCE);");
  line(1, fmt::format("for (uint j = lid; j < {0}u; j += WG) lout[grp * {0}u + j] = lcnt[j];", kLocalAtomics));
  out_ += "}\n";
  return out_;
}

}  // namespace

std::string print(const Kernel& k) { return Printer(k).kernel(); }

}  // namespace gcn::oracle
