// SPDX-License-Identifier: Apache-2.0
// UnsetPreferredLocation changes the preferred location to none: PreferredLocation reads
// cudaInvalidDeviceId afterwards.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemAdvise, UnsetPreferredLocationReadsInvalid,
    {
        .api = {"cudaMemAdvise"},
        .cite = {.doc = "RT",
            .section = "cudaMemAdvise",
            .quote =
                "cudaMemAdviseUnsetPreferredLocation: Undoes the effect of cudaMemAdviseSetPreferredLocation and changes the preferred location to none."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  cudasem::managed::expect_unset_advice({
      .set = cudaMemAdviseSetPreferredLocation,
      .unset = cudaMemAdviseUnsetPreferredLocation,
      .attribute = cudaMemRangeAttributePreferredLocation,
      .after_set_name = "preferred_location_after_set",
      .after_set = 0,
      .after_unset_name = "preferred_location_after_unset",
      .after_unset = cudaInvalidDeviceId,
  });
}
