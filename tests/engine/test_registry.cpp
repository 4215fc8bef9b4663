// The registry is the status list: every compute instruction (everything but MIMG, EXP and
// VINTRP) either has a body or a recorded reason for not being modelled, never both.
#include <catch2/catch.hpp>

#include <string>

#include "golden/exec/registry.h"

using namespace gcn;

TEST_CASE("every compute instruction is implemented or says why not", "[registry]") {
  for (const OpInfo& oi : kOpTable) {
    if (oi.enc == Enc::MIMG || oi.enc == Enc::EXP || oi.enc == Enc::VINTRP) continue;
    CAPTURE(std::string(oi.name));
    const bool body = registry().implemented(oi.op), reason = !registry().reason(oi.op).empty();
    CHECK(body != reason);
  }
  CHECK(registry().reason(Op::DS_GWS_INIT).find("global wave sync") != std::string_view::npos);
  CHECK(registry().reason(Op::DS_APPEND).empty());
}

TEST_CASE("a reason and a body for the same instruction is an internal error", "[registry]") {
  Registry r;
  r.not_modelled(Op::S_RFE_B64, "no trap handler");
  CHECK_THROWS_WITH(r.add(Op::S_RFE_B64, [](Ctx&) {}), Catch::Contains("s_rfe_b64"));
  r.add(Op::S_NOP, [](Ctx&) {});
  CHECK_THROWS_WITH(r.not_modelled(Op::S_NOP, "x"), Catch::Contains("s_nop"));
}
