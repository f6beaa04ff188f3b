// SPDX-License-Identifier: Apache-2.0
// cuModuleGetFunction of a name the loaded module does not define: CUDA_ERROR_NOT_FOUND.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverModuleGetFunction, UnknownNameNotFound,
    {
        .api = {"cuModuleGetFunction"},
        .cite = {.doc = "DRV",
            .section = "cuModuleGetFunction",
            .quote = "If no function of that name exists, cuModuleGetFunction() returns CUDA_ERROR_NOT_FOUND."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::LoadedPtx loaded;
  CUfunction f = nullptr;

  CUDASEM_EXPECT_CU_ERROR(drv.cuModuleGetFunction(&f, loaded.mod, "no_such_kernel"), CUDA_ERROR_NOT_FOUND);
}
