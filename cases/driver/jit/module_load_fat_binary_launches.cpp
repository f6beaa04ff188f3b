// SPDX-License-Identifier: Apache-2.0
// cuModuleLoadFatBinary of the embedded fat binary, then add_one launched with cuLaunchKernel: every
// element is incremented.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuModuleLoadFatBinary, Launches,
    {
        .api = {"cuModuleLoadFatBinary"},
        .cite = {.doc = "DRV",
            .section = "cuModuleLoadFatBinary",
            .quote = "Takes a pointer fatCubin and loads the corresponding module module into the current context."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  const cudasem::modules::Image image = cudasem::modules::fatbin();
  cudasem::Module mod;

  CUDASEM_ASSERT_CU_OK(drv.cuModuleLoadFatBinary(mod.out(), image.data));

  cudasem::driver_api::expect_module_adds_one(mod);
}
