// SPDX-License-Identifier: Apache-2.0
// On a device with pageableMemoryAccess, attaching a malloc buffer with length 0: what it returns
// is recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamAttachMemAsync, PageableZeroLengthRejected,
    {
        .api = {"cudaStreamAttachMemAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaStreamAttachMemAsync",
            .quote = "For pageable allocations, length must be non-zero."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("pageableMemoryAccess") >= 1},
    }) {
  cudasem::PageableBuffer<unsigned> pageable(1024);
  ASSERT_NE(pageable.data(), nullptr);
  cudasem::Stream stream(cudaStreamNonBlocking);

  cudasem::observe(
      "cudaStreamAttachMemAsync_result", cudaStreamAttachMemAsync(stream, pageable.data(), 0, cudaMemAttachSingle));

  cudaStreamSynchronize(stream);
  cudasem::last_error(cudasem::LastError::clear);
}
