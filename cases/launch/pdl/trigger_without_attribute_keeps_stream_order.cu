// SPDX-License-Identifier: Apache-2.0
// Without cudaLaunchAttributeProgrammaticStreamSerialization the next kernel of the stream does not
// overlap a primary that calls cudaTriggerProgrammaticLaunchCompletion: the primary triggers, then
// waits (bounded, 200 ms) for a flag the second kernel sets when it starts, and never sees it.
#include "cudasem/cudasem.h"
#include "../launch.h"
#include "../launch_pdl.h"

namespace {
__global__ void primary(volatile unsigned* flag, unsigned* saw) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
  cudaTriggerProgrammaticLaunchCompletion();
#endif
  const unsigned long long t0 = cudasem::launch::global_ns();
  while (!*flag && cudasem::launch::global_ns() - t0 < 200000000ull) {
  }
  *saw = *flag;
}
__global__ void secondary(volatile unsigned* flag) { *flag = 1; }
}  // namespace

CUDASEM_CASE(ProgrammaticDependentLaunch, TriggerWithoutAttributeKeepsStreamOrder,
    {
        .api = {"cudaLaunchKernelEx"},
        .cite = {.doc = "RT",
            .section = "cudaLaunchAttributeID (cudaLaunchAttributeProgrammaticStreamSerialization)",
            .quote =
                "signals that the kernel will use programmatic means to resolve its stream dependency, so that the CUDA runtime should opportunistically allow the grid's execution to overlap with the previous kernel in the stream, if that kernel requests the overlap."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("computeCapabilityMajor") >= 9},
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> flag(1), saw(1);
  CUDASEM_ASSERT_OK(cudaMemset(flag.data(), 0, flag.bytes()));
  CUDASEM_ASSERT_OK(cudaMemset(saw.data(), 0, saw.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  cudaLaunchConfig_t plain = cudasem::launch::make_config(dim3(1), dim3(1), stream);

  CUDASEM_ASSERT_OK(cudaLaunchKernelEx(&plain, primary, flag.data(), saw.data()));
  CUDASEM_ASSERT_OK(cudaLaunchKernelEx(&plain, secondary, flag.data()));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));
  unsigned host[2] = {9, 9};
  CUDASEM_ASSERT_OK(cudaMemcpy(&host[0], saw.data(), sizeof(unsigned), cudaMemcpyDeviceToHost));
  CUDASEM_ASSERT_OK(cudaMemcpy(&host[1], flag.data(), sizeof(unsigned), cudaMemcpyDeviceToHost));

  CUDASEM_EXPECT_EQ_NAMED("primary.saw_secondary_flag", host[0], 0u);
  CUDASEM_EXPECT_EQ_NAMED("secondary_ran", host[1], 1u) << "the second kernel did not run";
}
