// SPDX-License-Identifier: Apache-2.0
// SetPreferredLocation to a device ordinal that does not exist (the device count): the text requires
// a valid device ordinal and names no failure, so what cudaMemAdvise returns is recorded
// (characterization).
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemAdvise, PreferredLocationNonexistentDeviceResult,
    {
        .api = {"cudaMemAdvise"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemAdvise",
            .quote =
                "If cudaMemLocation::type is a cudaMemLocationTypeDevice, then cudaMemLocation::id must be a valid device ordinal and the device must have a non-zero value for the device attribute cudaDevAttrConcurrentManagedAccess."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  cudasem::managed::record_advice_for_nonexistent_device(cudaMemAdviseSetPreferredLocation);
}
