// SPDX-License-Identifier: Apache-2.0
// cuLibraryGetKernel of a name the library does not define: CUDA_ERROR_NOT_FOUND.
#include "cudasem/cudasem.h"
#include "../library.h"

CUDASEM_CASE(CuLibraryGetKernel, UnknownNameNotFound,
    {
        .api = {"cuLibraryGetKernel"},
        .cite = {.doc = "DRV",
            .section = "cuLibraryGetKernel",
            .quote = "If kernel handle is not found, the call returns CUDA_ERROR_NOT_FOUND."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::Library lib;
  cudasem::library::load_driver_library(lib, cudasem::modules::fatbin().data);
  CUkernel kernel = nullptr;

  CUDASEM_EXPECT_CU_ERROR(drv.cuLibraryGetKernel(&kernel, lib, "no_such_kernel"), CUDA_ERROR_NOT_FOUND);
}
