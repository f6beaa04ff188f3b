// SPDX-License-Identifier: Apache-2.0
// On a device with pageableMemoryAccess, attaching a malloc buffer with length 0 must fail.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamAttachMemAsync, PageableZeroLengthRejected,
    {
        .api = {"cudaStreamAttachMemAsync"},
        .cite = {.doc = "RT",
            .section = "cudaStreamAttachMemAsync",
            .quote = "For pageable allocations, length must be non-zero."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("pageableMemoryAccess") >= 1},
    }) {
  cudasem::PageableBuffer<unsigned> pageable(1024);
  ASSERT_NE(pageable.data(), nullptr);
  cudasem::Stream stream(cudaStreamNonBlocking);

  CUDASEM_EXPECT_FAILURE(cudaStreamAttachMemAsync(stream, pageable.data(), 0, cudaMemAttachSingle));

  cudaStreamSynchronize(stream);
  cudasem::last_error(cudasem::LastError::clear);
}
