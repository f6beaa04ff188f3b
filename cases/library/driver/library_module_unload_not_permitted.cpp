// SPDX-License-Identifier: Apache-2.0
// cuModuleUnload of the module cuLibraryGetModule returned for the current context:
// CUDA_ERROR_NOT_PERMITTED.
#include "cudasem/cudasem.h"
#include "../lib.h"

CUDASEM_CASE(CuModuleUnload, LibraryModuleNotPermitted, {
    .api = {"cuModuleUnload"},
    .cite = {.doc = "DRV", .section = "cuModuleUnload",
             .quote = "Attempting to unload a module which was obtained from the Library Management API such as cuLibraryGetModule will return CUDA_ERROR_NOT_PERMITTED."},
}) {
  const cudasem::Driver& drv = cudasem::driver();
  drvcase::PrimaryCurrent primary;
  drvcase::Library lib;
  libcase::load_driver_library(lib, cudasem::modules::fatbin().data);
  CUkernel kernel = nullptr;
  CUfunction f = nullptr;  // loads the library into this context (lazy loading loads on use)
  CUDASEM_ASSERT_CU_OK(drv.cuLibraryGetKernel(&kernel, lib, cudasem::modules::kAddOne));
  CUDASEM_ASSERT_CU_OK(drv.cuKernelGetFunction(&f, kernel));
  CUmodule mod = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuLibraryGetModule(&mod, lib));

  CUDASEM_EXPECT_CU_ERROR(drv.cuModuleUnload(mod), CUDA_ERROR_NOT_PERMITTED);
}
