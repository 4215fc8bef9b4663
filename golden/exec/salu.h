// SALU machinery shared by SOP1/SOP2/SOPK/SOPC bodies: scalar operand fetch by the table's
// operand widths, SDST write-back and SCC. Whether SCC is written comes from the table
// (kWritesScc), so a body only computes it:
//   salu_op<uint32_t(uint32_t, uint32_t)>([](uint32_t a, uint32_t b, bool& scc) { ... })
//   salu_op<uint64_t(uint64_t)>([](uint64_t a) { ... })
//   salu_op<void(int32_t, int32_t)>([](int32_t a, int32_t b, bool& scc) { scc = a < b; })
#pragma once

#include <tuple>
#include <type_traits>

#include "golden/exec/ctx.h"
#include "golden/exec/registry.h"

namespace gcn {
namespace salu {

template <typename T> T read(Ctx& c, int slot) {
  if constexpr (sizeof(T) == 8) return static_cast<T>(c.ssrc64(slot));
  else return static_cast<T>(c.ssrc32(slot));
}

template <typename Sig> struct Body;
template <typename D, typename... S> struct Body<D(S...)> {
  template <typename F> static void run(Ctx& c, const F& f) {
    auto args = read_all(c, std::index_sequence_for<S...>{});
    bool scc = c.w.scc;
    auto call = [&](auto&... a) {
      if constexpr (std::is_invocable_v<F, S..., bool&>) return f(a..., scc);
      else return f(a...);
    };
    if constexpr (std::is_void_v<D>) {
      std::apply(call, args);
    } else {
      const D r = std::apply(call, args);
      if constexpr (sizeof(D) == 8) c.write_sdst64(static_cast<uint64_t>(r));
      else c.write_sdst32(static_cast<uint32_t>(r));
    }
    if (c.op().effects & kWritesScc) c.set_scc(scc);
  }

 private:
  template <size_t... I> static std::tuple<S...> read_all(Ctx& c, std::index_sequence<I...>) {
    return {read<S>(c, int(I))...};
  }
};

}  // namespace salu

template <typename Sig, typename F> ExecFn salu_op(F f) {
  return [f](Ctx& c) { salu::Body<Sig>::run(c, f); };
}

}  // namespace gcn
