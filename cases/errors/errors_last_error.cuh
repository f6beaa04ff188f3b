// SPDX-License-Identifier: Apache-2.0
// The errors/last_error/*_returns_each_error cases: one row per error code that a runtime call is
// known to return, with the call that provokes it on objects the case sets up. Each call but the
// library loads of InvalidPtx and NoKernelImageForDevice returned its code in a committed H100 or
// H200 run (the case named beside it); those two load an image this GPU cannot run (PTX that does not
// compile, a cubin of another architecture). The case reads
// cudaGetLastError or cudaPeekAtLastError right after the call, and checks it against the code the
// call returned.
#pragma once

#include <cuda_runtime.h>
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <string>

#include "cudasem/check.h"
#include "cudasem/driver_objects.h"
#include "cudasem/graph.h"
#include "cudasem/observe.h"
#include "cudasem/resources.h"
#include "kernels/modules/modules.h"
#include "errors_register_heavy.cuh"

namespace cudasem::errors {
namespace {

__device__ unsigned g_last_error_symbol[4];
unsigned g_host_only[4];

// What the provoking calls use, and what they leave to release after the error was read.
struct LastErrorObjects {
  DeviceBuffer<unsigned char> a{4096}, b{4096};
  unsigned char host[4096] = {};
  int pipe_fds[2] = {-1, -1};
  Owner<cudaExternalMemory_t, &cudaDestroyExternalMemory> external;
  Owner<cudaLibrary_t, &cudaLibraryUnload> library;
  Owner<void*, &cudaFree> allocation;
  int max_threads = 0;
  modules::Image foreign;

