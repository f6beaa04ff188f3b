// SPDX-License-Identifier: Apache-2.0
// A gate holds the legacy stream and a fill kernel waits behind it; cudaMemcpy2D from the
// pitched allocation into pinned memory must wait for both and bring the filled bytes.
#include "../pitched.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemcpy2DSync, DeviceToPinnedCompleteOnReturn,
    {
        .api = {"cudaMemcpy2D"},
        .cite = {.doc = "SYNC",
            .section = "Memcpy (Synchronous)",
            .quote =
                "For transfers from device to either pageable or pinned host memory, the function returns only once the copy has completed."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::pitched::expect_device_to_host_copy2d_complete_on_return<cudasem::PinnedBuffer<unsigned char>>();
}
