// SPDX-License-Identifier: Apache-2.0
// cuLaunchCooperativeKernel of add_value with one block more than
// cuOccupancyMaxActiveBlocksPerMultiprocessor times the SM count must fail (add_value is bounded by
// its n argument, so nothing is written out of range had it run).
#include "../driver.h"
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuLaunchCooperativeKernel, TooManyBlocksFails,
    {
        .api = {"cuLaunchCooperativeKernel"},
        .cite = {.doc = "DRV",
            .section = "cuLaunchCooperativeKernel",
            .quote =
                "The total number of blocks launched cannot exceed the maximum number of blocks per multiprocessor as returned by cuOccupancyMaxActiveBlocksPerMultiprocessor (or cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags) times the number of multiprocessors as specified by the device attribute CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("cooperativeLaunch") >= 1},
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
  CUDASEM_EXPECT_CU_FAILURE(drv.cuLaunchCooperativeKernel(k.f, blocks, 1, 1, kBlock, 1, 1, 0, nullptr, params));
}
