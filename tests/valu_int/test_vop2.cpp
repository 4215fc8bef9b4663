// VOP2 integer/bitwise ops (e32 and VOP3 forms). Expected values are worked out from the
// ISA semantics by hand; v0 = lane id l throughout.
#include "golden/common/error.h"
#include "tests/valu_int/valu_int_test.h"

using namespace gcn;
using namespace gcn::test;

TEST_CASE("v_add_u32 carries into VCC", "[vop2]") {
  auto r = run1(R"(
    v_mov_b32 v1, 0xfffffff0
    v_add_u32 v2, vcc, v1, v0
  )");
  // 0xfffffff0 + l wraps for l >= 16.
  check_vgpr(r.w0(), 2, [](int l) { return 0xfffffff0u + l; });
  CHECK(r.w0().vcc() == 0xFFFFFFFFFFFF0000ull);
}

TEST_CASE("v_add_u32 VOP3B writes the carry to an SGPR pair, not VCC", "[vop2][vop3b]") {
  auto r = run1(R"(
    s_mov_b64 vcc, -1
    v_mov_b32 v1, 0xfffffff0
    v_add_u32_e64 v2, s[10:11], v1, v0
  )");
  check_vgpr(r.w0(), 2, [](int l) { return 0xfffffff0u + l; });
  CHECK(sgpr64(r.w0(), 10) == 0xFFFFFFFFFFFF0000ull);
  CHECK(r.w0().vcc() == ~0ull);
}

TEST_CASE("v_sub_u32 and v_subrev_u32 borrow", "[vop2][vop3b]") {
  auto r = run1(R"(
    v_sub_u32 v2, vcc, 5, v0
    v_subrev_u32_e64 v3, s[12:13], 5, v0
  )");
  // 5 - l borrows for l > 5; l - 5 borrows for l < 5.
  check_vgpr(r.w0(), 2, [](int l) { return 5u - l; });
  check_vgpr(r.w0(), 3, [](int l) { return uint32_t(l) - 5u; });
  CHECK(r.w0().vcc() == 0xFFFFFFFFFFFFFFC0ull);
  CHECK(sgpr64(r.w0(), 12) == 0x1Full);
}

TEST_CASE("v_addc_u32 adds the carry-in from VCC and from an SGPR pair", "[vop2][vop3b]") {
  auto r = run1(R"(
    v_mov_b32 v1, -1
    v_add_u32 v2, vcc, v1, v0
    v_addc_u32 v3, vcc, 1, v0, vcc
    s_mov_b32 s20, 0x1fffe
    s_mov_b32 s21, 0
    v_addc_u32_e64 v5, s[22:23], -1, v0, s[20:21]
  )");
  // v2: 0xffffffff + l carries for l >= 1; v3 = 1 + l + carry, never carries out.
  check_vgpr(r.w0(), 3, [](int l) { return 1u + l + (l >= 1); });
  CHECK(r.w0().vcc() == 0);
  // carry-in lanes 1..16: 0xffffffff + l + 1 = 2^32 + l; lanes 17+: 2^32 + l - 1; lane 0: no carry.
  check_vgpr(r.w0(), 5, [](int l) {
    return l == 0 ? 0xffffffffu : l <= 16 ? uint32_t(l) : uint32_t(l - 1);
  });
  CHECK(sgpr64(r.w0(), 22) == 0xFFFFFFFFFFFFFFFEull);
}

TEST_CASE("v_subb_u32 and v_subbrev_u32 subtract the borrow-in", "[vop2][vop3b]") {
  auto r = run1(R"(
    s_mov_b32 vcc_lo, 0xff
    s_mov_b32 vcc_hi, 0
    s_mov_b32 s26, 0xff
    s_mov_b32 s27, 0
    v_subbrev_u32_e64 v3, s[24:25], 3, v0, s[26:27]
    v_subb_u32 v2, vcc, 3, v0, vcc
  )");
  // borrow-in b = (l < 8). v2 = 3 - l - b borrows for l >= 3; v3 = l - 3 - b borrows for l <= 3.
  check_vgpr(r.w0(), 2, [](int l) { return 3u - l - (l < 8); });
  check_vgpr(r.w0(), 3, [](int l) { return uint32_t(l) - 3u - (l < 8); });
  CHECK(r.w0().vcc() == 0xFFFFFFFFFFFFFFF8ull);
  CHECK(sgpr64(r.w0(), 24) == 0xFull);
}

