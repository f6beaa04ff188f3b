// SPDX-License-Identifier: Apache-2.0
// cudaMallocAsync of an impossible size (2^60 bytes) fails with one of its documented codes
// (the list names cudaErrorOutOfMemory, which the runtime's enum does not have), and the
// failure is not sticky: the stream still works afterwards.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MallocAsync, ImpossibleSizeFails,
    {
        .api = {"cudaMallocAsync"},
        .cite = {.doc = "RT",
            .section = "cudaMallocAsync",
            .quote = "The allocation comes from the memory pool associated with the stream's device."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  cudasem::Stream s(cudaStreamNonBlocking);
  void* p = nullptr;

  CUDASEM_EXPECT_FAILURE(cudaMallocAsync(&p, std::size_t{1} << 60, s));

  cudasem::observe("pointer_null", p == nullptr);
  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(s));
  cudasem::mempool::AsyncAlloc after;
  CUDASEM_EXPECT_OK(cudaMallocAsync(after.out(), cudasem::mempool::kMiB, s));
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(s));
}
