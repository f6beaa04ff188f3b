// SPDX-License-Identifier: Apache-2.0
// cuFuncLoad of add_one once it is loaded (a first cuFuncLoad) succeeds and changes nothing:
// cuFuncIsLoaded still reports CU_FUNCTION_LOADING_STATE_LOADED and the kernel increments every element.
#include "../driver.h"
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuFuncLoad, LoadedFunctionNoEffect,
    {
        .api = {"cuFuncLoad"},
        .cite = {.doc = "DRV",
            .section = "cuFuncLoad",
            .quote = "Calling this API with a fully loaded function has no effect."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::LoadedPtx loaded;
  CUfunction f = loaded.function(cudasem::modules::kAddOne);
  CUDASEM_ASSERT_TRUE_NAMED("add_one_function.found", f != nullptr);
  CUDASEM_ASSERT_CU_OK(drv.cuFuncLoad(f));

  CUDASEM_EXPECT_CU_OK(drv.cuFuncLoad(f));

  CUfunctionLoadingState state = CU_FUNCTION_LOADING_STATE_MAX;
  CUDASEM_ASSERT_CU_OK(drv.cuFuncIsLoaded(&state, f));
  CUDASEM_EXPECT_TRUE_NAMED("state_is_loaded", state == CU_FUNCTION_LOADING_STATE_LOADED);
  cudasem::DeviceMem mem;
  const CUdeviceptr p = cudasem::alloc_ints(mem, 64, 41);
  CUDASEM_ASSERT_CU_OK(cudasem::launch_add_one(f, p, 64));
  CUDASEM_EXPECT_EQ_NAMED("elements.incremented", cudasem::count_equal(cudasem::read_ints(p, 64), 42), 64u);
}
