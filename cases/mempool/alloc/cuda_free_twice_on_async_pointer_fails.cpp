// SPDX-License-Identifier: Apache-2.0
// cudaFree called a second time on a cudaMallocAsync pointer returns an error.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MallocAsync, CudaFreeTwiceOnAsyncPointerFails,
    {
        .api = {"cudaFree"},
        .cite = {.doc = "RT",
            .section = "cudaFree",
            .quote = "If cudaFree(devPtr) has already been called before, an error is returned."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  cudasem::Stream s(cudaStreamNonBlocking);
  void* p = nullptr;
  CUDASEM_ASSERT_OK(cudaMallocAsync(&p, cudasem::mempool::kMiB, s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  CUDASEM_ASSERT_OK(cudaFree(p));

  CUDASEM_EXPECT_FAILURE(cudaFree(p));

  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
