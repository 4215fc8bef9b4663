// decode() and disasm() against LLVM 14's own gfx803 disassembler, in-process: the same words
// must be accepted or refused, take the same size, and print the same text. Inputs are seeded
// random words (biased so every encoding is drawn often) and every instruction of every code
// object the build makes under vectors/.
#include <fmt/format.h>

#include <catch2/catch.hpp>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <vector>

#include "golden/isa/decoder.h"
#include "golden/isa/disasm.h"
#include "tests/isa/llvm_oracle.h"
#include "tests/isa/random_words.h"

namespace gcn {
namespace {

struct Tally {
  long compared = 0, accepted = 0, rejected = 0, mismatches = 0;
  std::map<Enc, long> per_enc;  // accepted words per encoding

  // Compares one instruction position; returns the byte size to advance by.
  size_t check(test::LlvmOracle& llvm, const uint32_t* w, size_t avail) {
    ++compared;
    std::optional<test::OracleResult> ref = llvm.dis(w, avail);
    Inst in = decode(w, avail);
    bool ours = in.info != nullptr;
    std::string text = ours ? disasm(in) : "-";
    bool same = bool(ref) == ours && (!ref || (ref->size == in.size && ref->text == text));
    if (ref) {
      ++accepted;
      ++per_enc[in.enc];
    } else {
      ++rejected;
    }
    if (!same && ++mismatches <= 20) {
      UNSCOPED_INFO(fmt::format("{:08x} {:08x} {:08x}: llvm `{}` ({}) ours `{}` ({})", w[0], w[1],
                                w[2], ref ? ref->text : "-", ref ? ref->size : 0, text, in.size));
    }
    return ref ? ref->size : 4;
  }

  void print(const char* what) const {
    std::printf("isa oracle (%s): compared %ld, accepted %ld, rejected %ld, mismatches %ld\n", what,
                compared, accepted, rejected, mismatches);
    for (const auto& [enc, n] : per_enc)
      std::printf("  %-6s %ld\n", std::string(enc_name(enc)).c_str(), n);
  }
};

void random_words(long n, uint64_t seed, Tally& t) {
  test::LlvmOracle llvm;
  REQUIRE(llvm.ok());
  test::RandomWords rng(seed);
  std::array<uint32_t, 4> w;
  for (long k = 0; k < n; ++k) {
    rng.next(w);
    t.check(llvm, w.data(), w.size());
  }
}

TEST_CASE("decode and disasm agree with LLVM on 120k random words", "[oracle]") {
  Tally t;
  random_words(120000, 0x5EED, t);
  t.print("random");
  CHECK(t.accepted > 50000);
  for (int e = 0; e < static_cast<int>(Enc::Count); ++e) {
    CAPTURE(enc_name(Enc(e)));
    CHECK(t.per_enc[Enc(e)] >= 100);
  }
  REQUIRE(t.mismatches == 0);
}

TEST_CASE("decode and disasm agree with LLVM on 10 million random words", "[.long][oracle]") {
  Tally t;
  random_words(10000000, 0xC0FFEE, t);
  t.print("random, long");
  REQUIRE(t.mismatches == 0);
}

// ---- code objects ---------------------------------------------------------------------------

template <typename T>
T read_at(const std::vector<char>& b, size_t off) {
  T v{};
  if (off + sizeof(T) <= b.size()) std::memcpy(&v, b.data() + off, sizeof(T));
  return v;
}

// The .text section of an ELF64 little-endian file, as dwords (empty if there is none).
std::vector<uint32_t> text_section(const std::filesystem::path& path) {
  std::ifstream f(path, std::ios::binary);
  std::vector<char> b((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
  if (b.size() < 64 || std::memcmp(b.data(),
                                   "\x7F"
                                   "ELF\x02\x01",
                                   6) != 0)
    return {};
  auto shoff = read_at<uint64_t>(b, 0x28);
  auto shentsize = read_at<uint16_t>(b, 0x3A), shnum = read_at<uint16_t>(b, 0x3C);
  auto shstrndx = read_at<uint16_t>(b, 0x3E);
  auto sh = [&](int i, size_t field) { return shoff + size_t(i) * shentsize + field; };
  uint64_t strtab = read_at<uint64_t>(b, sh(shstrndx, 24));
  for (int i = 0; i < shnum; ++i) {
    uint32_t name = read_at<uint32_t>(b, sh(i, 0));
    if (strtab + name + 6 > b.size() || std::strcmp(b.data() + strtab + name, ".text") != 0)
      continue;
    uint64_t off = read_at<uint64_t>(b, sh(i, 24)), size = read_at<uint64_t>(b, sh(i, 32));
    if (off + size > b.size()) return {};
    std::vector<uint32_t> words(size / 4);
    std::memcpy(words.data(), b.data() + off, words.size() * 4);
    return words;
  }
  return {};
}

TEST_CASE("decode and disasm agree with LLVM on every instruction of the vector code objects",
          "[oracle][vectors]") {
  namespace fs = std::filesystem;
  fs::path root = fs::path(GCN_BINARY_DIR) / "vectors";
  test::LlvmOracle llvm;
  REQUIRE(llvm.ok());
  Tally t;
  int objects = 0;
  if (fs::exists(root)) {
    for (const auto& entry : fs::recursive_directory_iterator(root)) {
      if (entry.path().extension() != ".co") continue;
      std::vector<uint32_t> words = text_section(entry.path());
      if (words.empty()) continue;
      ++objects;
      words.resize(words.size() + 3,
                   0);  // room for a trailing literal probe; never decoded as code
      CAPTURE(entry.path().string());
      size_t n = words.size() - 3;
      for (size_t at = 0; at < n;) at += t.check(llvm, words.data() + at, n - at) / 4;
    }
  }
  std::printf("isa oracle (vectors): %d code objects\n", objects);
  t.print("vectors");
  INFO("code objects under " << root << " (test_isa depends on gcn_vectors)");
  REQUIRE(objects >= 100);  // the corpus at five optimisation levels: never a silent pass on none
  REQUIRE(t.mismatches == 0);
}

}  // namespace
}  // namespace gcn
