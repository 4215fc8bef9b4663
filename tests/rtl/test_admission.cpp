// The RTL engines' work-group admission policy (harness/rtl/admission.h), without the RTL:
// whole groups only, a work-group slot each, LDS regions first fit in 512-byte granules.
#include <catch2/catch.hpp>

#include "harness/rtl/admission.h"

TEST_CASE("a work-group is admitted only when all its waves, VGPRs and LDS fit at once", "[rtl][admission]") {
  // 8 wave slots, 64 KiB LDS, groups of 2 waves with 20000 bytes of LDS (40 granules = 20480).
  gcn::GroupAdmission a(8, 65536, 20000, 2);
  CHECK_FALSE(a.fit(1, 2, 512, 64));   // one free slot for two waves
  CHECK_FALSE(a.fit(8, 2, 63, 64));    // VGPRs short by one
  auto p0 = a.fit(8, 2, 512, 64);
  REQUIRE(p0);
  CHECK(p0->wg_slot == 0);
  CHECK(p0->lds_base == 0);
  a.admit(*p0);
  a.add_wave(p0->wg_slot, 0);
  a.add_wave(p0->wg_slot, 1);
  auto p1 = a.fit(6, 2, 512, 64);
  REQUIRE(p1);
  CHECK(p1->wg_slot == 1);
  CHECK(p1->lds_base == 20480);
  a.admit(*p1);
  a.add_wave(p1->wg_slot, 2);
  a.add_wave(p1->wg_slot, 3);
  auto p2 = a.fit(4, 2, 512, 64);
  REQUIRE(p2);
  CHECK(p2->lds_base == 40960);
  a.admit(*p2);
  CHECK_FALSE(a.fit(4, 2, 512, 64));  // 61440 + 20480 > 65536: no LDS region left
  CHECK(a.slot_taken(2));
  // Group 0 finishes: both waves halted, nothing in flight. Its region is reused first fit.
  a.halted(0);
  a.release_finished([](uint32_t) { return false; });
  CHECK(a.resident() == 3);  // one wave still running
  a.halted(1);
  a.release_finished([](uint32_t s) { return s == 1; });
  CHECK(a.resident() == 3);  // slot 1 still has memory in flight
  a.release_finished([](uint32_t) { return false; });
  CHECK(a.resident() == 2);
  CHECK_FALSE(a.slot_taken(0));
  auto p3 = a.fit(4, 2, 512, 64);
  REQUIRE(p3);
  CHECK(p3->wg_slot == 0);
  CHECK(p3->lds_base == 0);
}
