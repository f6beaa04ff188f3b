// SPDX-License-Identifier: Apache-2.0
// SetAccessedBy needs a valid device ordinal: the device count (one past the last) must fail.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemAdvise, AccessedByNonexistentDeviceRejected,
    {
        .api = {"cudaMemAdvise"},
        .cite = {.doc = "RT",
            .section = "cudaMemAdvise",
            .quote =
                "The cudaMemLocation::type must be either cudaMemLocationTypeDevice with cudaMemLocation::id representing a valid device ordinal"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  cudasem::managed::expect_advice_for_nonexistent_device_fails(cudaMemAdviseSetAccessedBy);
}
