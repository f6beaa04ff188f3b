// SPDX-License-Identifier: Apache-2.0
// cuMemPoolDestroy of a pool with a 1 MiB allocation outstanding returns CUDA_SUCCESS, and the
// allocation keeps its words until it is freed.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemPoolDestroy, ReturnsWithAllocationOutstanding,
    {
        .api = {"cuMemPoolDestroy"},
        .cite = {.doc = "DRV",
            .section = "cuMemPoolDestroy",
            .quote =
                "If any pointers obtained from this pool haven't been freed or the pool has free operations that haven't completed when cuMemPoolDestroy is invoked, the function will return immediately and the resources associated with the pool will be released automatically once there are no more outstanding allocations."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  PoolRig rig;
  constexpr std::size_t kWords = (1u << 20) / 4;
  CUdeviceptr p = 0;
  ASSERT_NO_FATAL_FAILURE(allocate_from_new_pool(rig, p, kWords * 4, 0x0ddba11u));

  CUDASEM_EXPECT_CU_ERROR(drv.cuMemPoolDestroy(rig.pool.abandon()), CUDA_SUCCESS);

  const std::size_t kept = device_words_equal(p, kWords, 0x0ddba11u);
  free_in_rig_stream(rig, p);
  CUDASEM_EXPECT_EQ_NAMED("words_kept", kept, kWords);
}
