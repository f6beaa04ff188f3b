// SPDX-License-Identifier: Apache-2.0
// A gate holds the legacy stream; cudaMemcpy2D from pageable memory to a pitched allocation
// synchronizes with the stream before copying: its return follows the gate's release at two
// release delays.
#include "../pitched.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemcpy2DSync, PageableToDeviceWaitsForStream,
    {
        .api = {"cudaMemcpy2D"},
        .cite = {.doc = "SYNC",
            .section = "Memcpy (Synchronous)",
            .quote =
                "For transfers from pageable host memory to device memory, a stream sync is performed before the copy is initiated."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::pitched::expect_host_to_device_copy2d_waits_for_gate<cudasem::PageableBuffer<unsigned char>>(/*rows=*/1024);
}
