// SPDX-License-Identifier: Apache-2.0
// CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK of add_one: a launch with that many threads succeeds,
// one with a thread more must fail.
#include "../driver.h"
#include "cudasem/cudasem.h"

#include <array>

CUDASEM_CASE(DriverFuncGetAttribute, MaxThreadsBoundsLaunch,
    {
        .api = {"cuFuncGetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuFuncGetAttribute",
            .quote =
                "CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK: The maximum number of threads per block, beyond which a launch of the function would fail."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::LoadedPtx loaded;
  const CUfunction f = loaded.function(cudasem::modules::kAddOne);
  int max_threads = 0;

  CUDASEM_ASSERT_CU_OK(drv.cuFuncGetAttribute(&max_threads, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, f));

  cudasem::environment("max_threads_per_block", max_threads);
  CUDASEM_ASSERT_TRUE_NAMED("max_threads.positive", max_threads > 0);
  cudasem::DeviceMem mem;
  const CUdeviceptr p = cudasem::alloc_ints(mem, static_cast<std::size_t>(max_threads) + 1, 0);
  {
    cudasem::CheckLabel label("max_threads");
    CUDASEM_EXPECT_CU_ERROR_OF(
        cuLaunchKernel, cudasem::launch_add_one(f, p, static_cast<unsigned>(max_threads)), CUDA_SUCCESS);
  }
  cudasem::CheckLabel label("one_thread_more");
  CUDASEM_EXPECT_CU_FAILURE(drv.cuLaunchKernel(f, 1, 1, 1, static_cast<unsigned>(max_threads) + 1, 1, 1, 0, nullptr,
      std::array<void*, 1>{const_cast<CUdeviceptr*>(&p)}.data(), nullptr));
  CUDASEM_EXPECT_EQ_NAMED("elements.incremented",
      cudasem::count_equal(cudasem::read_ints(p, static_cast<std::size_t>(max_threads)), 1),
      static_cast<std::size_t>(max_threads));
}
