// SPDX-License-Identifier: Apache-2.0
// cudaDeviceSetMemPool with a pool that is not local to the device (a host-located pool): what it
// returns is recorded, and the device's current pool is unchanged.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolCurrent, SetHostPoolAsDevicePoolFails,
    {
        .api = {"cudaDeviceSetMemPool"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaDeviceSetMemPool",
            .quote = "The memory pool must be local to the specified device."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1, cudasem::attr("hostMemoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  cudaMemPoolProps props = device_pool_props(0);
  props.location.type = cudaMemLocationTypeHost;
  MemPool pool = make_pool(props);
  ASSERT_NE(pool.get(), nullptr);
  cudaMemPool_t before = nullptr, after = nullptr;
  CUDASEM_ASSERT_OK(cudaDeviceGetMemPool(&before, 0));

  cudasem::observe("cudaDeviceSetMemPool_result", cudaDeviceSetMemPool(0, pool.get()));

  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_ASSERT_OK(cudaDeviceGetMemPool(&after, 0));
  cudasem::observe("device_pool_unchanged", after == before);
  if (after == pool.get()) CUDASEM_EXPECT_OK(cudaDeviceSetMemPool(0, before));
}
