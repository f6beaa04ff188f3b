// SPDX-License-Identifier: Apache-2.0
// With programmatic stream serialization, the secondary kernel may start while the primary (which
// triggered at its start) still runs: the primary waits (bounded, 1 s) for a flag the secondary
// sets before cudaGridDependencySynchronize, and records whether it saw it.
#include "../launch_config.h"
#include "cudasem/cudasem.h"
#include "pdl_kernels.h"

namespace {
__device__ unsigned long long global_ns() {
  unsigned long long t;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
  return t;
}
__global__ void primary(volatile unsigned* flag, unsigned* saw) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
  cudaTriggerProgrammaticLaunchCompletion();
#endif
  const unsigned long long t0 = global_ns();
  while (!*flag && global_ns() - t0 < 1000000000ull) {
  }
  *saw = *flag;
}
__global__ void secondary(volatile unsigned* flag) {
  *flag = 1;
  __threadfence();
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
  cudaGridDependencySynchronize();
#endif
}
}  // namespace

CUDASEM_CASE(ProgrammaticDependentLaunch, SecondaryMayStartBeforePrimaryCompletes, {
    .api = {"cudaLaunchKernelEx"},
    .kind = cudasem::Kind::characterization,
    .cite = {.doc = "RT", .section = "cudaLaunchAttributeID (cudaLaunchAttributeProgrammaticStreamSerialization)",
             .quote = "the CUDA runtime should opportunistically allow the grid's execution to overlap with the previous kernel in the stream, if that kernel requests the overlap."},
    .needs = {cudasem::attr("computeCapabilityMajor") >= 9},
}) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> flag(1), saw(1);
  CUDASEM_ASSERT_OK(cudaMemset(flag.data(), 0, flag.bytes()));
  CUDASEM_ASSERT_OK(cudaMemset(saw.data(), 0, saw.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  cudaLaunchConfig_t first = cudasem_cases::launch::make_config(dim3(1), dim3(1), stream);
  cudaLaunchAttribute attr = cudasem_cases::launch::programmatic_serialization();
  cudaLaunchConfig_t second = cudasem_cases::launch::make_config(dim3(1), dim3(1), stream, 0, &attr, 1);

  CUDASEM_ASSERT_OK(cudaLaunchKernelEx(&first, primary, flag.data(), saw.data()));
  CUDASEM_ASSERT_OK(cudaLaunchKernelEx(&second, secondary, flag.data()));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));
  unsigned host = 0;
  CUDASEM_ASSERT_OK(cudaMemcpy(&host, saw.data(), sizeof host, cudaMemcpyDeviceToHost));

  cudasem::observe("secondary_started_while_primary_ran", host == 1);
}
