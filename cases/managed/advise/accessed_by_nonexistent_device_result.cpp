// SPDX-License-Identifier: Apache-2.0
// SetAccessedBy for the device count (one past the last ordinal): the text requires a valid device
// ordinal and names no failure, so what cudaMemAdvise returns is recorded (characterization).
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemAdvise, AccessedByNonexistentDeviceResult,
    {
        .api = {"cudaMemAdvise"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemAdvise",
            .quote =
                "The cudaMemLocation::type must be either cudaMemLocationTypeDevice with cudaMemLocation::id representing a valid device ordinal"},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  cudasem::managed::record_advice_for_nonexistent_device(cudaMemAdviseSetAccessedBy);
}
