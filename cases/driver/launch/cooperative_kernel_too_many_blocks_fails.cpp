// SPDX-License-Identifier: Apache-2.0
// cuLaunchCooperativeKernel of add_value with one block more than
// cuOccupancyMaxActiveBlocksPerMultiprocessor times the SM count returns CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE,
// the listed code whose text is this condition (add_value is bounded by
// its n argument, so nothing is written out of range had it run).
#include "../driver.h"
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuLaunchCooperativeKernel, TooManyBlocksFails,
    {
        .api = {"cuLaunchCooperativeKernel"},
        .cite = {.doc = "DRV",
            .section = "CUresult (CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE)",
            .quote = "This error indicates that the number of blocks launched per grid for a "
                     "kernel that was launched via either cuLaunchCooperativeKernel or "
                     "cuLaunchCooperativeKernelMultiDevice exceeds the maximum number of blocks "
                     "as allowed by cuOccupancyMaxActiveBlocksPerMultiprocessor or "
                     "cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags times the number of "
                     "multiprocessors as specified by the device attribute "
                     "CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::driver_reads_build_ptx(), cudasem::attr("cooperativeLaunch") >= 1},
    }) {
  cudasem::driver_api::CooperativeAddValue k;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::cooperative_add_value(k));
  const unsigned blocks = k.max_blocks + 1;
  constexpr int kBlock = cudasem::driver_api::CooperativeAddValue::kBlock;
  cudasem::DeviceMem mem;
  CUdeviceptr p = cudasem::alloc_ints(mem, 64, 0);
  int count = 64, value = 1;
  void* params[] = {&p, &count, &value};

  const cudasem::Driver& drv = cudasem::driver();
  CUDASEM_EXPECT_CU_ERROR(drv.cuLaunchCooperativeKernel(k.f, blocks, 1, 1, kBlock, 1, 1, 0, nullptr, params),
      CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE);
}
