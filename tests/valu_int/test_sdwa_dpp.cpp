// SDWA operand/destination selects and DPP lane moves on integer ops. v0 = lane id l.
#include "tests/valu_int/valu_int_test.h"

using namespace gcn;
using namespace gcn::test;

TEST_CASE("SDWA byte and word source selects, with and without sext", "[sdwa]") {
  auto r = run1(R"(
    v_mov_b32 v1, 0x80f07f01
    v_mov_b32 v2, 3
    v_add_u32_sdwa v3, vcc, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:DWORD
    v_add_u32_sdwa v4, vcc, sext(v1), v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:DWORD
    v_add_u32_sdwa v5, vcc, sext(v1), v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
    v_add_u32_sdwa v6, vcc, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
  )");
  const auto& w = r.w0();
  CHECK(w.v(3, 0) == 0xF3u);        // byte 2 = 0xf0, + 3
  CHECK(w.v(4, 0) == 0xFFFFFFF3u);  // sext(0xf0) = -16, + 3
  CHECK(w.v(5, 0) == 0xFFFF80F3u);  // sext(0x80f0) + 3
  CHECK(w.v(6, 0) == 0x82u);        // byte 1 = 0x7f, + 3
}

TEST_CASE("SDWA dst_sel with dst_unused pad, sext and preserve", "[sdwa]") {
  auto r = run1(R"(
    v_mov_b32 v1, 0x80f07f01
    v_mov_b32 v2, 3
    v_mov_b32 v6, 0xaaaaaaaa
    v_mov_b32_sdwa v6, v1 dst_sel:BYTE_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_0
    v_mov_b32_sdwa v7, v1 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:BYTE_3
    v_mov_b32_sdwa v8, v1 dst_sel:BYTE_1 dst_unused:UNUSED_SEXT src0_sel:BYTE_3
    v_mov_b32_sdwa v9, v1 dst_sel:WORD_1 dst_unused:UNUSED_SEXT src0_sel:WORD_0
    v_mov_b32 v10, 0x12345555
    v_add_u16_sdwa v10, v1, v2 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_1 src1_sel:DWORD
  )");
  const auto& w = r.w0();
  CHECK(w.v(6, 0) == 0xAAAA01AAu);
  CHECK(w.v(7, 0) == 0x00008000u);
  CHECK(w.v(8, 0) == 0xFFFF8000u);  // sign of 0x80 fills the bits above the byte
  CHECK(w.v(9, 0) == 0x7F010000u);
  CHECK(w.v(10, 0) == 0x80F35555u);  // 16-bit add 0x80f0 + 3 into the high word
}

TEST_CASE("DPP quad_perm, row_shl, row_shr with bound_ctrl, row_bcast with row_mask", "[dpp]") {
  auto r = run1(R"(
    v_add_u32 v1, vcc, 100, v0
    v_mov_b32 v4, 0xdead
    v_mov_b32 v5, 0xdead
    v_mov_b32 v6, 0xdead
    v_mov_b32 v7, 0xdead
    v_mov_b32 v8, 0xdead
    v_add_u32_dpp v3, vcc, v1, v0 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
    v_add_u32_dpp v4, vcc, v1, v0 row_shl:1 row_mask:0xf bank_mask:0xf
    v_add_u32_dpp v5, vcc, v1, v0 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:0
    v_add_u32_dpp v6, vcc, v1, v0 row_bcast:15 row_mask:0xa bank_mask:0xf
    v_add_u32_dpp v7, vcc, v1, v0 row_bcast:31 row_mask:0xc bank_mask:0xf
    v_mov_b32_dpp v8, v1 quad_perm:[0,0,0,0] row_mask:0xf bank_mask:0x5
  )");
  const auto& w = r.w0();
  // v1[l] = 100 + l. quad_perm reverses each quad.
  check_vgpr(w, 3, [](int l) { return 100u + ((l & ~3) + 3 - (l & 3)) + l; });
  // row_shl:1 reads lane l+1 within the row; the last lane of a row has no source: not written.
  check_vgpr(w, 4, [](int l) { return (l & 15) == 15 ? 0xdeadu : 100u + (l + 1) + l; });
  // row_shr:1 with bound_ctrl: the first lane of a row reads 0.
  check_vgpr(w, 5, [](int l) { return (l & 15) == 0 ? uint32_t(l) : 100u + (l - 1) + l; });
  // row_bcast:15 in rows 1 and 3: lane 15 of the previous row.
  check_vgpr(w, 6, [](int l) {
    return (l >> 4) == 1 || (l >> 4) == 3 ? 100u + ((l & ~15) - 1) + l : 0xdeadu;
  });
  // row_bcast:31 in rows 2 and 3: lane 31.
  check_vgpr(w, 7, [](int l) { return l >= 32 ? 131u + l : 0xdeadu; });
  // bank_mask 0x5: banks 0 and 2 of every row.
  check_vgpr(w, 8, [](int l) { return ((l >> 2) & 1) == 0 ? 100u + (l & ~3) : 0xdeadu; });
}