TEST_CASE("clamp saturates unsigned add and sub, carry still written", "[vop2][vop3b][clamp]") {
  auto r = run1(R"(
    v_mov_b32 v1, 0xfffffff0
    v_add_u32_e64 v2, s[10:11], v1, v0 clamp
    v_sub_u32_e64 v3, s[12:13], 5, v0 clamp
    v_add_u16_e64 v4, v1, v0 clamp
    v_sub_u16_e64 v5, v0, 10 clamp
    v_add_u32_sdwa v6, vcc, v1, v0 clamp dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
  )");
  check_vgpr(r.w0(), 2, [](int l) { return l >= 16 ? 0xffffffffu : 0xfffffff0u + l; });
  CHECK(sgpr64(r.w0(), 10) == 0xFFFFFFFFFFFF0000ull);
  check_vgpr(r.w0(), 3, [](int l) { return l > 5 ? 0u : 5u - l; });
  CHECK(sgpr64(r.w0(), 12) == 0xFFFFFFFFFFFFFFC0ull);
  // 16-bit: 0xfff0 + l saturates at 0xffff; l - 10 saturates at 0; high half zero.
  check_vgpr(r.w0(), 4, [](int l) { return l >= 16 ? 0xffffu : 0xfff0u + l; });
  check_vgpr(r.w0(), 5, [](int l) { return l < 10 ? 0u : uint32_t(l - 10); });
  check_vgpr(r.w0(), 6, [](int l) { return l >= 16 ? 0xffffffffu : 0xfffffff0u + l; });
}

TEST_CASE("clamp on an integer op without defined saturation is rejected", "[vop3][clamp]") {
  CHECK_THROWS_WITH(run1("v_mad_u32_u24 v1, v0, v0, v0 clamp"), Catch::Contains("clamp"));
}

TEST_CASE("16-bit ops write the low half and zero the high half", "[vop2][16bit]") {
  auto r = run1(R"(
    v_mov_b32 v2, 0x12348001
    v_mov_b32 v1, 0xabcd0000
    v_add_u16 v1, v2, v0
    v_sub_u16 v3, v0, v2
    v_subrev_u16 v4, v0, v2
    v_mul_lo_u16 v5, v2, v0
    v_lshlrev_b16 v6, v0, v2
    v_lshrrev_b16 v7, v0, v2
    v_ashrrev_i16 v8, v0, v2
    v_max_i16 v9, v2, v0
    v_max_u16 v10, v2, v0
    v_min_i16 v11, v2, v0
    v_min_u16 v12, v2, v0
  )");
  const auto& w = r.w0();
  check_vgpr(w, 1, [](int l) { return 0x8001u + l; });
  check_vgpr(w, 3, [](int l) { return (uint32_t(l) - 0x8001u) & 0xffff; });
  check_vgpr(w, 4, [](int l) { return 0x8001u - l; });
  check_vgpr(w, 5, [](int l) { return (0x8001u * l) & 0xffff; });
  check_vgpr(w, 6, [](int l) { return (0x8001u << (l & 15)) & 0xffff; });
  check_vgpr(w, 7, [](int l) { return 0x8001u >> (l & 15); });
  // int16 0x8001 = -32767 shifted arithmetically, then truncated to 16 bits.
  check_vgpr(w, 8, [](int l) { return uint32_t(-32767 >> (l & 15)) & 0xffff; });
  check_vgpr(w, 9, [](int l) { return uint32_t(l); });
  check_vgpr(w, 10, [](int) { return 0x8001u; });
  check_vgpr(w, 11, [](int) { return 0x8001u; });
  check_vgpr(w, 12, [](int l) { return uint32_t(l); });
  CHECK(w.v(8, 1) == 0xC000u);
  CHECK(w.v(6, 17) == 0x0002u);
}

