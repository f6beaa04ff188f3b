// SPDX-License-Identifier: Apache-2.0
// Characterization: the cited text hedges ("can", "may", "should", "some devices", "when
// applicable"), so the behavior is recorded, not asserted.
// A gate holds the stream; the pinned copy behind it must return while it holds.
#include "cudasem/cudasem.h"
#include "../memcpy.h"

CUDASEM_CASE(CudaMemcpyAsync, DeviceToPinnedReturnsBeforeCopy,
    {
        .api = {"cudaMemcpyAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "SYNC",
            .section = "Memcpy (Asynchronous)",
            .quote = "For all other transfers, the function should be fully asynchronous."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  cudasem::memcpy::pinned_async_copy_behind_gate(cudaMemcpyDeviceToHost);
}
