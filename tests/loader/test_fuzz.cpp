// Seeded mutation fuzzing ([fuzz], ctest label "fuzz"): mutants of the real code objects must
// either load or throw gcn::Error with a one-line "<name>: ..." message; anything else (another
// exception, a crash, an out-of-bounds read under ASan) fails. Mutations aim at the structures
// the loader parses: ELF header, program and section header tables, note, symbols, descriptors,
// relocations. GCN_FUZZ_ITERATIONS (default 20000) and GCN_FUZZ_SEED (default 1) override.
#include <algorithm>
#include <cstdlib>
#include <random>

#include "loader_test_support.h"

using loader_test::get;
using loader_test::input;

namespace {

uint64_t env_or(const char* name, uint64_t fallback) {
  const char* value = std::getenv(name);
  return value ? std::strtoull(value, nullptr, 0) : fallback;
}

struct Region {
  uint64_t offset, size;
};

struct Seed {
  std::vector<uint8_t> bytes;
  std::vector<Region> regions;  // where the parsed structures sit in the file
};

Seed make_seed(const std::string& name) {
  Seed seed{loader_test::read_bytes(input(name)), {}};
  const std::vector<uint8_t>& b = seed.bytes;
  seed.regions.push_back({0, 64});
  seed.regions.push_back({get<uint64_t>(b, 32), uint64_t{get<uint16_t>(b, 56)} * 56});
  seed.regions.push_back({get<uint64_t>(b, 40), uint64_t{get<uint16_t>(b, 60)} * 64});
  for (const auto& [section, s] : loader_test::read_listing(input(name)).sections) {
    if (section == ".text" || section == ".comment" || s.size == 0) continue;
    seed.regions.push_back({s.offset, s.size});
  }
  return seed;
}

class Mutator {
 public:
  explicit Mutator(uint64_t seed) : rng_(seed) {}

  std::vector<uint8_t> mutate(const Seed& seed) {
    std::vector<uint8_t> bytes = seed.bytes;
    const int rounds = 1 + static_cast<int>(below(3));
    for (int i = 0; i < rounds && !bytes.empty(); ++i) {
      switch (below(5)) {
        case 0:
          flip_bits(bytes, seed);
          break;
        case 1:
          bytes.resize(below(bytes.size()));
          break;
        case 2:
          overwrite_field(bytes, seed);
          break;
        case 3:
          overwrite_msgpack_marker(bytes, seed);
          break;
        default:
          copy_field(bytes, seed);
          break;
      }
    }
    return bytes;
  }

 private:
  uint64_t below(uint64_t n) {
    return n == 0 ? 0 : std::uniform_int_distribution<uint64_t>(0, n - 1)(rng_);
  }

  // An offset inside a random structure region (or anywhere), clamped to the file.
  uint64_t offset_in(const std::vector<uint8_t>& bytes, const Seed& seed) {
    uint64_t at = below(bytes.size());
    if (below(4) != 0) {
      const Region& r = seed.regions[below(seed.regions.size())];
      at = r.offset + below(r.size);
    }
    return std::min<uint64_t>(at, bytes.size() - 1);
  }

  void flip_bits(std::vector<uint8_t>& bytes, const Seed& seed) {
    for (uint64_t n = 1 + below(8); n > 0; --n) bytes[offset_in(bytes, seed)] ^= 1u << below(8);
  }

  // Values that tend to break size and offset arithmetic.
  uint64_t interesting(uint64_t file_size) {
    static const uint64_t kValues[] = {0,
                                       1,
                                       2,
                                       3,
                                       4,
                                       7,
                                       8,
                                       0x40,
                                       0x7F,
                                       0x80,
                                       0xFF,
                                       0x100,
                                       0x7FFF,
                                       0x8000,
                                       0xFFFF,
                                       0x10000,
                                       0x7FFFFFFF,
                                       0x80000000,
                                       0xFFFFFFFF,
                                       0x100000000,
                                       0x7FFFFFFFFFFFFFFF,
                                       0x8000000000000000,
                                       0xFFFFFFFFFFFFFFFF};
    switch (below(3)) {
      case 0:
        return kValues[below(std::size(kValues))];
      case 1:
        return file_size + below(16) - 8;
      default:
        return rng_();
    }
  }