TEST_CASE("24-bit multiplies ignore the top byte", "[vop2][vop3]") {
  auto r = run1(R"(
    v_mov_b32 v1, 0xab800000
    v_mov_b32 v2, 0x007fffff
    v_mov_b32 v7, 0x10
    v_mul_i32_i24 v3, v1, v2
    v_mul_hi_i32_i24 v4, v1, v2
    v_mul_u32_u24 v5, v1, v2
    v_mul_hi_u32_u24 v6, v1, v2
    v_mad_i32_i24 v8, v1, v2, v7
    v_mad_u32_u24 v9, v1, v2, v7
  )");
  // i24: -0x800000 * 0x7fffff = -0x3fffff800000 = 0xffffc000_00800000.
  // u24: 0x800000 * 0x7fffff = 0x3fff_ff800000.
  const auto& w = r.w0();
  CHECK(w.v(3, 7) == 0x00800000u);
  CHECK(w.v(4, 7) == 0xffffc000u);
  CHECK(w.v(5, 7) == 0xff800000u);
  CHECK(w.v(6, 7) == 0x00003fffu);
  CHECK(w.v(8, 7) == 0x00800010u);
  CHECK(w.v(9, 7) == 0xff800010u);
}

TEST_CASE("32-bit logic, shifts, min and max", "[vop2]") {
  auto r = run1(R"(
    v_mov_b32 v1, 0x80000001
    v_lshrrev_b32 v2, v0, v1
    v_ashrrev_i32 v3, v0, v1
    v_lshlrev_b32 v4, v0, v1
    v_and_b32 v5, 0xf0f0f0f0, v1
    v_or_b32 v6, 0xf0f0f0f0, v1
    v_xor_b32 v7, 0xf0f0f0f0, v1
    v_min_i32 v8, v1, v0
    v_max_i32 v9, v1, v0
    v_min_u32 v10, v1, v0
    v_max_u32 v11, v1, v0
    v_not_b32 v12, v1
  )");
  const auto& w = r.w0();
  check_vgpr(w, 2, [](int l) { return 0x80000001u >> (l & 31); });
  check_vgpr(w, 3, [](int l) { return uint32_t(int32_t(0x80000001u) >> (l & 31)); });
  check_vgpr(w, 4, [](int l) { return 0x80000001u << (l & 31); });
  CHECK(w.v(3, 33) == 0xC0000000u);
  CHECK(w.v(5, 0) == 0x80000000u);
  CHECK(w.v(6, 0) == 0xF0F0F0F1u);
  CHECK(w.v(7, 0) == 0x70F0F0F1u);
  check_vgpr(w, 8, [](int) { return 0x80000001u; });
  check_vgpr(w, 9, [](int l) { return uint32_t(l); });
  check_vgpr(w, 10, [](int l) { return uint32_t(l); });
  check_vgpr(w, 11, [](int) { return 0x80000001u; });
  check_vgpr(w, 12, [](int) { return 0x7FFFFFFEu; });
}

TEST_CASE("v_cndmask_b32 selects by VCC and by an SGPR pair", "[vop2][vop3]") {
  auto r = run1(R"(
    s_mov_b32 vcc_lo, 0xffff
    s_mov_b32 vcc_hi, 0
    v_mov_b32 v1, 0x11111111
    v_mov_b32 v5, 0x80000003
    v_cndmask_b32 v2, v1, v0, vcc
    s_mov_b32 s20, 0
    s_mov_b32 s21, -1
    v_cndmask_b32_e64 v3, v0, v1, s[20:21]
    v_cndmask_b32_e64 v4, -v1, |v5|, s[20:21]
  )");
  check_vgpr(r.w0(), 2, [](int l) { return l < 16 ? uint32_t(l) : 0x11111111u; });
  check_vgpr(r.w0(), 3, [](int l) { return l >= 32 ? 0x11111111u : uint32_t(l); });
  // neg flips bit 31 of SRC0, abs clears bit 31 of SRC1.
  check_vgpr(r.w0(), 4, [](int l) { return l >= 32 ? 0x00000003u : 0x91111111u; });
}

TEST_CASE("EXEC-masked lanes keep their value and get a zero carry bit", "[vop2][exec]") {
  auto r = run1(R"(
    v_mov_b32 v2, 0x5555
    v_mov_b32 v1, -1
    s_mov_b32 exec_lo, 0xffff
    s_mov_b32 exec_hi, 0
    v_add_u32 v2, vcc, v1, v0
    s_mov_b64 exec, -1
  )");
  // Active lanes 0..15: 0xffffffff + l (carry for l >= 1); inactive lanes untouched.
  check_vgpr(r.w0(), 2, [](int l) { return l < 16 ? 0xffffffffu + l : 0x5555u; });
  CHECK(r.w0().vcc() == 0xFFFEull);
}
