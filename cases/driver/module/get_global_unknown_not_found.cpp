// SPDX-License-Identifier: Apache-2.0
// cuModuleGetGlobal of a name the loaded module does not define: CUDA_ERROR_NOT_FOUND.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverModuleGetGlobal, UnknownNameNotFound,
    {
        .api = {"cuModuleGetGlobal"},
        .cite = {.doc = "DRV",
            .section = "cuModuleGetGlobal",
            .quote = "If no variable of that name exists, cuModuleGetGlobal() returns CUDA_ERROR_NOT_FOUND."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::LoadedPtx loaded;
  CUdeviceptr p = 0;
  std::size_t bytes = 0;

  CUDASEM_EXPECT_CU_ERROR(drv.cuModuleGetGlobal(&p, &bytes, loaded.mod, "no_such_global"), CUDA_ERROR_NOT_FOUND);
}
