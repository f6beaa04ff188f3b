// SPDX-License-Identifier: Apache-2.0
// Under lazy loading, the handles cuModuleEnumerateFunctions gives for the PTX module are each
// finalized by cuFuncLoad: cuFuncIsLoaded then reports CU_FUNCTION_LOADING_STATE_LOADED for all three.
#include "../driver.h"
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuFuncLoad, ThenIsLoaded,
    {
        .api = {"cuFuncLoad", "cuFuncIsLoaded"},
        .cite = {.doc = "DRV", .section = "cuFuncLoad", .quote = "Finalizes function loading for function."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
        .env = {"CUDA_MODULE_LOADING=LAZY"},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::LoadedPtx loaded;
  CUfunction fns[cudasem::modules::kKernelCount] = {};
  CUDASEM_ASSERT_CU_OK(drv.cuModuleEnumerateFunctions(fns, cudasem::modules::kKernelCount, loaded.mod));

  unsigned loaded_count = 0;
  for (CUfunction f : fns) {
    CUDASEM_ASSERT_TRUE_NAMED("function_handle.enumerated", f != nullptr);
    CUfunctionLoadingState before = CU_FUNCTION_LOADING_STATE_MAX;
    CUDASEM_EXPECT_CU_OK(drv.cuFuncIsLoaded(&before, f));
    cudasem::environment("state_before_load", static_cast<int>(before));
    CUDASEM_ASSERT_CU_OK(drv.cuFuncLoad(f));
    CUfunctionLoadingState after = CU_FUNCTION_LOADING_STATE_MAX;
    CUDASEM_ASSERT_CU_OK(drv.cuFuncIsLoaded(&after, f));
    loaded_count += after == CU_FUNCTION_LOADING_STATE_LOADED;
  }
  CUDASEM_EXPECT_EQ_NAMED("functions_loaded_after_load", loaded_count, cudasem::modules::kKernelCount);
}
