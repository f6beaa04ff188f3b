// SPDX-License-Identifier: Apache-2.0
// Pinned host and device buffers; every direction with cudaMemcpyDefault.
#include "cudasem/cudasem.h"
#include "../memcpy.h"

CUDASEM_CASE(CudaMemcpyDefault, InfersDirectionForCudaAllocations,
    {
        .api = {"cudaMemcpy"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpy",
            .quote =
                "Passing cudaMemcpyDefault is recommended, in which case the type of transfer is inferred from the pointer values."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("unifiedAddressing") >= 1},
    }) {
  cudasem::memcpy::default_kind_in_every_direction<cudasem::PinnedBuffer<unsigned>>(0x5a5a);
}
