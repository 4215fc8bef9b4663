#include "harness/systemc/platform.h"

#include <map>
#include <memory>
#include <vector>

#include <fmt/format.h>
#include <tlm_utils/simple_initiator_socket.h>

#include "harness/fpga/driver.h"
#include "harness/fpga/fpga_map.h"
#include "harness/systemc/cu_module.h"
#include "harness/systemc/fpga_module.h"
#include "harness/systemc/sc_sim.h"
#include "harness/systemc/tlm_memory.h"

namespace gcn {

namespace {

TlmMemory::Config mem_config(const SystemcConfig& c) {
  TlmMemory::Config m;
  m.period = sc_core::sc_time(c.period_ns, sc_core::SC_NS);
  m.min_latency = c.min_latency;
  m.max_latency = c.max_latency;
  m.seed = c.seed;
  return m;
}

AxiToTlmBridge::Config bridge_config(const SystemcConfig& c) {
  AxiToTlmBridge::Config b;
  b.data_bytes = 8;  // the CU's and the shell's 64-bit data bus
  b.max_reads = c.max_reads;
  b.max_writes = c.max_writes;
  b.workers = c.workers;
  b.seed = c.seed * 0x9E3779B97F4A7C15ull + 1;  // a stream of its own, not the memory's
  b.ready_probability = c.ready_probability;
  return b;
}

// clk -> bare module (bridge initiator) -> memory target.
struct CuPlatform {
  sc_core::sc_clock clk;
  TlmMemory mem;
  GcnCuModule cu;

  CuPlatform(Memory& image, const SystemcConfig& c, GcnCuModule::Body body)
      : clk("clk", sc_core::sc_time(c.period_ns, sc_core::SC_NS)),
        mem("mem", image, mem_config(c)),
        cu("cu", bridge_config(c), c.fetch_id, std::move(body)) {
    cu.clk(clk);
    cu.axi.bridge.socket.bind(mem.socket);
    cu.axi.install_write_observer = [this](AxiMemory::WriteObserver f) { mem.set_write_observer(std::move(f)); };
  }
};

// The host CPU: an SC_THREAD running `body` with a register bus of TLM transactions on its
// initiator socket, and the interrupt line.
class Host : public sc_core::sc_module, public fpga::RegBus {
 public:
  tlm_utils::simple_initiator_socket<Host> socket;
  sc_core::sc_in<bool> irq;
  std::function<void(Host&)> body;

  Host(sc_core::sc_module_name name, sc_core::sc_time period) : sc_module(name), socket("socket"), irq("irq"),
                                                                 period_(period) {
    SC_HAS_PROCESS(Host);
    SC_THREAD(run);
    SC_METHOD(count_irq);
    sensitive << irq.pos();
    dont_initialize();
  }

  void write32(uint32_t offset, uint32_t value) override {
    uint8_t d[4] = {uint8_t(value), uint8_t(value >> 8), uint8_t(value >> 16), uint8_t(value >> 24)};
    access(tlm::TLM_WRITE_COMMAND, offset, d);
  }
  uint32_t read32(uint32_t offset) override {
    uint8_t d[4] = {};
    access(tlm::TLM_READ_COMMAND, offset, d);
    return uint32_t(d[0]) | uint32_t(d[1]) << 8 | uint32_t(d[2]) << 16 | uint32_t(d[3]) << 24;
  }
  void wait_cycles(uint32_t cycles) override { sc_core::wait(period_ * cycles); }
  // The driver's interrupt wait: true once irq is high, false after `cycles` without it.
  bool wait_irq(uint32_t cycles) {
    if (irq.read() || cycles == 0) return irq.read();
    sc_core::wait(period_ * cycles, irq.posedge_event());
    return irq.read();
  }

  std::exception_ptr failure() const { return failure_; }
  uint32_t irq_edges() const { return irq_edges_; }

 private:
  void access(tlm::tlm_command cmd, uint32_t offset, uint8_t* d) {
    tlm::tlm_generic_payload t;
    t.set_command(cmd);
    t.set_address(offset);
    t.set_data_ptr(d);
    t.set_data_length(4);
    t.set_streaming_width(4);
    t.set_byte_enable_ptr(nullptr);
    t.set_response_status(tlm::TLM_INCOMPLETE_RESPONSE);
    sc_core::sc_time delay = sc_core::SC_ZERO_TIME;
    socket->b_transport(t, delay);
    if (!t.is_response_ok())
      throw Error(fmt::format("SystemC host: register {} 0x{:03x}: {}", cmd == tlm::TLM_WRITE_COMMAND ? "write" : "read",
                              offset, t.get_response_string()));
  }
  void run() {
    try {
      body(*this);
    } catch (...) {
      failure_ = std::current_exception();
    }
    sc_core::sc_stop();
  }
  void count_irq() { ++irq_edges_; }

  sc_core::sc_time period_;
  std::exception_ptr failure_;
  uint32_t irq_edges_ = 0;
};

// clk -> shell; host --regs--> shell; shell --irq--> host; shell --AXI4/TLM--> memory.
struct FpgaPlatform {
  sc_core::sc_clock clk;
  sc_core::sc_signal<bool> irq;
  TlmMemory mem;
  GcnFpgaModule shell;
  Host host;

