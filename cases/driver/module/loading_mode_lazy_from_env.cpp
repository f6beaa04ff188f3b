// SPDX-License-Identifier: Apache-2.0
// With CUDA_MODULE_LOADING=LAZY in the environment, cuModuleGetLoadingMode reports
// CU_MODULE_LAZY_LOADING.
#include "../drv.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverModuleGetLoadingMode, LazyFromEnv, {
    .api = {"cuModuleGetLoadingMode"},
    .cite = {.doc = "DRV", .section = "cuModuleGetLoadingMode",
             .quote = "Module loading mode is controlled by CUDA_MODULE_LOADING env variable"},
    .env = {"CUDA_MODULE_LOADING=LAZY"},
}) {
  const cudasem::Driver& drv = cudasem::driver();
  const char* env = std::getenv("CUDA_MODULE_LOADING");
  ASSERT_NE(env, nullptr) << "the case runs without its CUDA_MODULE_LOADING setting (run it through ctest)";
  CUmoduleLoadingMode mode{};

  CUDASEM_ASSERT_CU_OK(drv.cuModuleGetLoadingMode(&mode));

  cudasem::observe("loading_mode", static_cast<int>(mode));
  EXPECT_EQ(mode, CU_MODULE_LAZY_LOADING);
}
