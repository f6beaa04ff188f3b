// SPDX-License-Identifier: Apache-2.0
// On a device with a persisting L2 set-aside (persistingL2CacheMaxSize > 0), cuCtxResetPersistingL2Cache
// in the primary context succeeds.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuCtxResetPersistingL2Cache, Succeeds,
    {
        .api = {"cuCtxResetPersistingL2Cache"},
        .cite = {.doc = "DRV",
            .section = "cuCtxResetPersistingL2Cache",
            .quote = "Resets all persisting lines in cache to normal status. Takes effect on function return."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("persistingL2CacheMaxSize") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;

  CUDASEM_EXPECT_CU_ERROR(drv.cuCtxResetPersistingL2Cache(), CUDA_SUCCESS);  // recorded: the code is the proof
}
