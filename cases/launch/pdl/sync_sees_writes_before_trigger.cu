// SPDX-License-Identifier: Apache-2.0
// A secondary kernel launched with programmatic stream serialization waits in
// cudaGridDependencySynchronize for the primary: every primary thread writes a marker, then
// triggers and lingers 2 ms; after the sync the secondary finds every marker.
#include "cudasem/cudasem.h"
#include "../launch_pdl.h"

namespace {
__global__ void primary(unsigned* data, unsigned marker) {
  data[blockIdx.x * blockDim.x + threadIdx.x] = marker;
  __threadfence();
  __syncthreads();
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
  cudaTriggerProgrammaticLaunchCompletion();
#endif
  const unsigned long long t0 = cudasem::launch::global_ns();
  while (cudasem::launch::global_ns() - t0 < 2000000ull) {
  }
}
}  // namespace

CUDASEM_CASE(ProgrammaticDependentLaunch, SyncSeesWritesBeforeTrigger,
    {
        .api = {"cudaLaunchKernelEx"},
        .cite = {.doc = "RT",
            .section = "cudaLaunchAttributeID (cudaLaunchAttributeProgrammaticStreamSerialization)",
            .quote =
                "The dependent launches can choose to wait on the dependency using the programmatic sync (cudaGridDependencySynchronize() or equivalent PTX instructions)."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("computeCapabilityMajor") >= 9},
    }) {
  cudasem::launch::secondary_finds_markers(primary, 0xfeedu);
}
