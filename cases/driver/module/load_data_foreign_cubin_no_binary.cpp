// SPDX-License-Identifier: Apache-2.0
// cuModuleLoadData of a cubin built for another major architecture than this GPU's (no PTX in
// it): CUDA_ERROR_NO_BINARY_FOR_GPU.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverModuleLoad, ForeignCubinNoBinaryForGpu,
    {
        .api = {"cuModuleLoadData"},
        .cite = {.doc = "DRV",
            .section = "CUresult (CUDA_ERROR_NO_BINARY_FOR_GPU)",
            .quote = "This indicates that there is no kernel image available that is suitable for the device."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  const cudasem::modules::Image image = cudasem::foreign_cubin(primary.device());
  CUDASEM_ASSERT_TRUE_NAMED("foreign_cubin.available", image)
      << "the build has no cubin of another architecture (kernels/modules builds sm_75 and sm_90)";
  cudasem::environment("device_sm", cudasem::sm_of(primary.device()));
  cudasem::environment("cubin_arch", image.arch);
  CUmodule mod = nullptr;

  CUDASEM_EXPECT_CU_ERROR(drv.cuModuleLoadData(&mod, image.data), CUDA_ERROR_NO_BINARY_FOR_GPU);

  if (mod) drv.cuModuleUnload(mod);
}
