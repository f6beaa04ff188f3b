// SPDX-License-Identifier: Apache-2.0
// Without CUDA_MODULE_LOADING in the environment: which loading mode cuModuleGetLoadingMode
// reports (the text names no default; lazy since CUDA 12.2 in practice). The case runs without the
// harness's own CUDA_MODULE_LOADING=EAGER (toolkit_defaults); when the variable is set anyway (by
// the user), the default cannot be observed and the case is UNSUPPORTED.
#include "../driver.h"
#include "cudasem/cudasem.h"

#include <cstdlib>

CUDASEM_CASE(DriverModuleGetLoadingMode, DefaultWithoutEnv,
    {
        .api = {"cuModuleGetLoadingMode"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuModuleGetLoadingMode",
            .quote = "Module loading mode is controlled by CUDA_MODULE_LOADING env variable"},
        .claim = cudasem::Claim::hedge,
        .toolkit_defaults = true,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  if (const char* env = std::getenv("CUDA_MODULE_LOADING"))
    GTEST_SKIP() << "requires CUDA_MODULE_LOADING unset; it is set to '" << env << "'";
  CUmoduleLoadingMode mode{};

  CUDASEM_ASSERT_CU_OK(drv.cuModuleGetLoadingMode(&mode));

  cudasem::observe("loading_mode", mode == CU_MODULE_LAZY_LOADING    ? "lazy"
                                   : mode == CU_MODULE_EAGER_LOADING ? "eager"
                                                                     : "other");
}
