// The reducer (docs/oracle.md, "Reduction"): greedy edits of the kernel AST -- shrink the grid
// to one work-group, delete statements, splice if/else and loop bodies into their block,
// replace expressions with one of their operands or a constant -- each kept only while
// `still_fails` holds. Every edit keeps the kernel well-defined by construction (ast.h).
#pragma once

#include <functional>

#include "harness/oracle/ast.h"

namespace gcn::oracle {

struct ReduceStats {
  int tests = 0;     // predicate evaluations
  int accepted = 0;  // edits kept
};

Kernel reduce(const Kernel& k, const std::function<bool(const Kernel&)>& still_fails, double budget_seconds,
              ReduceStats* stats = nullptr);

// Size measure the reducer minimises and tests check: statements + expression nodes.
int kernel_size(const Kernel& k);

}  // namespace gcn::oracle
