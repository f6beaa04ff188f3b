// SPDX-License-Identifier: Apache-2.0
// cuModuleGetGlobal of an existing global with both dptr and bytes NULL (only one may be) must
// fail (a documented code, recorded).
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverModuleGetGlobal, BothOutputsNullFails,
    {
        .api = {"cuModuleGetGlobal"},
        .cite = {.doc = "DRV",
            .section = "cuModuleGetGlobal",
            .quote = "One of the parameters dptr or bytes (not both) can be NULL in which case it is ignored."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::LoadedPtx loaded;

  CUDASEM_EXPECT_CU_FAILURE(drv.cuModuleGetGlobal(nullptr, nullptr, loaded.mod, cudasem::modules::kGlobal));
}
