// SPDX-License-Identifier: Apache-2.0
// cudaMallocAsync of an impossible size (2^60 bytes): what it returns is recorded (the list names
// cudaErrorOutOfMemory, which the runtime's enum does not have), and the failure is not sticky: the
// stream still works afterwards.
// The cited text names no failure for this: the returned code is recorded.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MallocAsync, ImpossibleSizeFails,
    {
        .api = {"cudaMallocAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMallocAsync",
            .quote = "The allocation comes from the memory pool associated with the stream's device."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  cudasem::Stream s(cudaStreamNonBlocking);
  void* p = nullptr;

  cudasem::observe("cudaMallocAsync_result", cudaMallocAsync(&p, std::size_t{1} << 60, s));

  cudasem::observe("pointer_null", p == nullptr);
  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(s));
  cudasem::mempool::AsyncAlloc after;
  CUDASEM_EXPECT_OK(cudaMallocAsync(after.out(), cudasem::mempool::kMiB, s));
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(s));
}
