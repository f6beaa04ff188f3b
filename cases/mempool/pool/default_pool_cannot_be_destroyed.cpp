// SPDX-License-Identifier: Apache-2.0
// cudaMemPoolDestroy on a device's default pool fails (with one of its documented codes), and
// the default pool still serves cudaMallocAsync afterwards.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolCurrent, DefaultPoolCannotBeDestroyed,
    {
        .api = {"cudaMemPoolDestroy"},
        .cite = {.doc = "RT",
            .section = "cudaMemPoolDestroy",
            .quote = "A device's default memory pool cannot be destroyed."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  cudaMemPool_t by_default = nullptr;
  CUDASEM_ASSERT_OK(cudaDeviceGetDefaultMemPool(&by_default, 0));

  CUDASEM_EXPECT_FAILURE(cudaMemPoolDestroy(by_default));

  cudasem::last_error(cudasem::LastError::clear);
  cudasem::Stream s(cudaStreamNonBlocking);
  AsyncAlloc mem;
  CUDASEM_EXPECT_OK(cudaMallocAsync(mem.out(), kMiB, s));
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(s));
  if (mem.get()) EXPECT_EQ(pool_of(mem.get()), by_default);
}
