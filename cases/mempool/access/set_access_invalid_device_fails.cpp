// SPDX-License-Identifier: Apache-2.0
// cudaMemPoolSetAccess with a descriptor naming a device that does not exist (ordinal = device
// count) fails with one of its documented codes.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolAccess, SetAccessInvalidDeviceFails,
    {
        .api = {"cudaMemPoolSetAccess"},
        .cite = {.doc = "RT",
            .section = "cudaMemPoolSetAccess",
            .quote = "Each descriptor instructs the access to enable for a single gpu"},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  int count = 0;
  CUDASEM_ASSERT_OK(cudaGetDeviceCount(&count));
  MemPool pool = make_pool(device_pool_props(0));
  ASSERT_NE(pool.get(), nullptr);
  cudaMemAccessDesc desc{};
  desc.location = device_location(count);
  desc.flags = cudaMemAccessFlagsProtReadWrite;

  CUDASEM_EXPECT_FAILURE(cudaMemPoolSetAccess(pool.get(), &desc, 1));

  cudasem::last_error(cudasem::LastError::clear);
}
