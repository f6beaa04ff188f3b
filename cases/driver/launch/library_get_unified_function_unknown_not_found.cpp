// SPDX-License-Identifier: Apache-2.0
// cuLibraryGetUnifiedFunction of a symbol the library (the embedded PTX) does not define returns
// CUDA_ERROR_NOT_FOUND.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuLibraryGetUnifiedFunction, UnknownNotFound,
    {
        .api = {"cuLibraryGetUnifiedFunction"},
        .cite = {.doc = "DRV",
            .section = "cuLibraryGetUnifiedFunction",
            .quote = "If no unified function with name symbol exists, the call returns CUDA_ERROR_NOT_FOUND."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::Library lib;
  CUkernel kernel = nullptr;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::library_kernel(lib, kernel));
  void* fptr = nullptr;

  CUDASEM_EXPECT_CU_ERROR(drv.cuLibraryGetUnifiedFunction(&fptr, lib, "no_such_function"), CUDA_ERROR_NOT_FOUND);
}
