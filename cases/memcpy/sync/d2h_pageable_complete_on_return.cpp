// SPDX-License-Identifier: Apache-2.0
// A gate holds the legacy stream and a fill kernel waits behind it: the copy into pageable
// memory must wait for both and bring the filled data.
#include "cudasem/cudasem.h"
#include "../memcpy.h"

CUDASEM_CASE(CudaMemcpySync, DeviceToPageableCompleteOnReturn,
    {
        .api = {"cudaMemcpy"},
        .cite = {.doc = "SYNC",
            .section = "Memcpy (Synchronous)",
            .quote =
                "For transfers from device to either pageable or pinned host memory, the function returns only once the copy has completed."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::memcpy::d2h_complete_on_return<cudasem::PageableBuffer<unsigned>>();
}
