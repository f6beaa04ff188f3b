// SPDX-License-Identifier: Apache-2.0
// cudaMemPoolDestroy on a device's default pool: what it returns is recorded, and the default pool
// still serves cudaMallocAsync afterwards.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolCurrent, DefaultPoolCannotBeDestroyed,
    {
        .api = {"cudaMemPoolDestroy"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemPoolDestroy",
            .quote = "A device's default memory pool cannot be destroyed."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  cudaMemPool_t by_default = nullptr;
  CUDASEM_ASSERT_OK(cudaDeviceGetDefaultMemPool(&by_default, 0));

  cudasem::observe("cudaMemPoolDestroy_result", cudaMemPoolDestroy(by_default));

  cudasem::last_error(cudasem::LastError::clear);
  cudasem::Stream s(cudaStreamNonBlocking);
  AsyncAlloc mem;
  cudasem::observe("alloc_after_result", cudaMallocAsync(mem.out(), kMiB, s));
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(s));
  if (mem.get()) cudasem::observe("alloc_from_default_pool", pool_of(mem.get()) == by_default);
}
