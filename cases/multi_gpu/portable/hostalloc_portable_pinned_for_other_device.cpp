// SPDX-License-Identifier: Apache-2.0
// Portable memory allocated while device 0 is current is pinned for device 1 as well: a D2H
// cudaMemcpyAsync issued on device 1 into it is asynchronous (returns while a gate holds the
// stream), as the SYNC page promises for pinned destinations only.
#include "cudasem/cudasem.h"
#include "../multi_gpu.h"

CUDASEM_CASE(PortableMemory, HostAllocPortablePinnedForOtherDevice,
    {
        .api = {"cudaHostAlloc"},
        .cite = {.doc = "RT",
            .section = "cudaHostAlloc",
            .quote =
                "cudaHostAllocPortable: The memory returned by this call will be considered as pinned memory by all CUDA contexts, not just the one that performed the allocation."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::gpus(2)},
        .exclusive = true,
    }) {
  cudasem::GatedCall r;
  ASSERT_NO_FATAL_FAILURE(cudasem::multi_gpu::d2h_on_device_1_behind_gate(cudaHostAllocPortable, &r));

  cudasem::measure("gate_attempts", r.attempts);
  CUDASEM_EXPECT_TRUE_NAMED("returned_before_release", r.returned_before_release)
      << "the D2H copy on device 1 waited as for pageable memory";
}
