// SPDX-License-Identifier: Apache-2.0
// cudaMemAdviseUnsetReadMostly undoes SetReadMostly: the ReadMostly attribute reads 0 again.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemAdvise, UnsetReadMostlyClearsAttribute,
    {
        .api = {"cudaMemAdvise"},
        .cite = {.doc = "RT",
            .section = "cudaMemAdvise",
            .quote =
                "Undoes the effect of cudaMemAdviseSetReadMostly and also prevents the Unified Memory driver from attempting heuristic read-duplication on the memory range."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  cudasem::managed::expect_unset_advice({
      .set = cudaMemAdviseSetReadMostly,
      .unset = cudaMemAdviseUnsetReadMostly,
      .attribute = cudaMemRangeAttributeReadMostly,
      .after_set_name = "read_mostly_after_set",
      .after_set = 1,
      .after_unset_name = "read_mostly_after_unset",
      .after_unset = 0,
  });
}