  void overwrite_field(std::vector<uint8_t>& bytes, const Seed& seed) {
    const unsigned width = 1u << below(4);  // 1, 2, 4 or 8 bytes
    const uint64_t at = offset_in(bytes, seed) & ~uint64_t{width - 1};
    const uint64_t value = interesting(bytes.size());
    for (unsigned i = 0; i < width && at + i < bytes.size(); ++i) {
      bytes[at + i] = static_cast<uint8_t>(value >> (8 * i));
    }
  }

  // msgpack type bytes (fixmap/fixarray/fixstr, nil..map32) where the metadata is most fragile.
  void overwrite_msgpack_marker(std::vector<uint8_t>& bytes, const Seed& seed) {
    static const uint8_t kMarkers[] = {0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1,
                                       0xC2, 0xC3, 0xCC, 0xCD, 0xCE, 0xCF, 0xD0, 0xD9,
                                       0xDA, 0xDB, 0xDC, 0xDD, 0xDE, 0xDF, 0xFF};
    bytes[offset_in(bytes, seed)] = kMarkers[below(std::size(kMarkers))];
  }

  // Copies 1..16 bytes from one place to another (e.g. a size into an offset field).
  void copy_field(std::vector<uint8_t>& bytes, const Seed& seed) {
    const uint64_t from = offset_in(bytes, seed), to = offset_in(bytes, seed);
    const uint64_t n = std::min<uint64_t>({1 + below(16), bytes.size() - from, bytes.size() - to});
    std::copy_n(seed.bytes.begin() + std::min<uint64_t>(from, seed.bytes.size() - n), n,
                bytes.begin() + to);
  }

  std::mt19937_64 rng_;
};

// What a loaded mutant offers must be safe to use too.
void exercise(const gcn::CodeObject& co) {
  for (const gcn::Kernel& k : co.kernels()) (void)co.kernel(k.meta.name);
  (void)co.relocated_image(0x1234'5678'9000);
}

}  // namespace

TEST_CASE("mutated code objects load or throw gcn::Error, nothing else", "[loader][fuzz]") {
  const uint64_t iterations = env_or("GCN_FUZZ_ITERATIONS", 20000);
  const uint64_t seed_value = env_or("GCN_FUZZ_SEED", 1);
  std::vector<Seed> seeds;
  for (const char* name : {"args_v3.co", "args_v4.co", "args_v5.co", "asm_store_v4.co",
                           "asm_store_v5.co", "reloc_v4.co", "args_v2.co", "asm_store_v2.co"}) {
    seeds.push_back(make_seed(name));
  }
  Mutator mutator(seed_value);
  uint64_t loaded = 0, rejected = 0;
  for (uint64_t i = 0; i < iterations; ++i) {
    const std::vector<uint8_t> mutant = mutator.mutate(seeds[i % seeds.size()]);
    try {
      exercise(gcn::CodeObject::load_bytes(mutant, "mutant"));
      ++loaded;
    } catch (const gcn::Error& e) {
      const std::string message = e.what();
      const bool printable =
          std::all_of(message.begin(), message.end(), [](char c) { return c >= 0x20 && c < 0x7F; });
      if (message.rfind("mutant: ", 0) != 0 || !printable) {
        FAIL("seed " << seed_value << " mutant " << i << ": malformed message: " << message);
      }
      ++rejected;
    } catch (const std::exception& e) {
      FAIL("seed " << seed_value << " mutant " << i << " threw a non-gcn::Error: " << e.what());
    }
  }
  // Both outcomes must occur, or the mutator is not exercising the loader.
  INFO("loaded " << loaded << ", rejected " << rejected);
  CHECK(loaded > 0);
  CHECK(rejected > 0);
}
