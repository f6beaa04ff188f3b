// SPDX-License-Identifier: Apache-2.0
// Characterization: with the release threshold at 0, does the pool give its memory back at the
// next device synchronize? Allocates and frees 32 MiB, synchronizes with cudaDeviceSynchronize, and
// records the reserved memory and cudaMemGetInfo's free memory before and after.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolAttribute, ReleaseThresholdZeroDeviceSync,
    {
        .api = {"cudaMemPoolSetAttribute"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemPoolSetAttribute",
            .quote =
                "When more than the release threshold bytes of memory are held by the memory pool, the allocator will try to release memory back to the OS on the next call to stream, event or context synchronize."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  ASSERT_NO_FATAL_FAILURE(cudasem::mempool::release_threshold_zero_after(
      [](cudaStream_t, cudaEvent_t) { return cudaDeviceSynchronize(); }));
}
