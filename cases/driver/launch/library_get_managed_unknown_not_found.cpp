// SPDX-License-Identifier: Apache-2.0
// cuLibraryGetManaged of a name the library (the embedded PTX, which has no managed variable) does
// not define returns CUDA_ERROR_NOT_FOUND.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuLibraryGetManaged, UnknownNotFound,
    {
        .api = {"cuLibraryGetManaged"},
        .cite = {.doc = "DRV",
            .section = "cuLibraryGetManaged",
            .quote =
                "If no managed memory with the requested name name exists, the call returns CUDA_ERROR_NOT_FOUND."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::Library lib;
  CUkernel kernel = nullptr;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::library_kernel(lib, kernel));
  CUdeviceptr p = 0;
  std::size_t bytes = 0;

  CUDASEM_EXPECT_CU_ERROR(drv.cuLibraryGetManaged(&p, &bytes, lib, "no_such_managed"), CUDA_ERROR_NOT_FOUND);
}
