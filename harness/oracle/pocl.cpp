#include "harness/oracle/pocl.h"

#define CL_HPP_TARGET_OPENCL_VERSION 120
#define CL_HPP_MINIMUM_OPENCL_VERSION 120
#define CL_HPP_ENABLE_EXCEPTIONS
#include <CL/opencl.hpp>

#include <fmt/format.h>

#include "golden/common/error.h"

namespace gcn::oracle {

namespace {

struct Pocl {
  cl::Context ctx;
  cl::Device dev;
  cl::CommandQueue queue;
};

// One context for the whole process: PoCL's platform, its first device.
Pocl& pocl() {
  static Pocl p = [] {
    std::vector<cl::Platform> platforms;
    cl::Platform::get(&platforms);
    for (cl::Platform& pl : platforms) {
      if (pl.getInfo<CL_PLATFORM_NAME>().find("Portable Computing Language") == std::string::npos) continue;
      std::vector<cl::Device> devs;
      pl.getDevices(CL_DEVICE_TYPE_ALL, &devs);
      if (devs.empty()) continue;
      Pocl r;
      r.dev = devs[0];
      r.ctx = cl::Context(r.dev);
      r.queue = cl::CommandQueue(r.ctx, r.dev);
      return r;
    }
    throw Error("pocl: no PoCL platform with a device (Debian package pocl-opencl-icd)");
  }();
  return p;
}

std::string first_line(const std::string& s) { return s.substr(0, s.find('\n')); }

}  // namespace

std::map<std::string, std::vector<uint8_t>> run_pocl(const std::string& source, const LaunchSpec& spec) {
  try {
    Pocl& p = pocl();
    cl::Program prog(p.ctx, source);
    try {
      prog.build({p.dev}, "-cl-std=CL1.2 -w");  // -w: clang's warnings would go to stderr
    } catch (const cl::Error&) {
      throw Error("pocl: program does not build: " + first_line(prog.getBuildInfo<CL_PROGRAM_BUILD_LOG>(p.dev)));
    }
    cl::Kernel kern(prog, spec.kernel.c_str());
    std::map<std::string, cl::Buffer> bufs;
    for (const BufferSpec& b : spec.buffers) {
      cl::Buffer buf(p.ctx, CL_MEM_READ_WRITE, b.bytes);
      p.queue.enqueueWriteBuffer(buf, CL_TRUE, 0, b.bytes, b.init.data());
      bufs[b.name] = buf;
    }
    for (size_t i = 0; i < spec.args.size(); ++i) {
      const ArgSpec& a = spec.args[i];
      switch (a.kind) {
        case ArgSpec::Kind::Buffer: kern.setArg(cl_uint(i), bufs.at(a.buffer)); break;
        case ArgSpec::Kind::I32: case ArgSpec::Kind::U32: case ArgSpec::Kind::F32: {
          const uint32_t v = uint32_t(a.bits);
          kern.setArg(cl_uint(i), sizeof v, &v);
          break;
        }
        case ArgSpec::Kind::Local: kern.setArg(cl_uint(i), cl::Local(size_t(a.bits))); break;
        default: kern.setArg(cl_uint(i), sizeof a.bits, &a.bits); break;
      }
    }
    const auto& g = spec.grid;
    const auto& w = spec.workgroup;
    p.queue.enqueueNDRangeKernel(kern, cl::NullRange, cl::NDRange(g[0], g[1], g[2]), cl::NDRange(w[0], w[1], w[2]));
    std::map<std::string, std::vector<uint8_t>> out;
    for (const BufferSpec& b : spec.buffers) {
      if (b.output.empty()) continue;
      std::vector<uint8_t> bytes(b.bytes);
      p.queue.enqueueReadBuffer(bufs.at(b.name), CL_TRUE, 0, b.bytes, bytes.data());
      out[b.name] = std::move(bytes);
    }
    return out;
  } catch (const cl::Error& e) {
    throw Error(fmt::format("pocl: {} failed with OpenCL error {}", e.what(), e.err()));
  }
}

}  // namespace gcn::oracle
