// SPDX-License-Identifier: Apache-2.0
// Without CUDA_MODULE_LOADING in the environment: which loading mode cuModuleGetLoadingMode
// reports (the text names no default; lazy since CUDA 12.2 in practice).
#include "../drv.h"
#include "cudasem/cudasem.h"

#include <cstdlib>

CUDASEM_CASE(DriverModuleGetLoadingMode, DefaultWithoutEnv, {
    .id = "driver.module.loading_mode_default",
    .kind = cudasem::Kind::characterization,
    .cite = {.doc = "DRV", .section = "cuModuleGetLoadingMode",
             .quote = "Module loading mode is controlled by CUDA_MODULE_LOADING env variable",
             .version = "13.0"},
}) {
  const cudasem::Driver& drv = cudasem::driver();
  const char* env = std::getenv("CUDA_MODULE_LOADING");
  cudasem::observe("env", env ? env : "(unset)");
  CUmoduleLoadingMode mode{};

  CUDASEM_ASSERT_CU_OK(drv.cuModuleGetLoadingMode(&mode));

  cudasem::observe("mode", mode == CU_MODULE_LAZY_LOADING ? "lazy" : mode == CU_MODULE_EAGER_LOADING ? "eager" : "other");
}
