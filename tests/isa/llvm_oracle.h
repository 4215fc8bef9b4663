// LLVM 14's own AMDGPU disassembler (MCDisassembler + MCInstPrinter behind the llvm-c API),
// in-process, as the reference for decode() acceptance and disasm() text.
#pragma once

#include <llvm-c/Disassembler.h>
#include <llvm-c/Target.h>

#include <cstdint>
#include <cstring>
#include <optional>
#include <string>

namespace gcn::test {

struct OracleResult {
  std::string text;  // whitespace collapsed, trailing comment removed
  size_t size;       // bytes consumed
};

// Collapses runs of blanks and drops a trailing "; ..." or "// ..." comment, the form
// disasm() promises.
inline std::string normalize_llvm_text(const char* raw) {
  std::string out;
  for (const char* p = raw; *p; ++p) {
    bool blank = *p == ' ' || *p == '\t';
    if (blank) {
      if (!out.empty() && out.back() != ' ') out += ' ';
      continue;
    }
    if ((*p == ';' || (p[0] == '/' && p[1] == '/')) && (out.empty() || out.back() == ' ')) break;
    out += *p;
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

class LlvmOracle {
 public:
  LlvmOracle() {
    LLVMInitializeAMDGPUTargetInfo();
    LLVMInitializeAMDGPUTargetMC();
    LLVMInitializeAMDGPUDisassembler();
    ctx_ = LLVMCreateDisasmCPU("amdgcn--amdhsa", "gfx803", nullptr, 0, nullptr, nullptr);
  }
  ~LlvmOracle() {
    if (ctx_) LLVMDisasmDispose(ctx_);
  }
  LlvmOracle(const LlvmOracle&) = delete;
  LlvmOracle& operator=(const LlvmOracle&) = delete;

  bool ok() const { return ctx_ != nullptr; }

  // Disassembles the instruction at words[0]; nullopt when LLVM rejects it.
  std::optional<OracleResult> dis(const uint32_t* words, size_t n) {
    uint8_t bytes[64];
    size_t nb = std::min(n * 4, sizeof bytes);
    std::memcpy(bytes, words, nb);
    char buf[512];
    size_t used = LLVMDisasmInstruction(ctx_, bytes, nb, 0, buf, sizeof buf);
    if (used == 0) return std::nullopt;
    return OracleResult{normalize_llvm_text(buf), used};
  }

 private:
  LLVMDisasmContextRef ctx_ = nullptr;
};

}  // namespace gcn::test
