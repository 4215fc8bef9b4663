// A read-only, bounds-checked window on bytes. Everything the loader reads from a code object
// goes through one of these, so a malformed file ends in gcn::Error and never in an
// out-of-bounds read: offsets and lengths come from the file and are not trusted.
#pragma once

#include <fmt/format.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <type_traits>

#include "golden/common/error.h"

namespace gcn::loader {

class ByteView {
 public:
  // `name` says what the bytes are ("file", ".dynstr", ...) for error messages.
  ByteView(const uint8_t* data, size_t size, std::string name)
      : data_(data), size_(size), name_(std::move(name)) {}

  size_t size() const { return size_; }
  const uint8_t* data() const { return data_; }
  const std::string& name() const { return name_; }

  // True if [offset, offset + length) lies inside the view; immune to overflow.
  bool contains(uint64_t offset, uint64_t length) const {
    return offset <= size_ && length <= size_ - offset;
  }

  // The sub-range [offset, offset + length), or Error naming `what` when it does not fit.
  ByteView sub(uint64_t offset, uint64_t length, const std::string& what) const {
    require(offset, length, what);
    return ByteView(data_ + offset, static_cast<size_t>(length), what);
  }

  // Little-endian unsigned integer of type T at `offset`.
  template <typename T>
  T read(uint64_t offset, const char* what) const {
    static_assert(std::is_unsigned_v<T>, "read unsigned, convert after");
    require(offset, sizeof(T), what);
    T value = 0;
    for (size_t i = 0; i < sizeof(T); ++i) {
      value |= static_cast<T>(static_cast<T>(data_[offset + i]) << (8 * i));
    }
    return value;
  }

  // The NUL-terminated string starting at `offset`, at most `max_length` bytes long; the NUL
  // must lie inside the view. The cap bounds the work a corrupt table of names can cause.
  std::string cstring(uint64_t offset, const char* what, size_t max_length) const {
    require(offset, 0, what);
    const size_t scan = std::min<size_t>(size_ - offset, max_length + 1);
    const void* nul = std::memchr(data_ + offset, 0, scan);
    if (nul == nullptr) {
      throw Error(fmt::format("{} at 0x{:x} in {} is not NUL-terminated within {} bytes", what,
                              offset, name_, max_length));
    }
    return std::string(reinterpret_cast<const char*>(data_ + offset),
                       static_cast<const uint8_t*>(nul) - (data_ + offset));
  }

 private:
  void require(uint64_t offset, uint64_t length, const std::string& what) const {
    if (!contains(offset, length)) {
      throw Error(fmt::format("{} at 0x{:x} (0x{:x} bytes) lies outside {} (0x{:x} bytes)", what,
                              offset, length, name_, size_));
    }
  }

  const uint8_t* data_;
  size_t size_;
  std::string name_;
};

// `text` with every byte outside printable ASCII written as \xNN: names read from a corrupt
// file must not break the one-line error message.
inline std::string printable(std::string_view text) {
  std::string result;
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte >= 0x20 && byte < 0x7F) {
      result += c;
    } else {
      result += fmt::format("\\x{:02x}", byte);
    }
  }
  return result;
}

}  // namespace gcn::loader