  FpgaPlatform(Memory& image, const SystemcConfig& c, const GcnFpgaModule::Config& sc)
      : clk("clk", sc_core::sc_time(c.period_ns, sc_core::SC_NS)),
        irq("irq"),
        mem("mem", image, mem_config(c)),
        shell("shell", image, sc),
        host("host", sc_core::sc_time(c.period_ns, sc_core::SC_NS)) {
    shell.clk(clk);
    shell.irq(irq);
    host.irq(irq);
    host.socket.bind(shell.regs());
    shell.axi.bridge.socket.bind(mem.socket);
    shell.axi.install_write_observer = [this](AxiMemory::WriteObserver f) { mem.set_write_observer(std::move(f)); };
  }
};

// The platform as lockstep's RTL (harness/lockstep/lockstep.h, LockstepRtl).
class SystemcRtl : public LockstepRtl {
 public:
  SystemcRtl(const Dispatcher& d, Memory& mem, const LockstepOptions& o, const SystemcConfig& c)
      : d_(d), mem_(mem), o_(o), c_(c) {}

  Result run(const std::function<void(const RtlEvent&)>& on_event,
             const std::function<void(const std::string&)>& on_failure) override {
    begin_sc_simulation();
    GcnFpgaModule::Config sc;
    sc.bridge = bridge_config(c_);
    sc.fetch_id = c_.fetch_id;
    sc.trace_fst = o_.trace_fst;
    sc.trace_from = o_.trace_from;
    sc.mutant = o_.mutant;
    sc.watchdog = o_.watchdog;
    sc.max_cycles = o_.max_cycles;
    sc.wave_group = [this](uint32_t wave) { return group_of(wave); };
    fpga::DriverStats ds;
    std::exception_ptr failure;
    {
      FpgaPlatform p(mem_, c_, sc);
      platform_ = &p;
      p.shell.on_event = on_event;
      p.shell.on_failure = on_failure;
      if (observer_) p.mem.set_write_observer(observer_);
      p.host.body = [&](Host& h) {
        fpga::DriverOptions o;
        o.watchdog = o_.watchdog;
        o.wait_irq = [&h](uint32_t n) { return h.wait_irq(n); };
        o.irq_enable = c_.irq_enable;
        ds = fpga::run_dispatch(h, d_, o);
      };
      sc_core::sc_start();
      failure = p.shell.failure() ? p.shell.failure() : p.host.failure();
      cycles_ = p.shell.top().cycles();
      stats_.sim_time_ns = sc_core::sc_time_stamp().to_seconds() * 1e9;
      stats_.transactions = p.shell.axi.bridge.transactions();
      stats_.peak_outstanding = p.shell.axi.bridge.peak_outstanding();
      stats_.edges = p.shell.axi.checker().edges();
      stats_.lite_transfers = p.shell.lite().transfers();
      stats_.irq_edges = p.host.irq_edges();
      if (!failure && p.shell.lite().violation()) failure = std::make_exception_ptr(Error(*p.shell.lite().violation()));
      platform_ = nullptr;
    }
    if (failure) std::rethrow_exception(failure);
    stats_.reg_writes = ds.reg_writes;
    stats_.reg_reads = ds.reg_reads;
    stats_.status = ds.status;
    stats_.irq = ds.irq;
    return {ds.cycles, ds.waves};
  }
  uint64_t cycles() const override { return platform_ ? platform_->shell.top().cycles() : cycles_; }
  void set_write_observer(AxiMemory::WriteObserver f) override { observer_ = std::move(f); }
  const SystemcStats& stats() const { return stats_; }

 private:
  std::array<uint32_t, 3> group_of(uint32_t wave) {
    const uint32_t per = d_.waves_per_group();
    auto it = groups_.find(wave / per);
    if (it == groups_.end()) it = groups_.emplace(wave / per, d_.group_waves(wave / per)).first;
    return it->second.at(wave % per).group_id;
  }

  const Dispatcher& d_;
  Memory& mem_;
  const LockstepOptions& o_;
  const SystemcConfig& c_;
  AxiMemory::WriteObserver observer_;
  FpgaPlatform* platform_ = nullptr;
  uint64_t cycles_ = 0;
  SystemcStats stats_;
  std::map<uint32_t, std::vector<WaveState>> groups_;
};

}  // namespace

SystemcStats run_in_systemc(Memory& mem, const SystemcConfig& cfg, const GcnCuModule::Body& body) {
  begin_sc_simulation();
  SystemcStats st;
  std::exception_ptr failure;
  {
    CuPlatform p(mem, cfg, body);
    sc_core::sc_start();
    failure = p.cu.failure();
    st.sim_time_ns = sc_core::sc_time_stamp().to_seconds() * 1e9;
    st.transactions = p.cu.axi.bridge.transactions();
    st.peak_outstanding = p.cu.axi.bridge.peak_outstanding();
    st.edges = p.cu.axi.checker().edges();
  }
  if (failure) std::rethrow_exception(failure);
  return st;
}

LockstepStats run_systemc_lockstep(const Dispatcher& dispatch, Memory& rtl_mem, LockstepOptions opts,
                                   const SystemcConfig& cfg, SystemcStats* stats) {
  SystemcRtl rtl(dispatch, rtl_mem, opts, cfg);
  const LockstepStats ls = run_lockstep_on(dispatch, rtl_mem, opts, rtl);
  if (stats) *stats = rtl.stats();
  return ls;
}

}  // namespace gcn
