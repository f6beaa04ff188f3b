// SPDX-License-Identifier: Apache-2.0
// With CUDA_MODULE_LOADING=EAGER in the environment, cuModuleGetLoadingMode reports
// CU_MODULE_EAGER_LOADING.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverModuleGetLoadingMode, EagerFromEnv,
    {
        .api = {"cuModuleGetLoadingMode"},
        .cite = {.doc = "DRV",
            .section = "cuModuleGetLoadingMode",
            .quote = "Module loading mode is controlled by CUDA_MODULE_LOADING env variable"},
        .claim = cudasem::Claim::promise,
        .env = {"CUDA_MODULE_LOADING=EAGER"},
    }) {
  cudasem::driver_api::expect_loading_mode_from_env(CU_MODULE_EAGER_LOADING);
}
