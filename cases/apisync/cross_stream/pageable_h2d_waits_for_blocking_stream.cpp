// SPDX-License-Identifier: Apache-2.0
// A gate, then a marker kernel writing the destination, in a blocking stream; a pageable H2D
// cudaMemcpy (legacy stream) must be ordered after them: the destination ends with the copied data.
#include "cudasem/cudasem.h"
#include "../apisync.h"

CUDASEM_CASE(CudaMemcpyCrossStream, PageableH2DWaitsForBlockingStream,
    {
        .api = {"cudaMemcpy"},
        .cite = {.doc = "SSYNC",
            .section = "Legacy default stream",
            .quote =
                "the legacy stream first waits on all blocking streams, the action is queued in the legacy stream, and then all blocking streams wait on the legacy stream."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::apisync::h2d_ordered_after_blocking_stream<cudasem::PageableBuffer<unsigned>>();
}
