// SPDX-License-Identifier: Apache-2.0
// cuModuleGetFunctionCount of the module image with three kernels (add_one, add_value,
// read_global) returns 3.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverModuleGetFunctionCount, CountsKernels,
    {
        .api = {"cuModuleGetFunctionCount"},
        .cite = {.doc = "DRV",
            .section = "cuModuleGetFunctionCount",
            .quote = "Returns in count the number of functions in mod."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::LoadedPtx loaded;
  unsigned count = 0;

  CUDASEM_ASSERT_CU_OK(drv.cuModuleGetFunctionCount(&count, loaded.mod));

  CUDASEM_EXPECT_EQ_NAMED("function_count", count, cudasem::modules::kKernelCount);
}
