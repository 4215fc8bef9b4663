#include "harness/oracle/reduce.h"

#include <chrono>

namespace gcn::oracle {

namespace {

int expr_size(const Expr& e) {
  int n = 1;
  for (const Expr& c : e.kids) n += expr_size(c);
  return n;
}

int block_size(const std::vector<Stmt>& b) {
  int n = 0;
  for (const Stmt& s : b) {
    n += 1 + block_size(s.body) + block_size(s.orelse);
    for (const Expr& e : s.e) n += expr_size(e);
  }
  return n;
}

void zero_loop_var(Expr& e, int loop) {
  if (e.k == Expr::K::LoopVar && e.ref == loop) {
    e.k = Expr::K::Const;
    e.value = 0;
  }
  for (Expr& c : e.kids) zero_loop_var(c, loop);
}
void zero_loop_var(std::vector<Stmt>& b, int loop) {
  for (Stmt& s : b) {
    for (Expr& e : s.e) zero_loop_var(e, loop);
    zero_loop_var(s.body, loop);
    zero_loop_var(s.orelse, loop);
  }
}

// Applies statement edit number `n` (in walk order) to `b`; counts edits in `seen`.
bool stmt_edit(std::vector<Stmt>& b, int n, int& seen) {
  for (size_t i = 0; i < b.size(); ++i) {
    Stmt& s = b[i];
    if (seen++ == n) {  // delete
      b.erase(b.begin() + long(i));
      return true;
    }
    if (s.k == Stmt::K::If || s.k == Stmt::K::For) {
      for (int which = 0; which < (s.k == Stmt::K::If ? 3 : 1); ++which) {
        if (seen++ != n) continue;
        if (which == 2) {  // drop the else branch
          s.orelse.clear();
          return true;
        }
        std::vector<Stmt> inner = which == 0 ? s.body : s.orelse;  // splice a branch / the loop body
        if (s.k == Stmt::K::For) zero_loop_var(inner, s.ref);
        b.erase(b.begin() + long(i));
        b.insert(b.begin() + long(i), inner.begin(), inner.end());
        return true;
      }
    }
    if (stmt_edit(s.body, n, seen) || stmt_edit(s.orelse, n, seen)) return true;
  }
  return false;
}

Expr cast_to(Ty t, Expr e) {
  if (e.ty == t) return e;
  Expr c;
  c.k = Expr::K::Cast;
  c.ty = t;
  c.kids.push_back(std::move(e));
  return c;
}

// Expression edit number `n`: replace a node with one of its operands, or with the constant 0.
bool expr_edit(Expr& e, int n, int& seen) {
  for (size_t j = 0; j < e.kids.size(); ++j)
    if (seen++ == n) {
      Expr kid = e.kids[j];
      e = cast_to(e.ty, std::move(kid));
      return true;
    }
  if (!(e.k == Expr::K::Const && e.value == 0) && seen++ == n) {
    const Ty t = e.ty;
    e = Expr{};
    e.ty = t;
    return true;
  }
  for (Expr& c : e.kids)
    if (expr_edit(c, n, seen)) return true;
  return false;
}

bool expr_edit(std::vector<Stmt>& b, int n, int& seen) {
  for (Stmt& s : b) {
    for (Expr& e : s.e)
      if (expr_edit(e, n, seen)) return true;
    if (expr_edit(s.body, n, seen) || expr_edit(s.orelse, n, seen)) return true;
  }
  return false;
}

bool expr_edit(Kernel& k, int n, int& seen) {
  for (Var& v : k.vars)
    if (expr_edit(v.init, n, seen)) return true;
  return expr_edit(k.body, n, seen);
}

class Reducer {
 public:
  Reducer(const std::function<bool(const Kernel&)>& pred, double budget, ReduceStats& st)
      : pred_(pred),
        st_(st),
        deadline_(std::chrono::steady_clock::now() +
                  std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(budget))) {}

  // Tries `cand`; keeps it as the current kernel when it still fails.
  bool attempt(Kernel& cur, const Kernel& cand) {
    const std::string text = print(cand);
    if (text == print(cur) || out_of_time()) return false;
    ++st_.tests;
    if (!pred_(cand)) return false;
    cur = cand;
    ++st_.accepted;
    return true;
  }
  bool out_of_time() const { return std::chrono::steady_clock::now() > deadline_; }

  // Edit family `apply(k, n, seen)` over n = 0.. until no edit number is left.
  template <class Apply>
  bool sweep(Kernel& cur, Apply apply) {
    bool progress = false;
    for (int n = 0; !out_of_time();) {
      Kernel cand = cur;
      int seen = 0;
      if (!apply(cand, n, seen)) break;
      if (attempt(cur, cand)) progress = true;  // same n again: the slot now holds something else
      else ++n;
    }
    return progress;
  }

 private:
  const std::function<bool(const Kernel&)>& pred_;
  ReduceStats& st_;
  std::chrono::steady_clock::time_point deadline_;
};

}  // namespace

int kernel_size(const Kernel& k) {
  int n = block_size(k.body);
  for (const Var& v : k.vars) n += expr_size(v.init);
  return n;
}

Kernel reduce(const Kernel& k, const std::function<bool(const Kernel&)>& still_fails, double budget_seconds,
              ReduceStats* stats) {
  ReduceStats local;
  ReduceStats& st = stats ? *stats : local;
  Reducer r(still_fails, budget_seconds, st);
  Kernel cur = k;
  // One work-group: fewer waves to read in a report.
  if (cur.groups() > 1) {
    Kernel cand = cur;
    cand.grid = cand.workgroup;
    r.attempt(cur, cand);
  }
  // Top-level chunks first (halves, quarters, ...), then single edits anywhere.
  for (size_t chunk = cur.body.size() / 2; chunk >= 1 && !r.out_of_time(); chunk /= 2) {
    for (size_t at = 0; at + chunk <= cur.body.size();) {
      Kernel cand = cur;
      cand.body.erase(cand.body.begin() + long(at), cand.body.begin() + long(at + chunk));
      if (!r.attempt(cur, cand)) at += chunk;
    }
  }
  for (bool progress = true; progress && !r.out_of_time();) {
    progress = r.sweep(cur, [](Kernel& c, int n, int& seen) { return stmt_edit(c.body, n, seen); });
    progress |= r.sweep(cur, [](Kernel& c, int n, int& seen) { return expr_edit(c, n, seen); });
  }
  return cur;
}

}  // namespace gcn::oracle
