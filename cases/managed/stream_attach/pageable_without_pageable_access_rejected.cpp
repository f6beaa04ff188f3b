// SPDX-License-Identifier: Apache-2.0
// Plain malloc memory may be attached only where the device has pageableMemoryAccess; on a
// device without it, attaching a malloc buffer fails.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamAttachMemAsync, PageableWithoutPageableAccessRejected,
    {
        .api = {"cudaStreamAttachMemAsync"},
        .cite = {.doc = "RT",
            .section = "cudaStreamAttachMemAsync",
            .quote =
                "This type of memory may only be specified if the device associated with the stream reports a non-zero value for the device attribute cudaDevAttrPageableMemoryAccess."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("managedMemory") >= 1, cudasem::attr("pageableMemoryAccess") == 0},
    }) {
  cudasem::PageableBuffer<unsigned> pageable(1024);
  ASSERT_NE(pageable.data(), nullptr);
  cudasem::Stream stream(cudaStreamNonBlocking);

  CUDASEM_EXPECT_FAILURE(cudaStreamAttachMemAsync(stream, pageable.data(), pageable.bytes(), cudaMemAttachSingle));

  cudaStreamSynchronize(stream);
  cudasem::last_error(cudasem::LastError::clear);
}
