// Named fields of the records a code object carries, each fact written once:
//  - BitField: a bit range of a register word (compute_pgm_rsrc1/2, code properties), with the
//    tables of 004 ("compute_pgm_rsrc1 for GFX6-GFX9", "compute_pgm_rsrc2 for GFX6-GFX9",
//    "Kernel Descriptor for GFX6-GFX9" kernel_code_properties) and of amd_code_property_mask_t
//    (code object v2). The KernelDescriptor accessors and `gcn-cosim info` both read these.
//  - StructField<S>: one member of a byte record (name, byte offset, width), made from a pointer
//    to member so the width is the member's own type. decode_fields() fills a struct from the
//    table; `info` prints it from the same table.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <type_traits>

#include "golden/loader/byte_view.h"

namespace gcn::loader {

struct BitField {
  std::string_view name;
  uint8_t lsb = 0;
  uint8_t width = 1;
  constexpr uint32_t get(uint64_t word) const {
    return static_cast<uint32_t>((word >> lsb) & ((uint64_t{1} << width) - 1));
  }
};

// COMPUTE_PGM_RSRC1 (GFX6-GFX9).
namespace rsrc1 {
inline constexpr BitField kVgprs{"GRANULATED_WORKITEM_VGPR_COUNT", 0, 6};
inline constexpr BitField kSgprs{"GRANULATED_WAVEFRONT_SGPR_COUNT", 6, 4};
inline constexpr BitField kPriority{"PRIORITY", 10, 2};
inline constexpr BitField kRound32{"FLOAT_ROUND_MODE_32", 12, 2};
inline constexpr BitField kRound1664{"FLOAT_ROUND_MODE_16_64", 14, 2};
inline constexpr BitField kDenorm32{"FLOAT_DENORM_MODE_32", 16, 2};
inline constexpr BitField kDenorm1664{"FLOAT_DENORM_MODE_16_64", 18, 2};
inline constexpr BitField kPriv{"PRIV", 20, 1};
inline constexpr BitField kDx10Clamp{"ENABLE_DX10_CLAMP", 21, 1};
inline constexpr BitField kDebugMode{"DEBUG_MODE", 22, 1};
inline constexpr BitField kIeeeMode{"ENABLE_IEEE_MODE", 23, 1};
inline constexpr BitField kBulky{"BULKY", 24, 1};
inline constexpr BitField kCdbgUser{"CDBG_USER", 25, 1};
inline constexpr std::array kAll{kVgprs,    kSgprs,     kPriority, kRound32,   kRound1664,
                                 kDenorm32, kDenorm1664, kPriv,    kDx10Clamp, kDebugMode,
                                 kIeeeMode, kBulky,     kCdbgUser};
}  // namespace rsrc1

// COMPUTE_PGM_RSRC2 (GFX6-GFX9).
namespace rsrc2 {
inline constexpr BitField kPrivateSegment{"ENABLE_SGPR_PRIVATE_SEGMENT_WAVEFRONT_OFFSET", 0, 1};
inline constexpr BitField kUserSgprCount{"USER_SGPR_COUNT", 1, 5};
inline constexpr BitField kTrapHandler{"ENABLE_TRAP_HANDLER", 6, 1};
inline constexpr BitField kWorkgroupIdX{"ENABLE_SGPR_WORKGROUP_ID_X", 7, 1};
inline constexpr BitField kWorkgroupIdY{"ENABLE_SGPR_WORKGROUP_ID_Y", 8, 1};
inline constexpr BitField kWorkgroupIdZ{"ENABLE_SGPR_WORKGROUP_ID_Z", 9, 1};
inline constexpr BitField kWorkgroupInfo{"ENABLE_SGPR_WORKGROUP_INFO", 10, 1};
inline constexpr BitField kWorkitemId{"ENABLE_VGPR_WORKITEM_ID", 11, 2};
inline constexpr BitField kAddressWatch{"ENABLE_EXCEPTION_ADDRESS_WATCH", 13, 1};
inline constexpr BitField kMemory{"ENABLE_EXCEPTION_MEMORY", 14, 1};
inline constexpr BitField kLdsSize{"GRANULATED_LDS_SIZE", 15, 9};
inline constexpr BitField kFpInvalid{"ENABLE_EXCEPTION_IEEE_754_FP_INVALID_OPERATION", 24, 1};
inline constexpr BitField kFpDenormal{"ENABLE_EXCEPTION_FP_DENORMAL_SOURCE", 25, 1};
inline constexpr BitField kFpDivZero{"ENABLE_EXCEPTION_IEEE_754_FP_DIVISION_BY_ZERO", 26, 1};
inline constexpr BitField kFpOverflow{"ENABLE_EXCEPTION_IEEE_754_FP_OVERFLOW", 27, 1};
inline constexpr BitField kFpUnderflow{"ENABLE_EXCEPTION_IEEE_754_FP_UNDERFLOW", 28, 1};
inline constexpr BitField kFpInexact{"ENABLE_EXCEPTION_IEEE_754_FP_INEXACT", 29, 1};
inline constexpr BitField kIntDivZero{"ENABLE_EXCEPTION_INT_DIVIDE_BY_ZERO", 30, 1};
inline constexpr std::array kAll{kPrivateSegment, kUserSgprCount, kTrapHandler, kWorkgroupIdX,
                                 kWorkgroupIdY,   kWorkgroupIdZ,  kWorkgroupInfo, kWorkitemId,
                                 kAddressWatch,   kMemory,        kLdsSize,     kFpInvalid,
                                 kFpDenormal,     kFpDivZero,     kFpOverflow,  kFpUnderflow,
                                 kFpInexact,      kIntDivZero};
}  // namespace rsrc2

// The user-SGPR enables shared by the v3+ kernel_code_properties and the v2 code_properties
// (same bits 0..6), then what each adds.
namespace code_props {
inline constexpr BitField kPrivateSegmentBuffer{"ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER", 0, 1};
inline constexpr BitField kDispatchPtr{"ENABLE_SGPR_DISPATCH_PTR", 1, 1};
inline constexpr BitField kQueuePtr{"ENABLE_SGPR_QUEUE_PTR", 2, 1};
inline constexpr BitField kKernargSegmentPtr{"ENABLE_SGPR_KERNARG_SEGMENT_PTR", 3, 1};
inline constexpr BitField kDispatchId{"ENABLE_SGPR_DISPATCH_ID", 4, 1};
inline constexpr BitField kFlatScratchInit{"ENABLE_SGPR_FLAT_SCRATCH_INIT", 5, 1};
inline constexpr BitField kPrivateSegmentSize{"ENABLE_SGPR_PRIVATE_SEGMENT_SIZE", 6, 1};
// v3+ kernel descriptor only.
inline constexpr BitField kWavefrontSize32{"ENABLE_WAVEFRONT_SIZE32", 10, 1};
inline constexpr BitField kUsesDynamicStack{"USES_DYNAMIC_STACK", 11, 1};
// v2 amd_kernel_code_t only (amd_code_property_mask_t).
inline constexpr BitField kGridWorkgroupCountX{"ENABLE_SGPR_GRID_WORKGROUP_COUNT_X", 7, 1};
inline constexpr BitField kGridWorkgroupCountY{"ENABLE_SGPR_GRID_WORKGROUP_COUNT_Y", 8, 1};
inline constexpr BitField kGridWorkgroupCountZ{"ENABLE_SGPR_GRID_WORKGROUP_COUNT_Z", 9, 1};
inline constexpr BitField kOrderedAppendGds{"ENABLE_ORDERED_APPEND_GDS", 16, 1};
inline constexpr BitField kPrivateElementSize{"PRIVATE_ELEMENT_SIZE", 17, 2};
inline constexpr BitField kIsPtr64{"IS_PTR64", 19, 1};
inline constexpr BitField kIsDynamicCallstack{"IS_DYNAMIC_CALLSTACK", 20, 1};
inline constexpr BitField kIsDebugEnabled{"IS_DEBUG_ENABLED", 21, 1};
inline constexpr BitField kIsXnackEnabled{"IS_XNACK_ENABLED", 22, 1};

inline constexpr std::array kKernelDescriptor{
    kPrivateSegmentBuffer, kDispatchPtr,        kQueuePtr,        kKernargSegmentPtr,
    kDispatchId,           kFlatScratchInit,    kPrivateSegmentSize, kWavefrontSize32,
    kUsesDynamicStack};
inline constexpr std::array kAmdKernelCode{
    kPrivateSegmentBuffer, kDispatchPtr,         kQueuePtr,           kKernargSegmentPtr,
    kDispatchId,           kFlatScratchInit,     kPrivateSegmentSize, kGridWorkgroupCountX,
    kGridWorkgroupCountY,  kGridWorkgroupCountZ, kOrderedAppendGds,   kPrivateElementSize,
    kIsPtr64,              kIsDynamicCallstack,  kIsDebugEnabled,     kIsXnackEnabled};
}  // namespace code_props

// One member of a little-endian byte record. `element(s, i)` returns the raw bits of element i
// (arrays have `count` elements of size/count bytes); `is_signed` says how to print them.
template <typename S>
struct StructField {
  std::string_view name;
  uint16_t offset = 0;
  uint16_t size = 0;   // bytes in the record
  uint16_t count = 1;  // elements
  bool is_signed = false;
  void (*decode)(S&, const ByteView&, uint64_t offset) = nullptr;
  uint64_t (*element)(const S&, size_t index) = nullptr;
};

namespace field_detail {
template <typename M>
struct Member;
template <typename S, typename T>
struct Member<T S::*> {
  using Struct = S;
  using Type = T;
};
template <typename T>
struct Elements {
  using E = T;
  static constexpr size_t kCount = 1;
  static constexpr E& at(T& v, size_t) { return v; }
  static constexpr const E& at(const T& v, size_t) { return v; }
};
template <typename U, size_t N>
struct Elements<std::array<U, N>> {
  using E = U;
  static constexpr size_t kCount = N;
  static constexpr E& at(std::array<U, N>& v, size_t i) { return v[i]; }
  static constexpr const E& at(const std::array<U, N>& v, size_t i) { return v[i]; }
};
}  // namespace field_detail

// field<&S::member>("name", offset): the table entry for one member.
template <auto M>
constexpr auto field(std::string_view name, uint16_t offset) {
  using S = typename field_detail::Member<decltype(M)>::Struct;
  using T = typename field_detail::Member<decltype(M)>::Type;
  using El = field_detail::Elements<T>;
  using E = typename El::E;
  static_assert(std::is_integral_v<E>, "record fields are integers");
  StructField<S> f;
  f.name = name;
  f.offset = offset;
  f.size = static_cast<uint16_t>(sizeof(E) * El::kCount);
  f.count = static_cast<uint16_t>(El::kCount);
  f.is_signed = std::is_signed_v<E>;
  f.decode = [](S& s, const ByteView& bytes, uint64_t at) {
    for (size_t i = 0; i < El::kCount; ++i) {
      El::at(s.*M, i) =
          static_cast<E>(bytes.template read<std::make_unsigned_t<E>>(at + i * sizeof(E), "field"));
    }
  };
  f.element = [](const S& s, size_t i) {
    return static_cast<uint64_t>(static_cast<std::make_unsigned_t<E>>(El::at(s.*M, i)));
  };
  return f;
}

// Fills every field of the table from `bytes` (which must hold the whole record).
template <typename S, size_t N>
S decode_fields(const std::array<StructField<S>, N>& table, const ByteView& bytes) {
  S s{};
  for (const StructField<S>& f : table) f.decode(s, bytes, f.offset);
  return s;
}

}  // namespace gcn::loader
