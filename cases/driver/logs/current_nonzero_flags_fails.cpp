// SPDX-License-Identifier: Apache-2.0
// cuLogsCurrent with flags 1 (flags are reserved and must be 0) must fail.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuLogsCurrent, NonzeroFlagsFails,
    {
        .api = {"cuLogsCurrent"},
        .cite = {.doc = "DRV", .section = "cuLogsCurrent", .quote = "flags - Reserved for future use, must be 0"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  CUlogIterator it = 0;

  CUDASEM_EXPECT_CU_FAILURE(drv.cuLogsCurrent(&it, 1));
}
