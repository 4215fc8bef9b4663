// Random oracle kernels, deterministic per seed on every platform (own PRNG and range mapping,
// no std:: distributions). What it draws and why: docs/oracle.md, "The generator".
#include <algorithm>

#include "harness/oracle/ast.h"

namespace gcn::oracle {

namespace {

class Rng {
 public:
  // The seed is scrambled first so that neighbouring seeds do not give shifted streams.
  explicit Rng(uint64_t seed) : s_(seed) { s_ = next() ^ 0x632be59bd9b4e019ull; }
  uint64_t next() {  // splitmix64
    uint64_t z = (s_ += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }
  uint32_t below(uint32_t n) { return uint32_t(next() % n); }
  bool chance(uint32_t percent) { return below(100) < percent; }
  template <class T>
  const T& pick(const std::vector<T>& v) { return v[below(uint32_t(v.size()))]; }

 private:
  uint64_t s_;
};

class Gen {
 public:
  Gen(uint64_t seed, const GenOptions& o) : r_(seed), o_(o) { k_.seed = seed; }
  Kernel run();

 private:
  Ty any_ty() { return Ty(r_.below(kNumTys)); }
  Expr constant(Ty t);
  Expr leaf(Ty t);
  Expr expr(Ty t, int depth);
  Expr index_expr() { return expr(Ty::U32, 2); }
  Stmt stmt(int depth);
  std::vector<Stmt> block(int depth, int n);
  void launch_shape();

