// VOP1 integer/bitwise ops. v0 = lane id l.
#include "tests/valu_int/valu_int_test.h"

using namespace gcn;
using namespace gcn::test;

TEST_CASE("v_not, v_bfrev and the bit scans", "[vop1]") {
  auto r = run1(R"(
    v_mov_b32 v1, 0x00f00000
    v_not_b32 v2, v1
    v_bfrev_b32 v3, v1
    v_ffbh_u32 v4, v1
    v_ffbl_b32 v5, v1
    v_mov_b32 v6, 0xfff00000
    v_ffbh_i32 v7, v6
    v_ffbh_i32 v8, 1
    v_ffbh_i32 v9, 0
    v_ffbh_i32 v10, -1
    v_ffbh_u32 v11, 0
    v_ffbl_b32 v12, v0
    v_ffbh_u32_e64 v13, -1
  )");
  const auto& w = r.w0();
  CHECK(w.v(2, 3) == 0xFF0FFFFFu);
  CHECK(w.v(3, 3) == 0x00000F00u);  // bits 20..23 -> bits 8..11
  CHECK(w.v(4, 3) == 8u);           // highest set bit 23 -> 8 zeros above
  CHECK(w.v(5, 3) == 20u);
  CHECK(w.v(7, 3) == 12u);  // 0xfff00000: first 0 below the sign at bit 19
  CHECK(w.v(8, 3) == 31u);
  CHECK(w.v(9, 3) == 0xFFFFFFFFu);
  CHECK(w.v(10, 3) == 0xFFFFFFFFu);
  CHECK(w.v(11, 3) == 0xFFFFFFFFu);
  CHECK(w.v(13, 3) == 0u);
  check_vgpr(w, 12, [](int l) { return l == 0 ? 0xFFFFFFFFu : uint32_t(__builtin_ctz(l)); });
}

TEST_CASE("v_readfirstlane_b32 reads the lowest active lane, lane 0 when EXEC is zero", "[vop1]") {
  auto r = run1(R"(
    v_add_u32 v1, vcc, 100, v0
    s_mov_b32 exec_lo, 0xfff00000
    v_readfirstlane_b32 s10, v1
    s_mov_b32 exec_lo, 0
    s_mov_b32 exec_hi, 0
    v_readfirstlane_b32 s11, v1
    s_mov_b64 exec, -1
  )");
  CHECK(r.w0().sreg[10] == 120u);
  CHECK(r.w0().sreg[11] == 100u);
}

TEST_CASE("v_movrels, v_movreld and v_movrelsd index VGPRs by M0", "[vop1]") {
  auto r = run1(R"(
    v_mov_b32 v2, 0x1234
    v_add_u32 v5, vcc, 50, v0
    v_add_u32 v6, vcc, 60, v0
    v_add_u32 v7, vcc, 70, v0
    s_mov_b32 m0, 2
    v_movrels_b32 v1, v5
    v_movreld_b32 v2, v5
    v_movrelsd_b32 v8, v5
    v_movrels_b32_e64 v11, v5
  )");
  const auto& w = r.w0();
  check_vgpr(w, 1, [](int l) { return 70u + l; });   // v1 = v[5+2]
  check_vgpr(w, 4, [](int l) { return 50u + l; });   // v[2+2] = v5
  check_vgpr(w, 2, [](int) { return 0x1234u; });     // v2 itself untouched
  check_vgpr(w, 10, [](int l) { return 70u + l; });  // v[8+2] = v[5+2]
  check_vgpr(w, 11, [](int l) { return 70u + l; });  // VOP3 form: v11 = v[5+2]
}

TEST_CASE("an M0-relative VGPR index past the allocation is an error", "[vop1]") {
  CHECK_THROWS_WITH(run1("s_mov_b32 m0, 100\n v_movrels_b32 v1, v5"),
                    Catch::Contains("M0-relative"));
}

TEST_CASE("s_set_gpr_idx_on offsets the selected VALU VGPR operands by M0[7:0]", "[vop1][gpr_idx]") {
  auto r = run1(R"(
    v_mov_b32 v5, 55
    v_mov_b32 v6, 3
    v_mov_b32 v7, 4
    v_mov_b32 v8, 88
    s_mov_b32 s2, 0x303                  ; index = S0[7:0] = 3
    s_set_gpr_idx_on s2, gpr_idx(SRC0)
    v_mov_b32 v20, v5                    ; reads v8
    s_set_gpr_idx_off
    v_mov_b32 v21, v5                    ; plain again
    s_set_gpr_idx_on 2, gpr_idx(DST)
    v_mov_b32 v30, v5                    ; writes v32
    v_add_u32 v40, vcc, v5, v8           ; writes v42; sources not indexed
    s_set_gpr_idx_on 1, gpr_idx(SRC0,SRC1,SRC2,DST)
    v_mad_u32_u24 v50, v5, v6, v7        ; v51 = v6 * v7 + v8
    v_add_u32 v60, vcc, 1, v5            ; the inline constant is not indexed: v61 = 1 + v6
    s_set_gpr_idx_off
  )");
  const auto& w = r.w0();
  check_vgpr(w, 20, [](int) { return 88u; });
  check_vgpr(w, 21, [](int) { return 55u; });
  check_vgpr(w, 32, [](int) { return 55u; });
  check_vgpr(w, 42, [](int) { return 143u; });
  check_vgpr(w, 51, [](int) { return 3u * 4u + 88u; });
  check_vgpr(w, 61, [](int) { return 4u; });
  CHECK(w.sreg[opnd::kM0] == 0xF001u);  // index 1, all four operands selected
  CHECK((w.mode & (1u << 27)) == 0);
}

TEST_CASE("a GPR index past the VGPR allocation is an error", "[vop1][gpr_idx]") {
  CHECK_THROWS_WITH(run1("s_set_gpr_idx_on 60, gpr_idx(SRC0)\n v_mov_b32 v1, v10"),
                    Catch::Contains("GPR index 60"));
}

TEST_CASE("v_clrexcp has no modelled effect", "[vop1]") {
  auto r = run1(R"(
    v_mov_b32 v1, 5
    v_clrexcp
    v_clrexcp_e64
  )");
  check_vgpr(r.w0(), 1, [](int) { return 5u; });
}
