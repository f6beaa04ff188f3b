// SPDX-License-Identifier: Apache-2.0
// With programmatic stream serialization, the secondary kernel may start while the primary (which
// triggered at its start) still runs: the primary waits (bounded, 1 s) for a flag the secondary
// sets before cudaGridDependencySynchronize, and records whether it saw it.
#include "cudasem/cudasem.h"
#include "../launch_pdl.h"

namespace {
__global__ void primary(volatile unsigned* flag, unsigned* saw) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
  cudaTriggerProgrammaticLaunchCompletion();
#endif
  const unsigned long long t0 = cudasem::launch::global_ns();
  while (!*flag && cudasem::launch::global_ns() - t0 < 1000000000ull) {
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

CUDASEM_CASE(ProgrammaticDependentLaunch, SecondaryMayStartBeforePrimaryCompletes,
    {
        .api = {"cudaLaunchKernelEx"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaLaunchAttributeID (cudaLaunchAttributeProgrammaticStreamSerialization)",
            .quote =
                "the CUDA runtime should opportunistically allow the grid's execution to overlap with the previous kernel in the stream, if that kernel requests the overlap."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("computeCapabilityMajor") >= 9},
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> flag(1), saw(1);
  CUDASEM_ASSERT_OK(cudaMemset(flag.data(), 0, flag.bytes()));
  CUDASEM_ASSERT_OK(cudaMemset(saw.data(), 0, saw.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  cudasem::launch::PdlConfigs pdl(stream, dim3(1), dim3(1));

  CUDASEM_ASSERT_OK(cudaLaunchKernelEx(&pdl.first, primary, flag.data(), saw.data()));
  CUDASEM_ASSERT_OK(cudaLaunchKernelEx(&pdl.second, secondary, flag.data()));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));
  unsigned host = 0;
  CUDASEM_ASSERT_OK(cudaMemcpy(&host, saw.data(), sizeof host, cudaMemcpyDeviceToHost));

  cudasem::observe("secondary_started_while_primary_ran", host == 1);
}
