// SPDX-License-Identifier: Apache-2.0
// cuFuncGetName of the handle cuModuleGetFunction returned for "add_one" (extern "C", not
// mangled) is "add_one".
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverFuncGetName, IsKernelName,
    {
        .api = {"cuFuncGetName"},
        .cite = {.doc = "DRV",
            .section = "cuFuncGetName",
            .quote = "Returns in **name the function name associated with the function handle hfunc ."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::LoadedPtx loaded;
  const char* name = nullptr;

  CUDASEM_ASSERT_CU_OK(drv.cuFuncGetName(&name, loaded.function(cudasem::modules::kAddOne)));

  CUDASEM_ASSERT_TRUE_NAMED("function.name_returned", name != nullptr);
  CUDASEM_EXPECT_EQ_NAMED("function.name", name, "add_one");
}
