// SPDX-License-Identifier: Apache-2.0
// A gate holds the legacy stream; a synchronous 64 KiB pinned H2D copy queued behind it returns only
// after it: the return follows the gate's release at two release delays (100 ms and 1 s).
#include "cudasem/cudasem.h"
#include "../apisync.h"

CUDASEM_CASE(CudaMemcpy, H2D64KiBPinnedWaitsForLegacyStream,
    {
        .api = {"cudaMemcpy"},
        .cite = {.doc = "SYNC",
            .section = "Memcpy, Synchronous",
            .quote =
                "For transfers from pinned host memory to device memory, the function is synchronous with respect to the host."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::apisync::h2d_64kib_waits_for_legacy_stream<cudasem::PinnedBuffer<unsigned char>>();
}
