#include "harness/systemc/tlm_memory.h"

#include <fmt/format.h>

#include "golden/common/error.h"

namespace gcn {

TlmMemory::TlmMemory(sc_core::sc_module_name name, Memory& mem, Config cfg)
    : sc_module(name), socket("socket"), mem_(mem), cfg_(cfg), rng_(cfg.seed) {
  if (cfg_.min_latency > cfg_.max_latency)
    throw Error(fmt::format("TLM memory: latency {}..{} cycles is empty", cfg_.min_latency, cfg_.max_latency));
  socket.register_b_transport(this, &TlmMemory::b_transport);
}

void TlmMemory::b_transport(tlm::tlm_generic_payload& t, sc_core::sc_time& delay) {
  const bool write = t.is_write();
  if (!write && !t.is_read()) {
    t.set_response_status(tlm::TLM_COMMAND_ERROR_RESPONSE);
    return;
  }
  if (t.get_streaming_width() < t.get_data_length()) {
    t.set_response_status(tlm::TLM_BURST_ERROR_RESPONSE);
    return;
  }
  const uint64_t base = t.get_address();
  unsigned char* data = t.get_data_ptr();
  const unsigned char* be = t.get_byte_enable_ptr();
  const uint32_t be_len = t.get_byte_enable_length();
  bool ok = true;
  for (uint32_t i = 0; i < t.get_data_length(); ++i) {
    const uint64_t a = base + i;
    if (be && be_len && be[i % be_len] != TLM_BYTE_ENABLED) continue;
    const bool mapped = mem_.find(a, 1) != nullptr;
    ok &= mapped;
    if (write) {
      if (!mapped) continue;
      uint8_t old = 0;
      mem_.read(a, &old, 1);
      mem_.write(a, &data[i], 1);
      if (on_write_) on_write_(a, old, data[i]);
    } else {
      data[i] = 0;
      if (mapped) mem_.read(a, &data[i], 1);
    }
  }
  ++(write ? writes_ : reads_);
  const uint32_t cycles = std::uniform_int_distribution<uint32_t>(cfg_.min_latency, cfg_.max_latency)(rng_);
  delay += cfg_.period * double(cycles);
  t.set_response_status(ok ? tlm::TLM_OK_RESPONSE : tlm::TLM_ADDRESS_ERROR_RESPONSE);
}

}  // namespace gcn
