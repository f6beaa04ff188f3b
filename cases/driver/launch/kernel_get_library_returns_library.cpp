// SPDX-License-Identifier: Apache-2.0
// cuKernelGetLibrary of a kernel obtained with cuLibraryGetKernel returns the library it came from.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuKernelGetLibrary, ReturnsLibrary,
    {
        .api = {"cuKernelGetLibrary"},
        .cite = {.doc = "DRV",
            .section = "cuKernelGetLibrary",
            .quote = "Returns in pLib the handle of the library for the requested kernel kernel"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::Library lib;
  CUkernel kernel = nullptr;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::library_kernel(lib, kernel));
  CUlibrary got = nullptr;

  CUDASEM_ASSERT_CU_OK(drv.cuKernelGetLibrary(&got, kernel));

  CUDASEM_EXPECT_TRUE_NAMED("library_is_loading_library", got == lib.get());
}
