// DS lane moves on the verilated compute unit (session 7, issue 10): ds_swizzle_b32,
// ds_permute_b32, ds_bpermute_b32, in lockstep with golden and against host code written from
// the GCN3 manual:
//  - ds_swizzle_b32, OFFSET[15] = 1 (quad permute): lane i takes lane (i & ~3) + sel, sel =
//    OFFSET[2*(i&3)+1 : 2*(i&3)]; OFFSET[15] = 0 (bit masks within each half of 32 lanes): lane
//    i takes lane (i & 32) | ((((i & 31) & AND) | OR) ^ XOR), AND/OR/XOR = OFFSET[4:0], [9:5],
//    [14:10]. The data is the ADDR VGPR. An inactive source lane gives 0.
//  - ds_bpermute_b32: lane i takes DATA0 of lane ((ADDR[i] + OFFSET) / 4) mod 64 (0 if that lane
//    is inactive); ds_permute_b32: active lane i sends DATA0 to that lane (the highest sender
//    wins; a lane nobody sends to gets 0).
// Only active lanes write VDST.
#include <catch2/catch.hpp>

#include <fmt/format.h>

#include <array>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "tests/rtl/rtl_lanes_lockstep.h"

namespace {

using namespace gcn::test::lanes_harness;  // NOLINT: the shared lane harness
using u32 = uint32_t;
using u64 = uint64_t;

using Vec = std::array<u32, 64>;

Vec pull(const Lanes& data, u64 exec, const std::function<int(int)>& src, const Vec& old) {
  Vec r = old;
  for (int i = 0; i < 64; ++i)
    if ((exec >> i) & 1) {
      const int s = src(i);
      r[size_t(i)] = ((exec >> s) & 1) ? data[size_t(s)] : 0;
    }
  return r;
}

int swz(u32 off, int i) {
  if (off & 0x8000) return (i & ~3) + int((off >> (2 * (i & 3))) & 3);
  const int a = int(off & 31), o = int((off >> 5) & 31), x = int((off >> 10) & 31);
  return (i & 32) | ((((i & 31) & a) | o) ^ x);
}

}  // namespace

TEST_CASE("RTL ds_swizzle/ds_permute/ds_bpermute move lanes as the ISA text says", "[rtl][ds_move]") {
  Inputs in;
  in.a = lanes({}, 51);  // data
  // Byte addresses for the permutes: lane numbers in bits 7:2 plus noise in the other bits;
  // lanes 0..15 collide on a few targets (permute: the highest sender wins).
  in.b = lanes({0, 0, 4, 4, 252, 252, 0x100, 0xfffffffc, 0x80000003, 8, 8, 8, 0x7c, 0x7d, 0x7e, 0x7f}, 52);
  const u64 holes = 0xf0f0ff0f7ffffffeull;
  const std::vector<u32> swizzles = {0x80e4, 0x801b, 0x8000, 0x8055, 0x041f, 0x401f, 0x00a0, 0x7fff, 0x0000, 0x3c1f};

  std::string body;
  int k = 0;
  for (u32 off : swizzles) body += fmt::format("  v_mov_b32 v{0}, 0x5a5a5a5a\n  ds_swizzle_b32 v{0}, v3 offset:{1}\n", 10 + k++, off);
  const int perm0 = k;
  for (u32 off : {0u, 4u, 0x8cu, 0xfffcu}) {
    body += fmt::format("  v_mov_b32 v{0}, 0x5a5a5a5a\n  ds_bpermute_b32 v{0}, v4, v3 offset:{1}\n", 10 + k++, off);
    body += fmt::format("  v_mov_b32 v{0}, 0x5a5a5a5a\n  ds_permute_b32 v{0}, v4, v3 offset:{1}\n", 10 + k++, off);
  }
  // The same under EXEC holes (inactive sources give 0; inactive lanes keep VDST).
  const int hole0 = k;
  body += fmt::format("  v_mov_b32 v{}, 0x5a5a5a5a\n", 10 + k);
  body += fmt::format("  v_mov_b32 v{}, 0x5a5a5a5a\n", 10 + k + 1);
  body += fmt::format("  v_mov_b32 v{}, 0x5a5a5a5a\n", 10 + k + 2);
  body += fmt::format("  s_mov_b32 exec_lo, 0x{:08x}\n  s_mov_b32 exec_hi, 0x{:08x}\n", u32(holes), u32(holes >> 32));
  body += fmt::format("  ds_swizzle_b32 v{}, v3 offset:0x041f\n", 10 + k++);
  body += fmt::format("  ds_bpermute_b32 v{}, v4, v3\n", 10 + k++);
  body += fmt::format("  ds_permute_b32 v{}, v4, v3\n", 10 + k++);
  body += "  s_waitcnt lgkmcnt(0)\n";

  const auto r = run_lanes_lockstep(body, k, in);
  check_lockstep(r);

  Vec junk;
  junk.fill(0x5a5a5a5a);
  auto permute = [&](u32 off, u64 exec) {
    Vec out{};
    for (int i = 0; i < 64; ++i)
      if ((exec >> i) & 1) out[size_t(((u64(in.b[size_t(i)]) + off) / 4) % 64)] = in.a[size_t(i)];
    Vec res = junk;
    for (int i = 0; i < 64; ++i)
      if ((exec >> i) & 1) res[size_t(i)] = out[size_t(i)];
    return res;
  };
  auto bperm_src = [&](u32 off) { return [&, off](int i) { return int(((u64(in.b[size_t(i)]) + off) / 4) % 64); }; };

  std::vector<std::pair<std::string, Vec>> want;
  for (u32 off : swizzles)
    want.push_back({fmt::format("ds_swizzle offset:0x{:x}", off), pull(in.a, ~0ull, [off](int i) { return swz(off, i); }, junk)});
  for (u32 off : {0u, 4u, 0x8cu, 0xfffcu}) {
    want.push_back({fmt::format("ds_bpermute offset:0x{:x}", off), pull(in.a, ~0ull, bperm_src(off), junk)});
    want.push_back({fmt::format("ds_permute offset:0x{:x}", off), permute(off, ~0ull)});
  }
  want.push_back({"ds_swizzle under EXEC holes", pull(in.a, holes, [](int i) { return swz(0x041f, i); }, junk)});
  want.push_back({"ds_bpermute under EXEC holes", pull(in.a, holes, bperm_src(0), junk)});
  want.push_back({"ds_permute under EXEC holes", permute(0, holes)});
  REQUIRE(int(want.size()) == k);
  (void)perm0;
  (void)hole0;

  int bad = 0;
  for (int o = 0; o < k; ++o)
    for (int l = 0; l < 64; ++l)
      if (r.out(o, l) != want[size_t(o)].second[size_t(l)] && bad++ < 10)
        FAIL_CHECK(fmt::format("{} lane {}: want 0x{:08x} got 0x{:08x}", want[size_t(o)].first, l,
                               want[size_t(o)].second[size_t(l)], r.out(o, l)));
  CHECK(bad == 0);
}
