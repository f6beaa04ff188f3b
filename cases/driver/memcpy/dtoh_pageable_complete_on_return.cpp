// SPDX-License-Identifier: Apache-2.0
// A gate holds the legacy stream and a fill kernel waits behind it; cuMemcpyDtoH of the filled
// buffer into pageable memory must return with every filled word in place.
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpyDtoH, PageableCompleteOnReturn,
    {
        .api = {"cuMemcpyDtoH"},
        .cite = {.doc = "SYNC",
            .section = "Memcpy (Synchronous)",
            .quote =
                "For transfers from device to either pageable or pinned host memory, the function returns only once the copy has completed."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  expect_dtoh_complete_on_return(HostMemKind::pageable);
}
