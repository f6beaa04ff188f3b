// SPDX-License-Identifier: Apache-2.0
// A primary that never calls cudaTriggerProgrammaticLaunchCompletion: the secondary (launched with
// programmatic stream serialization) waits in cudaGridDependencySynchronize and finds the
// markers the primary wrote at its very end, after lingering 2 ms.
#include "cudasem/cudasem.h"
#include "../launch_pdl.h"

namespace {
__global__ void primary(unsigned* data, unsigned marker) {
  const unsigned long long t0 = cudasem::launch::global_ns();
  while (cudasem::launch::global_ns() - t0 < 2000000ull) {
  }
  data[blockIdx.x * blockDim.x + threadIdx.x] = marker;
}
}  // namespace

CUDASEM_CASE(ProgrammaticDependentLaunch, SyncSeesWritesOfUntriggeredPrimary,
    {
        .api = {"cudaLaunchKernelEx"},
        .cite = {.doc = "RT",
            .section = "cudaLaunchAttributeID (cudaLaunchAttributeProgrammaticStreamSerialization)",
            .quote =
                "The dependent launches can choose to wait on the dependency using the programmatic sync (cudaGridDependencySynchronize() or equivalent PTX instructions)."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("computeCapabilityMajor") >= 9},
    }) {
  cudasem::launch::secondary_finds_markers(primary, 0xbeefu);
}
