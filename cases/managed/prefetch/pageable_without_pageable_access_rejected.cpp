// SPDX-License-Identifier: Apache-2.0
// On a device without pageableMemoryAccess, prefetching plain malloc memory: what it returns is
// recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemPrefetchAsync, PageableWithoutPageableAccessRejected,
    {
        .api = {"cudaMemPrefetchAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemPrefetchAsync",
            .quote =
                "The memory range must refer to managed memory allocated via cudaMallocManaged or declared via __managed__ variables, or it may also refer to system-allocated memory on systems with non-zero cudaDevAttrPageableMemoryAccess."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1, cudasem::attr("pageableMemoryAccess") == 0},
    }) {
  namespace m = cudasem::managed;
  cudasem::PageableBuffer<unsigned> pageable(1 << 16);
  ASSERT_NE(pageable.data(), nullptr);
  cudasem::Stream stream(cudaStreamNonBlocking);

  cudasem::observe("cudaMemPrefetchAsync_result",
      cudaMemPrefetchAsync(pageable.data(), pageable.bytes(), m::device_location(0), 0, stream));

  cudaStreamSynchronize(stream);
  cudasem::last_error(cudasem::LastError::clear);
}
