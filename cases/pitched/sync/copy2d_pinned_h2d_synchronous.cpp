// SPDX-License-Identifier: Apache-2.0
// A gate holds the legacy stream; cudaMemcpy2D from pinned memory to a pitched allocation is
// synchronous with the host: its return follows the gate's release at two release delays.
#include "../pitched.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemcpy2DSync, PinnedToDeviceIsSynchronous,
    {
        .api = {"cudaMemcpy2D"},
        .cite = {.doc = "SYNC",
            .section = "Memcpy (Synchronous)",
            .quote =
                "For transfers from pinned host memory to device memory, the function is synchronous with respect to the host."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::pitched::expect_host_to_device_copy2d_waits_for_gate<cudasem::PinnedBuffer<unsigned char>>(/*rows=*/256);
}
