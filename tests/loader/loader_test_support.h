// Helpers shared by the loader tests: the built inputs, their llvm-readelf listings (the oracle
// for addresses, parsed here independently of the loader), and byte patching for broken inputs.
#pragma once

#include <catch2/catch.hpp>
#include <cctype>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <iterator>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "golden/common/error.h"
#include "golden/loader/code_object.h"

namespace loader_test {

inline std::string input(const std::string& name) {
  return std::string(GCN_LOADER_INPUTS) + "/" + name;
}

inline std::vector<uint8_t> read_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("test input missing: " + path);
  return std::vector<uint8_t>((std::istreambuf_iterator<char>(in)),
                              std::istreambuf_iterator<char>());
}

template <typename T>
T get(const std::vector<uint8_t>& bytes, uint64_t offset) {
  REQUIRE(offset + sizeof(T) <= bytes.size());
  T value;
  std::memcpy(&value, bytes.data() + offset, sizeof(T));  // the host is little-endian like GCN
  return value;
}

template <typename T>
void put(std::vector<uint8_t>& bytes, uint64_t offset, T value) {
  REQUIRE(offset + sizeof(T) <= bytes.size());
  std::memcpy(bytes.data() + offset, &value, sizeof(T));
}

// Replaces every occurrence of `from` with the same-length `to`; returns how many it replaced.
inline int replace_all(std::vector<uint8_t>& bytes, const std::string& from,
                       const std::string& to) {
  REQUIRE(from.size() == to.size());
  int count = 0;
  for (size_t at = 0; at + from.size() <= bytes.size(); ++at) {
    if (std::memcmp(bytes.data() + at, from.data(), from.size()) == 0) {
      std::memcpy(bytes.data() + at, to.data(), to.size());
      ++count;
    }
  }
  return count;
}

struct Section {
  int index = 0;
  uint64_t addr = 0, offset = 0, size = 0;
};
struct Symbol {
  int index = 0;
  uint64_t value = 0, size = 0;
  std::string type;
};
struct Relocation {
  uint64_t offset = 0;
  std::string type;
  uint64_t addend = 0;
};

// `llvm-readelf -W --sections --syms --dyn-syms --relocs X.co`, as written by the build next to
// X.co. Symbols are keyed by table (".dynsym" / ".symtab") and name.
struct Listing {
  std::map<std::string, Section> sections;
  std::map<std::string, std::map<std::string, Symbol>> symbols;
  std::vector<Relocation> relocations;

  const Section& section(const std::string& name) const {
    auto it = sections.find(name);
    if (it == sections.end()) throw std::runtime_error("listing has no section " + name);
    return it->second;
  }
  const Symbol& symbol(const std::string& table, const std::string& name) const {
    auto it = symbols.at(table).find(name);
    if (it == symbols.at(table).end()) throw std::runtime_error("listing has no symbol " + name);
    return it->second;
  }
};

inline uint64_t hex(const std::string& text) { return std::stoull(text, nullptr, 16); }

// Reads the three kinds of line the tests need and ignores the rest:
//   "  [ 7] .text  PROGBITS  0000000000001c00 000c00 000260 ..."      (section)
//   "     2: 0000000000000b80    64 OBJECT  GLOBAL PROTECTED   6 k.kd"  (symbol)
//   "0000000000002668  000000000000000d R_AMDGPU_RELATIVE64   544"      (relocation)
inline Listing read_listing(const std::string& code_object) {
  std::ifstream in(code_object + ".readelf");
  if (!in) throw std::runtime_error("listing missing: " + code_object + ".readelf");
  Listing listing;
  std::string table, line;
  while (std::getline(in, line)) {
    std::istringstream fields(line);
    std::string first;
    fields >> first;
    if (line.rfind("Symbol table '", 0) == 0) {
      table = line.substr(14, line.find('\'', 14) - 14);
    } else if (first == "[" || (first.size() > 1 && first[0] == '[' && std::isdigit(first[1]))) {
      // "[ 7]" splits into "[" "7]"; "[10]" stays one field.
      std::string index = first == "[" ? "" : first.substr(1);
      if (index.empty()) fields >> index;
      Section s;
      std::string name, type, addr, off, size;
      s.index = std::stoi(index);
      if (s.index == 0 || !(fields >> name >> type >> addr >> off >> size)) continue;
      s.addr = hex(addr), s.offset = hex(off), s.size = hex(size);
      listing.sections[name] = s;
    } else if (!table.empty() && first.size() > 1 && first.back() == ':' &&
               std::isdigit(first[0])) {
      Symbol sym;
      std::string value, bind, vis, ndx, name;
      sym.index = std::stoi(first);
      if (!(fields >> value >> sym.size >> sym.type >> bind >> vis >> ndx >> name)) continue;
      sym.value = hex(value);
      listing.symbols[table][name] = sym;
    } else if (first.size() == 16 && line.find(" R_AMDGPU_") != std::string::npos) {
      Relocation r;
      std::string info, last, token;
      fields >> info >> r.type;
      while (fields >> token) last = token;
      r.offset = hex(first), r.addend = hex(last);
      listing.relocations.push_back(r);
    }
  }
  return listing;
}

// The loader's error message for `bytes`, or "" if it loaded. Other exceptions propagate.
inline std::string load_error(const std::vector<uint8_t>& bytes, const std::string& name = "x.co") {
  try {
    gcn::CodeObject::load_bytes(bytes, name);
  } catch (const gcn::Error& e) {
    return e.what();
  }
  return "";
}

}  // namespace loader_test
