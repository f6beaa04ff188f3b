// SPDX-License-Identifier: Apache-2.0
// cuLaunchCooperativeKernel of add_value (PTX module) on the largest grid a cooperative launch allows
// (cuOccupancyMaxActiveBlocksPerMultiprocessor blocks of 128 threads times the SM count): every
// element of the grid's range is incremented.
#include "../driver.h"
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuLaunchCooperativeKernel, LaunchesFullGrid,
    {
        .api = {"cuLaunchCooperativeKernel"},
        .cite = {.doc = "DRV",
            .section = "cuLaunchCooperativeKernel",
            .quote =
                "Invokes the function CUfunction or the kernel CUkernel f on a gridDimX x gridDimY x gridDimZ grid of blocks."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx(), cudasem::attr("cooperativeLaunch") >= 1},
    }) {
  cudasem::driver_api::CooperativeAddValue k;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::cooperative_add_value(k));
  constexpr int kBlock = cudasem::driver_api::CooperativeAddValue::kBlock;
  const unsigned blocks = k.max_blocks;  // the whole grid the text allows
  const std::size_t n = std::size_t{blocks} * kBlock;
  cudasem::DeviceMem mem;
  CUdeviceptr p = cudasem::alloc_ints(mem, n, 41);
  int count = static_cast<int>(n), value = 1;
  void* params[] = {&p, &count, &value};

  const cudasem::Driver& drv = cudasem::driver();
  CUDASEM_ASSERT_CU_OK(drv.cuLaunchCooperativeKernel(k.f, blocks, 1, 1, kBlock, 1, 1, 0, nullptr, params));

  const std::size_t incremented = cudasem::count_equal(cudasem::read_ints(p, n), 42);
  CUDASEM_EXPECT_TRUE_NAMED("elements_incremented_all", incremented == n);
}
