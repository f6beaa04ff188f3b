// SPDX-License-Identifier: Apache-2.0
// cuModuleLoad of a path that does not exist: CUDA_ERROR_FILE_NOT_FOUND.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverModuleLoad, MissingFileNotFound,
    {
        .api = {"cuModuleLoad"},
        .cite = {.doc = "DRV",
            .section = "CUresult (CUDA_ERROR_FILE_NOT_FOUND)",
            .quote = "This indicates that the file specified was not found."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  CUmodule mod = nullptr;

  CUDASEM_EXPECT_CU_ERROR(
      drv.cuModuleLoad(&mod, "/tmp/cudasem-no-such-dir/no-such-module.cubin"), CUDA_ERROR_FILE_NOT_FOUND);

  if (mod) drv.cuModuleUnload(mod);
}
