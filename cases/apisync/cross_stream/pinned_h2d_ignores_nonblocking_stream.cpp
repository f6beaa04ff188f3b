// SPDX-License-Identifier: Apache-2.0
// A gate holds a non-blocking stream; the pinned H2D copy (legacy stream) returns while it holds.
#include "cudasem/cudasem.h"
#include "../apisync.h"

CUDASEM_CASE(CudaMemcpyCrossStream, PinnedH2DIgnoresNonBlockingStream,
    {
        .api = {"cudaMemcpy"},
        .cite = {.doc = "SSYNC",
            .section = "Legacy default stream",
            .quote =
                "Non-blocking streams which do not synchronize with the legacy stream can be created using the cudaStreamNonBlocking flag"},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::apisync::h2d_returns_while_nonblocking_stream_held<cudasem::PinnedBuffer<unsigned>>();
}
