// VOPC integer compares. v0 = lane id l. Each family compares x = l - 32 with a constant, so
// the masks below follow from the lane ranges: signed x < 0 <=> l < 32.
#include <fmt/format.h>

#include "tests/valu_int/valu_int_test.h"

using namespace gcn;
using namespace gcn::test;

namespace {

constexpr const char* kPreds[] = {"f", "lt", "eq", "le", "gt", "ne", "ge", "t"};
constexpr uint64_t kLow32 = 0x00000000FFFFFFFFull;  // lanes 0..31
constexpr uint64_t kLane32 = 1ull << 32;

// Masks of x = l - 32 compared with 0 (signed), in kPreds order.
constexpr uint64_t kSignedVsZero[] = {
    0, kLow32, kLane32, kLow32 | kLane32, ~(kLow32 | kLane32), ~kLane32, ~kLow32, ~0ull};
// Masks of x = l - 32 (unsigned: lanes 0..31 are huge) compared with 16.
constexpr uint64_t kLanes32to47 = 0x0000FFFF00000000ull;
constexpr uint64_t kLane48 = 1ull << 48;
constexpr uint64_t kUnsignedVs16[] = {
    0,        kLanes32to47,  kLane48, kLanes32to47 | kLane48, ~(kLanes32to47 | kLane48),
    ~kLane48, ~kLanes32to47, ~0ull};

// Runs all eight predicates of `type` as VOP3 compares of `src` with `k`, results in s[10+2i].
AsmRun run_family(const std::string& setup, const std::string& type, const std::string& src,
                  int k) {
  std::string body = setup;
  for (int i = 0; i < 8; ++i)
    body += fmt::format("v_cmp_{}_{}_e64 s[{}:{}], {}, {}\n", kPreds[i], type, 10 + 2 * i,
                        11 + 2 * i, src, k);
  return run1(body);
}

void check_family(const AsmRun& r, const uint64_t (&expected)[8]) {
  for (int i = 0; i < 8; ++i) {
    INFO("predicate " << kPreds[i]);
    CHECK(sgpr64(r.w0(), uint16_t(10 + 2 * i)) == expected[i]);
  }
}

// v1 = l - 32; v2 = v1 with junk in the high half (for 16-bit compares); v[4:5] = sext(v1).
const std::string kSetup = R"(
  v_subrev_u32 v1, vcc, 32, v0
  v_xor_b32 v2, 0x55550000, v1
  v_mov_b32 v4, v1
  v_ashrrev_i32 v5, 31, v1
)";

}  // namespace

TEST_CASE("v_cmp_gt_i32 e32 writes VCC", "[vopc]") {
  auto r = run1("v_cmp_gt_i32 vcc, 10, v0");
  CHECK(r.w0().vcc() == 0x3FFull);
}

TEST_CASE("i32 compares, every predicate", "[vopc]") {
  check_family(run_family(kSetup, "i32", "v1", 0), kSignedVsZero);
}
TEST_CASE("u32 compares, every predicate", "[vopc]") {
  check_family(run_family(kSetup, "u32", "v1", 16), kUnsignedVs16);
}
TEST_CASE("i16 compares ignore the high half", "[vopc][16bit]") {
  check_family(run_family(kSetup, "i16", "v2", 0), kSignedVsZero);
}
TEST_CASE("u16 compares ignore the high half", "[vopc][16bit]") {
  check_family(run_family(kSetup, "u16", "v2", 16), kUnsignedVs16);
}
TEST_CASE("i64 compares, every predicate", "[vopc]") {
  check_family(run_family(kSetup, "i64", "v[4:5]", 0), kSignedVsZero);
}
TEST_CASE("u64 compares, every predicate", "[vopc]") {
  check_family(run_family(kSetup, "u64", "v[4:5]", 16), kUnsignedVs16);
}

TEST_CASE("v_cmpx writes EXEC and VCC; inactive lanes compare false", "[vopc][exec]") {
  auto r = run1(R"(
    v_mov_b32 v1, 3
    v_cmpx_gt_u32 vcc, 20, v0
    v_mov_b32 v1, 7
    s_mov_b64 s[20:21], exec
    s_mov_b32 exec_lo, 0xf
    s_mov_b32 exec_hi, 0
    v_cmpx_lt_i32_e64 s[10:11], v0, 5
    v_cmp_t_u32_e64 s[12:13], v0, v0
    s_mov_b64 s[22:23], exec
    s_mov_b64 exec, -1
  )");
  const auto& w = r.w0();
  CHECK(sgpr64(w, 20) == 0xFFFFFull);  // EXEC after v_cmpx: lanes 0..19
  CHECK(w.vcc() == 0xFFFFFull);
  check_vgpr(w, 1, [](int l) { return l < 20 ? 7u : 3u; });
  // With EXEC = lanes 0..3 only, l < 5 is true for the active lanes only.
  CHECK(sgpr64(w, 10) == 0xFull);
  CHECK(sgpr64(w, 22) == 0xFull);
  CHECK(sgpr64(w, 12) == 0xFull);
}

TEST_CASE("VOPC SDWA compares a selected word", "[vopc][sdwa]") {
  auto r = run1(R"(
    v_lshlrev_b32 v1, 16, v0
    v_mov_b32 v2, 5
    v_cmp_eq_u32_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:DWORD
  )");
  CHECK(r.w0().vcc() == (1ull << 5));
}
