// SPDX-License-Identifier: Apache-2.0
// cuLaunchKernel with both kernelParams and extra non-NULL: CUDA_ERROR_INVALID_VALUE.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverLaunchKernel, ParamsAndExtraInvalidValue,
    {
        .api = {"cuLaunchKernel"},
        .cite = {.doc = "DRV",
            .section = "cuLaunchKernel",
            .quote =
                "The error CUDA_ERROR_INVALID_VALUE will be returned if kernel parameters are specified with both kernelParams and extra (i.e. both kernelParams and extra are non-NULL)."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::LoadedPtx loaded;
  cudasem::DeviceMem mem;
  CUdeviceptr p = cudasem::alloc_ints(mem, 64, 1);
  int n = 64, value = 5;
  void* params[] = {&p, &n, &value};
  cudasem::driver_api::AddValueArgs args{p, n, value};
  std::size_t size = sizeof args;
  void* extra[] = {CU_LAUNCH_PARAM_BUFFER_POINTER, &args, CU_LAUNCH_PARAM_BUFFER_SIZE, &size, CU_LAUNCH_PARAM_END};

  CUDASEM_EXPECT_CU_ERROR(
      drv.cuLaunchKernel(loaded.function(cudasem::modules::kAddValue), 1, 1, 1, 64, 1, 1, 0, nullptr, params, extra),
      CUDA_ERROR_INVALID_VALUE);

  CUDASEM_EXPECT_CU_ERROR(drv.cuCtxSynchronize(), CUDA_SUCCESS);
}
