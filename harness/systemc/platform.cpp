#include "harness/systemc/platform.h"

#include <cstdlib>
#include <memory>

#include "harness/systemc/cu_module.h"
#include "harness/systemc/sc_sim.h"
#include "harness/systemc/tlm_memory.h"

namespace gcn {

namespace {

// clk -> CU module (bridge initiator) -> memory target.
struct Platform {
  sc_core::sc_clock clk;
  TlmMemory mem;
  GcnCuModule cu;

  Platform(Memory& image, const SystemcConfig& c, GcnCuModule::Body body)
      : clk("clk", sc_core::sc_time(c.period_ns, sc_core::SC_NS)),
        mem("mem", image, mem_config(c)),
        cu("cu", bridge_config(c), c.fetch_id, std::move(body)) {
    cu.clk(clk);
    cu.bridge.socket.bind(mem.socket);
    cu.install_write_observer = [this](AxiMemory::WriteObserver f) { mem.set_write_observer(std::move(f)); };
  }

  static TlmMemory::Config mem_config(const SystemcConfig& c) {
    TlmMemory::Config m;
    m.period = sc_core::sc_time(c.period_ns, sc_core::SC_NS);
    m.min_latency = c.min_latency;
    m.max_latency = c.max_latency;
    m.seed = c.seed;
    return m;
  }
  static AxiToTlmBridge::Config bridge_config(const SystemcConfig& c) {
    AxiToTlmBridge::Config b;
    b.data_bytes = 8;  // gcn_cu's default AxiDataWidth (64), as RtlCu's AxiMemory
    b.max_reads = c.max_reads;
    b.max_writes = c.max_writes;
    b.workers = c.workers;
    b.seed = c.seed * 0x9E3779B97F4A7C15ull + 1;  // a stream of its own, not the memory's
    b.ready_probability = c.ready_probability;
    return b;
  }
};

}  // namespace

SystemcStats run_in_systemc(Memory& mem, const SystemcConfig& cfg, const GcnCuModule::Body& body) {
  begin_sc_simulation();
  SystemcStats st;
  std::exception_ptr failure;
  {
    Platform p(mem, cfg, body);
    sc_core::sc_start();
    failure = p.cu.failure();
    st.sim_time_ns = sc_core::sc_time_stamp().to_seconds() * 1e9;
    st.transactions = p.cu.bridge.transactions();
    st.peak_outstanding = p.cu.bridge.peak_outstanding();
    st.edges = p.cu.checker().edges();
  }
  if (failure) std::rethrow_exception(failure);
  return st;
}

LockstepStats run_systemc_lockstep(const Dispatcher& dispatch, Memory& rtl_mem, LockstepOptions opts,
                                   const SystemcConfig& cfg, SystemcStats* stats) {
  LockstepStats ls;
  const SystemcStats st = run_in_systemc(rtl_mem, cfg, [&](AxiSlave& axi, const std::function<void()>& tick) {
    opts.external_axi = &axi;
    opts.after_tick = tick;
    ls = run_lockstep(dispatch, rtl_mem, opts);
  });
  if (stats) *stats = st;
  return ls;
}

}  // namespace gcn
