// SPDX-License-Identifier: Apache-2.0
// cuFuncGetModule of a function taken from a module returns that module's handle.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverFuncGetModule, IsLoadingModule,
    {
        .api = {"cuFuncGetModule"},
        .cite = {.doc = "DRV",
            .section = "cuFuncGetModule",
            .quote = "Returns in *hmod the handle of the module that function hfunc is located in."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::LoadedPtx loaded;
  CUmodule mod = nullptr;

  CUDASEM_ASSERT_CU_OK(drv.cuFuncGetModule(&mod, loaded.function(cudasem::modules::kAddValue)));

  CUDASEM_EXPECT_TRUE_NAMED("module_is_loading_module", mod == loaded.mod.get());
}
