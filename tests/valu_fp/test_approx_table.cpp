// The ULP tolerance table (golden/exec/approx_ulp.h) and the opcode table's kApprox flags state
// the same set of opcodes.
#include <string>

#include <catch2/catch.hpp>

#include "golden/exec/approx_ulp.h"
#include "tests/valu_fp/fp_test_util.h"

using namespace gcn;

TEST_CASE("every kApprox opcode has a ULP tolerance and every tolerance is for a kApprox opcode", "[fp][approx]") {
  for (int i = 0; i < kNumOps; ++i) {
    const OpInfo& o = kOpTable[i];
    if (!(o.effects & kApprox)) continue;
    INFO(std::string(o.name));
    CHECK_BITS(int(approx_ulp(o.op) > 0), 1);
  }
  for (const ApproxUlp& a : kApproxUlp) {
    INFO(std::string(info(a.op).name));
    CHECK_BITS(int((info(a.op).effects & kApprox) != 0), 1);
  }
}
