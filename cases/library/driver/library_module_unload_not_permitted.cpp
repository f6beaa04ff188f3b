// SPDX-License-Identifier: Apache-2.0
// cuModuleUnload of the module cuLibraryGetModule returned for the current context:
// CUDA_ERROR_NOT_PERMITTED.
#include "cudasem/cudasem.h"
#include "../library.h"

CUDASEM_CASE(CuModuleUnload, LibraryModuleNotPermitted,
    {
        .api = {"cuModuleUnload"},
        .cite = {.doc = "DRV",
            .section = "cuModuleUnload",
            .quote =
                "Attempting to unload a module which was obtained from the Library Management API such as cuLibraryGetModule will return CUDA_ERROR_NOT_PERMITTED."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::Library lib;
  cudasem::library::load_driver_library(lib, cudasem::modules::fatbin().data);
  cudasem::library::load_into_current_context(lib, cudasem::modules::kAddOne);
  if (HasFatalFailure()) return;
  CUmodule mod = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuLibraryGetModule(&mod, lib));

  CUDASEM_EXPECT_CU_ERROR(drv.cuModuleUnload(mod), CUDA_ERROR_NOT_PERMITTED);
}
