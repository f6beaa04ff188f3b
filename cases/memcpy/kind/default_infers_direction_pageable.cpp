// SPDX-License-Identifier: Apache-2.0
// Plain malloc host buffers (never registered) and device buffers, every direction.
#include "cudasem/cudasem.h"
#include "../memcpy.h"

CUDASEM_CASE(CudaMemcpyDefault, InfersDirectionForPageableHostMemory,
    {
        .api = {"cudaMemcpy"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.10. Unified Virtual Address Space",
            .quote =
                "This also works for host pointers not allocated through CUDA, as long as the current device uses unified addressing."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("unifiedAddressing") >= 1},
    }) {
  cudasem::memcpy::default_kind_in_every_direction<cudasem::PageableBuffer<unsigned>>(0xa5a5);
}
