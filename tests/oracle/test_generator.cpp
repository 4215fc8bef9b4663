// The oracle's generator: deterministic per seed, and the forms that keep kernels defined.
#include <catch2/catch.hpp>

#include "harness/oracle/ast.h"

using namespace gcn::oracle;

TEST_CASE("the generator gives the same kernel for the same seed, different kernels for different seeds",
          "[oracle][generator]") {
  for (uint64_t seed = 1; seed <= 50; ++seed) {
    INFO("seed " << seed);
    CHECK(print(generate(seed)) == print(generate(seed)));
    CHECK(print(generate(seed)) != print(generate(seed + 1)));
  }
}

TEST_CASE("a generated kernel pins its launch: whole work-groups, at most 1024 work-items, 1-3 dimensions",
          "[oracle][generator]") {
  int dims_seen[4] = {};
  for (uint64_t seed = 1; seed <= 200; ++seed) {
    const Kernel k = generate(seed);
    INFO("seed " << seed);
    for (int d = 0; d < 3; ++d) CHECK(k.grid[d] % k.workgroup[d] == 0);
    CHECK(k.items() <= 1024);
    CHECK(k.wg_size() <= 256);
    ++dims_seen[k.workgroup[2] > 1 ? 3 : k.workgroup[1] > 1 ? 2 : 1];
  }
  CHECK(dims_seen[1] > 0);
  CHECK(dims_seen[2] > 0);
  CHECK(dims_seen[3] > 0);
}

TEST_CASE("the printed kernel divides only inside the guarded safe_ helpers", "[oracle][generator]") {
  for (uint64_t seed = 1; seed <= 100; ++seed) {
    const std::string src = print(generate(seed));
    INFO("seed " << seed);
    // Division and modulo appear only inside the safe_* helpers.
    const size_t body = src.find("__kernel");
    CHECK(src.find(" / ", body) == std::string::npos);
    CHECK(src.find(" % (", body) == std::string::npos);
  }
}

TEST_CASE("the option without negative __local offsets leaves out the reversed index forms", "[oracle][generator]") {
  GenOptions o;
  o.lds_negative_offsets = false;
  for (uint64_t seed = 1; seed <= 100; ++seed) {
    const std::string src = print(generate(seed, o));
    CHECK(src.find("- 1u - lid") == std::string::npos);
  }
}
