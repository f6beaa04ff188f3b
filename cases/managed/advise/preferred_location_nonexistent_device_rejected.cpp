// SPDX-License-Identifier: Apache-2.0
// SetPreferredLocation to a device ordinal that does not exist (the device count) must fail.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemAdvise, PreferredLocationNonexistentDeviceRejected,
    {
        .api = {"cudaMemAdvise"},
        .cite = {.doc = "RT",
            .section = "cudaMemAdvise",
            .quote =
                "If cudaMemLocation::type is a cudaMemLocationTypeDevice, then cudaMemLocation::id must be a valid device ordinal and the device must have a non-zero value for the device attribute cudaDevAttrConcurrentManagedAccess."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  cudasem::managed::expect_advice_for_nonexistent_device_fails(cudaMemAdviseSetPreferredLocation);
}
