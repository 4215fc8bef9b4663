// gcn_fp64_arith verilated alone: v_rcp_f64, v_rsq_f64 and v_sqrt_f64 on random positive
// binary64 operands (every seventh one denormal) under round to nearest, against the host's
// long-double 1/x, 1/sqrt(x) and sqrt(x). Prints the worst error of each in ULP of the host
// result rounded to binary64, and exits 1 if any is beyond golden's 2^29 (approx_ulp.h).
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <random>

#include "Vgcn_fp64_arith.h"
#include "golden/exec/float_bits.h"

namespace {
using gcn::f64_of;
struct Seed {
  const char* name;
  unsigned op;  // gcn_opcodes_pkg::OP_V_*_F64
  long double (*host)(long double);
};
}  // namespace

int main() {
  const Seed seeds[] = {{"rcp", 275, [](long double x) { return 1.0L / x; }},
                        {"rsq", 276, [](long double x) { return 1.0L / sqrtl(x); }},
                        {"sqrt", 278, [](long double x) { return sqrtl(x); }}};
  Vgcn_fp64_arith m;
  m.en_i = 1;
  m.rm_i = 0;
  m.ieee_i = 1;
  int bad = 0;
  for (const Seed& s : seeds) {
    std::mt19937_64 rng(1);
    double worst = 0;
    for (int i = 0; i < 1000000; ++i) {
      uint64_t u = rng() & 0x7fffffffffffffffull;
      if (i % 7 == 0) u &= 0x000fffffffffffffull;
      const double x = f64_of(u);
      if (!std::isfinite(x) || x == 0) continue;
      m.op_i = s.op;
      m.a_i = u;
      m.eval();
      const long double ref = s.host(x);
      const double refd = double(ref);
      const double ulp = std::nextafter(refd, INFINITY) - refd;
      // Equal (this covers an overflow to inf on both sides) is no error.
      const double err = f64_of(m.result_o) == refd ? 0 : double(fabsl(f64_of(m.result_o) - ref)) / ulp;
      if (!(err <= 536870912.0)) {
        if (bad++ < 5) std::printf("%s(%a) = %a, host %a\n", s.name, x, f64_of(m.result_o), refd);
        continue;
      }
      if (err > worst) worst = err;
    }
    std::printf("%-4s worst %.0f ULP\n", s.name, worst);
  }
  std::printf("bad %d\n", bad);
  return bad ? 1 : 0;
}