  Rng r_;
  GenOptions o_;
  Kernel k_;
  std::vector<int> loops_;  // loop ids in scope
  bool in_fill_ = false;    // generating an LdsFill value: no __local reads
};

void Gen::launch_shape() {
  static const std::vector<std::array<uint32_t, 3>> kShapes = {
      {64, 1, 1}, {128, 1, 1}, {256, 1, 1}, {32, 1, 1}, {96, 1, 1}, {8, 8, 1},
      {16, 4, 1}, {4, 16, 1},  {16, 8, 1},  {4, 4, 4},  {8, 4, 2},  {2, 8, 4}};
  const auto& wg = r_.pick(kShapes);
  const int dims = wg[2] > 1 ? 3 : wg[1] > 1 ? 2 : 1;
  k_.workgroup = wg;
  uint32_t groups = 1;
  for (int d = 0; d < 3; ++d) {
    uint32_t n = 1;
    if (d < dims && groups < 4 && k_.wg_size() * groups < 512) n = 1 + r_.below(d == 0 ? 3 : 2);
    groups *= n;
    k_.grid[d] = wg[d] * n;
  }
  for (auto& a : k_.args) a = r_.next() >> r_.below(64);
}

Expr Gen::constant(Ty t) {
  static const std::vector<uint64_t> kInteresting = {0, 1, 2, 3, 7, 8, 31, 32, 63, 0x7f, 0x80, 0xff, 0x7fff, 0x8000,
                                                     0xffff, 0x7fffffff, 0x80000000, 0xffffffff, ~0ull, 1ull << 63,
                                                     0xfffffff8, 0x00ffffff, 0x1000000};
  Expr e;
  e.k = Expr::K::Const;
  e.ty = t;
  e.value = r_.chance(50) ? r_.pick(kInteresting) : r_.next() >> r_.below(64);
  return e;
}

Expr Gen::leaf(Ty t) {
  for (;;) {
    Expr e;
    e.ty = t;
    switch (r_.below(8)) {
      case 0: return constant(t);
      case 1: case 2:
        if (k_.vars.empty()) continue;
        e.k = Expr::K::Var;
        e.ref = int(r_.below(uint32_t(k_.vars.size())));
        if (k_.vars[e.ref].ty != t) {  // an explicit conversion between the two types
          Expr c;
          c.k = Expr::K::Cast;
          c.ty = t;
          e.ty = k_.vars[e.ref].ty;
          c.kids.push_back(e);
          return c;
        }
        return e;
      case 3:
        if (loops_.empty()) continue;
        e.k = Expr::K::LoopVar;
        e.ref = loops_[r_.below(uint32_t(loops_.size()))];
        return e;
      case 4:
        e.k = Expr::K::Id;
        e.op = int(r_.below(kNumIdFns));
        e.ref = int(r_.below(3));
        return e;
      case 5:
        e.k = Expr::K::Arg;
        e.ref = int(r_.below(kNumScalarArgs));
        return e;
      default: {
        e.k = Expr::K::Input;
        Expr idx;
        idx.k = Expr::K::Id;
        idx.ty = Ty::U32;
        idx.op = kGlobalId;
        e.kids.push_back(r_.chance(60) ? idx : leaf(Ty::U32));
        return e;
      }
    }
  }
}

Expr Gen::expr(Ty t, int depth) {
  if (depth <= 0 || r_.chance(20)) return leaf(t);
  Expr e;
  e.ty = t;
  switch (r_.below(12)) {
    case 0:
      e.k = Expr::K::Unary;
      e.op = int(r_.below(kNumUnOps));
      e.kids.push_back(expr(t, depth - 1));
      break;
    case 1: case 2: case 3: case 4:
      e.k = Expr::K::Binary;
      e.op = int(r_.below(kNumBinOps));
      if (!o_.division && (e.op == kDiv || e.op == kMod)) e.op = kXor;
      if (is_compare(e.op)) {
        const Ty u = any_ty();
        e.kids = {expr(u, depth - 1), expr(u, depth - 1)};
      } else {
        e.kids = {expr(t, depth - 1), expr(t, depth - 1)};
      }
      break;
    case 5:
      e.k = Expr::K::Cast;
      e.kids.push_back(expr(any_ty(), depth - 1));
      break;
    case 6:
      e.k = r_.chance(50) ? Expr::K::Select : Expr::K::Ternary;
      if (e.k == Expr::K::Select) e.kids = {expr(t, depth - 1), expr(t, depth - 1), expr(any_ty(), depth - 1)};
      else e.kids = {expr(any_ty(), depth - 1), expr(t, depth - 1), expr(t, depth - 1)};
      break;
    case 7: case 8:
      e.k = Expr::K::Builtin;
      e.op = int(r_.below(kNumBis));
      for (int i = 0; i < bi_arity(e.op); ++i) e.kids.push_back(expr(t, depth - 1));
      break;
    case 9:
      if (k_.priv.empty()) return leaf(t);
      e.k = Expr::K::PrivRead;
      e.ref = int(r_.below(uint32_t(k_.priv.size())));
      e.ty = k_.priv[e.ref].ty;
      e.kids.push_back(index_expr());
      break;
    case 10: {
      if (k_.lds.empty() || in_fill_) return leaf(t);
      e.k = Expr::K::LdsRead;
      e.ref = int(r_.below(uint32_t(k_.lds.size())));
      e.ty = k_.lds[e.ref].ty;
      e.op = o_.lds_negative_offsets ? int(r_.below(kNumLdsIdx)) : r_.chance(50) ? kLdsMasked : kLdsOffset;
      e.value = 3 + r_.below(uint32_t(k_.lds[e.ref].pad) + 1);
      if (e.op == kLdsMasked) e.kids.push_back(index_expr());
      break;
    }
    default:
      return leaf(t);
  }
  if (e.ty != t) {  // private and __local reads have their array's type
    Expr c;
    c.k = Expr::K::Cast;
    c.ty = t;
    c.kids.push_back(std::move(e));
    return c;
  }
  return e;
}

Stmt Gen::stmt(int depth) {
  Stmt s;
  const uint32_t roll = r_.below(100);
  if (depth > 0 && roll < 12) {
    s.k = Stmt::K::If;
    s.e.push_back(expr(any_ty(), o_.max_expr_depth - 1));
    s.body = block(depth - 1, 1 + int(r_.below(3)));
    if (r_.chance(60)) s.orelse = block(depth - 1, 1 + int(r_.below(3)));
  } else if (depth > 0 && roll < 20) {
    s.k = Stmt::K::For;
    s.ref = k_.next_loop++;
    s.e.push_back(expr(any_ty(), 2));
    loops_.push_back(s.ref);
    s.body = block(depth - 1, 1 + int(r_.below(3)));
    loops_.pop_back();
  } else if (roll < 30 && !k_.priv.empty()) {
    s.k = Stmt::K::PrivWrite;
    s.ref = int(r_.below(uint32_t(k_.priv.size())));
    s.e = {index_expr(), expr(k_.priv[s.ref].ty, o_.max_expr_depth)};
  } else if (roll < 36) {
    s.k = Stmt::K::Store;
    s.ty = any_ty();
    s.e = {index_expr(), expr(s.ty, o_.max_expr_depth - 1)};
  } else if (roll < 46) {
    s.k = Stmt::K::Atomic;
    s.op = int(r_.below(kNumAtomicOps));
    s.value = r_.below(2);
    s.e = {index_expr(), expr(Ty::U32, o_.max_expr_depth - 1)};
  } else if (roll < 54) {
    s.k = Stmt::K::Mix;
    s.e.push_back(expr(any_ty(), o_.max_expr_depth));
  } else {
    s.k = Stmt::K::Assign;
    s.ref = int(r_.below(uint32_t(k_.vars.size())));
    s.op = int(r_.below(3));
    s.e.push_back(expr(k_.vars[s.ref].ty, o_.max_expr_depth));
  }
  return s;
}

std::vector<Stmt> Gen::block(int depth, int n) {
  std::vector<Stmt> b;
  for (int i = 0; i < n; ++i) b.push_back(stmt(depth));
  return b;
}

Kernel Gen::run() {
  launch_shape();
  const int nvars = 3 + int(r_.below(5));
  for (int i = 0; i < nvars; ++i) {
    const Ty t = any_ty();
    Expr init = expr(t, 2);  // may read earlier variables
    k_.vars.push_back({t, std::move(init)});
  }
  for (int i = int(r_.below(3)); i > 0; --i) k_.priv.push_back({any_ty(), 4 << r_.below(3)});
  for (int i = int(r_.below(3)); i > 0; --i)
    if (o_.lds_arrays) k_.lds.push_back({any_ty(), int(r_.below(3)) * 16});
  const int n = 4 + int(r_.below(uint32_t(o_.max_stmts - 3)));
  for (int i = 0; i < n; ++i) {
    if (!k_.lds.empty() && r_.chance(20)) {  // barrier-separated refill, top level only
      Stmt s;
      s.k = Stmt::K::LdsFill;
      s.ref = int(r_.below(uint32_t(k_.lds.size())));
      s.value = uint64_t(k_.next_loop++);
      loops_.push_back(int(s.value));
      in_fill_ = true;
      s.e.push_back(expr(k_.lds[s.ref].ty, 3));
      in_fill_ = false;
      loops_.pop_back();
      k_.body.push_back(std::move(s));
    } else {
      k_.body.push_back(stmt(o_.max_depth));
    }
  }
  return k_;
}

}  // namespace

Kernel generate(uint64_t seed, const GenOptions& opts) { return Gen(seed, opts).run(); }

}  // namespace gcn::oracle