  LastErrorObjects() = default;
  LastErrorObjects(const LastErrorObjects&) = delete;
  LastErrorObjects& operator=(const LastErrorObjects&) = delete;
  ~LastErrorObjects() {
    for (int fd : pipe_fds)
      if (fd >= 0) close(fd);
  }
};

// A row: the error (its name without "cudaError"), what prepares its call (returning why the row
// cannot apply on this machine, or an empty string), and the call that provokes the error.
struct LastErrorRow {
  const char* key;
  cudaError_t error;
  std::string (*prepare)(LastErrorObjects&);
  cudaError_t (*provoke)(LastErrorObjects&);
};

std::string nothing_to_prepare(LastErrorObjects&) { return {}; }

// A kernel whose body holds an instruction no PTX ISA defines: well-formed header, text the PTX JIT
// compiler cannot compile.
constexpr const char kMalformedPtx[] = R"PTX(
.version 8.0
.target sm_75
.address_size 64

.visible .entry malformed()
{
	not_an_instruction.u32 	%r1, 1;
	ret;
}
)PTX";

// cudaLibraryLoadData of `code`, then (when the load succeeds) cudaLibraryGetKernel of `name`: the code
// of the last call made.
cudaError_t load_and_get_kernel(LastErrorObjects& o, const void* code, const char* name) {
  const cudaError_t loaded = cudaLibraryLoadData(o.library.out(), code, nullptr, nullptr, 0, nullptr, nullptr, 0);
  if (loaded != cudaSuccess) return loaded;
  cudaKernel_t kernel = nullptr;
  return cudaLibraryGetKernel(&kernel, o.library, name);
}

constexpr LastErrorRow kLastErrorRows[] = {
    // errors.null_out.stream_create
    {"InvalidValue", cudaErrorInvalidValue, &nothing_to_prepare,
        [](LastErrorObjects&) { return cudaStreamCreate(nullptr); }},
    // errors.zeroed.invalid_value_listed_result.cudadevicegettexture1dlinearmaxwidth: a zeroed descriptor
    {"InvalidChannelDescriptor", cudaErrorInvalidChannelDescriptor, &nothing_to_prepare,
        [](LastErrorObjects&) {
          std::size_t width = 0;
          const cudaChannelFormatDesc zeroed = {};
          return cudaDeviceGetTexture1DLinearMaxWidth(&width, &zeroed, 0);
        }},
    // errors.zeroed.invalid_value_listed_result.cudagraphaddnode: zeroed parameters (a kernel node
    // without a function) into a NULL graph
    {"InvalidDeviceFunction", cudaErrorInvalidDeviceFunction, &nothing_to_prepare,
        [](LastErrorObjects&) {
          cudaGraphNode_t node = nullptr;
          cudaGraphNodeParams zeroed = {};
          return cudaGraphAddNode(&node, nullptr, nullptr, nullptr, 0, &zeroed);
        }},
    // memcpy.kind.invalid_kind_rejected
    {"InvalidMemcpyDirection", cudaErrorInvalidMemcpyDirection, &nothing_to_prepare,
        [](LastErrorObjects& o) { return cudaMemcpy(o.a.data(), o.host, 64, static_cast<cudaMemcpyKind>(7)); }},
    // pitched.copy2d.width_exceeds_pitch_fails
    {"InvalidPitchValue", cudaErrorInvalidPitchValue, &nothing_to_prepare,
        [](LastErrorObjects& o) {
          return cudaMemcpy2D(o.b.data(), 512, o.a.data(), 256, 300, 4, cudaMemcpyDeviceToDevice);
        }},
    // errors.null_handle.event_query
    {"InvalidResourceHandle", cudaErrorInvalidResourceHandle, &nothing_to_prepare,
        [](LastErrorObjects&) { return cudaEventQuery(nullptr); }},
    // symbols.copy.not_a_symbol_fails
    {"InvalidSymbol", cudaErrorInvalidSymbol, &nothing_to_prepare,
        [](LastErrorObjects& o) {
          return cudaMemcpyToSymbol(static_cast<const void*>(g_host_only), o.host, sizeof g_host_only);
        }},
    // errors.async.launch_out_of_resources_registers
    {"LaunchOutOfResources", cudaErrorLaunchOutOfResources,
        [](LastErrorObjects& o) -> std::string {
          cudaFuncAttributes fa{};
          int regs_per_block = 0;
          if (cudaFuncGetAttributes(&fa, reinterpret_cast<const void*>(&register_heavy)) != cudaSuccess ||
              cudaDeviceGetAttribute(&o.max_threads, cudaDevAttrMaxThreadsPerBlock, 0) != cudaSuccess ||
              cudaDeviceGetAttribute(&regs_per_block, cudaDevAttrMaxRegistersPerBlock, 0) != cudaSuccess)
            return "the kernel's or the device's attributes could not be read";
          environment("kernel.registers_per_thread", fa.numRegs);
          if (static_cast<long>(fa.numRegs) * o.max_threads <= regs_per_block)
            return "the kernel compiled to " + std::to_string(fa.numRegs) +
                   " registers: " + std::to_string(o.max_threads) + " threads fit in " + std::to_string(regs_per_block);
          return {};
        },
        [](LastErrorObjects& o) {
          float* in = reinterpret_cast<float*>(o.a.data());   // 1024 floats
          float* out = reinterpret_cast<float*>(o.b.data());  // no block of this launch starts
          int rounds = 4;
          void* args[] = {&in, &out, &rounds};
          return cudaLaunchKernel(
              reinterpret_cast<const void*>(&register_heavy), dim3(1), dim3(o.max_threads), args, 0, nullptr);
        }},
    // interop.vulkan_memory.import_rejects_fd_of_non_memory_object: a pipe's read end as memory
    {"Unknown", cudaErrorUnknown,
        [](LastErrorObjects& o) -> std::string {
          if (pipe(o.pipe_fds) != 0) return "pipe() failed";
          return {};
        },
        [](LastErrorObjects& o) {
          cudaExternalMemoryHandleDesc desc = {};
          desc.type = cudaExternalMemoryHandleTypeOpaqueFd;
          desc.handle.fd = o.pipe_fds[0];
          desc.size = std::size_t{1} << 20;
          const cudaError_t r = cudaImportExternalMemory(o.external.out(), &desc);
          if (r == cudaSuccess) o.pipe_fds[0] = -1;  // CUDA owns it now
          return r;
        }},
    // compat.ptx.newer_compiler_library_load_result: PTX newer than the driver reads (its load succeeds
    // and the error comes at the kernel; a load that fails is the provoking call instead)
    {"UnsupportedPtxVersion", cudaErrorUnsupportedPtxVersion,
        [](LastErrorObjects&) -> std::string {
          int driver = 0;
          if (cudaDriverGetVersion(&driver) != cudaSuccess) return "cudaDriverGetVersion failed";
          environment("driver_cuda_version", static_cast<std::int64_t>(driver));
          if (driver >= modules::kNewerPtxToolkit)
            return "the driver (" + std::to_string(driver) + ") reads the committed PTX of CUDA " +
                   std::to_string(modules::kNewerPtxToolkit);
          return {};
        },
        [](LastErrorObjects& o) { return load_and_get_kernel(o, modules::newer_ptx().data, modules::kAddOne); }},
    // a cubin of another major architecture than this GPU's (kernels/modules builds sm_75 and sm_90;
    // cuModuleLoadData of it: driver.module.load_data_foreign_cubin_no_binary)
    {"NoKernelImageForDevice", cudaErrorNoKernelImageForDevice,
        [](LastErrorObjects& o) -> std::string {
          o.foreign = foreign_cubin(device0());
          if (!o.foreign) return "the build has no cubin of another architecture than this GPU's";
          environment("cubin_arch", o.foreign.arch);
          return {};
        },
        [](LastErrorObjects& o) { return load_and_get_kernel(o, o.foreign.data, modules::kAddOne); }},
    // PTX whose kernel body holds an instruction no PTX ISA defines: its compilation fails (at the
    // load or at the kernel, as above)
    {"InvalidPtx", cudaErrorInvalidPtx, &nothing_to_prepare,
        [](LastErrorObjects& o) { return load_and_get_kernel(o, kMalformedPtx, "malformed"); }},
    // device_memory.oom.size_max_returns_memory_allocation
    {"MemoryAllocation", cudaErrorMemoryAllocation, &nothing_to_prepare,
        [](LastErrorObjects& o) { return cudaMalloc(o.allocation.out(), SIZE_MAX); }},
};

}  // namespace
}  // namespace cudasem::errors
