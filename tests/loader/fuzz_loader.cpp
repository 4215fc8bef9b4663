// libFuzzer target: any byte string must load as a code object or throw gcn::Error; a crash, an
// ASan/UBSan report or any other exception is a bug. Built only with -DGCN_FUZZ=ON and clang:
//
//   cmake -S /work/main -B /work/build-fuzz -G Ninja -DGCN_FUZZ=ON \
//         -DCMAKE_C_COMPILER=clang-14 -DCMAKE_CXX_COMPILER=clang++-14
//   ninja -C /work/build-fuzz fuzz_loader
//   mkdir -p /tmp/loader-corpus && cp /work/build-fuzz/tests/loader/inputs/*.co /tmp/loader-corpus
//   /work/build-fuzz/tests/loader/fuzz_loader -dict=/work/main/tests/loader/fuzz_loader.dict \
//         -max_total_time=300 -rss_limit_mb=2048 /tmp/loader-corpus
//
// A crash leaves crash-<sha1> in the working directory; reproduce with
// `fuzz_loader crash-<sha1>`, then turn it into a case of test_errors.cpp.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "golden/common/error.h"
#include "golden/loader/code_object.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::vector<uint8_t> bytes(data, data + size);
  try {
    const gcn::CodeObject co = gcn::CodeObject::load_bytes(bytes, "fuzz");
    // What a loaded object offers must be safe to use too.
    for (const gcn::Kernel& k : co.kernels()) (void)co.kernel(k.meta.name);
    (void)co.relocated_image(0x1234'5678'9000);
  } catch (const gcn::Error&) {
    // The expected way to reject an input.
  }
  return 0;
}
