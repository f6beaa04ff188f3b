// SPDX-License-Identifier: Apache-2.0
// Plain malloc memory may be attached only where the device has pageableMemoryAccess; on a device
// without it, attaching a malloc buffer: what it returns is recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamAttachMemAsync, PageableWithoutPageableAccessRejected,
    {
        .api = {"cudaStreamAttachMemAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaStreamAttachMemAsync",
            .quote =
                "This type of memory may only be specified if the device associated with the stream reports a non-zero value for the device attribute cudaDevAttrPageableMemoryAccess."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("managedMemory") >= 1, cudasem::attr("pageableMemoryAccess") == 0},
    }) {
  cudasem::PageableBuffer<unsigned> pageable(1024);
  ASSERT_NE(pageable.data(), nullptr);
  cudasem::Stream stream(cudaStreamNonBlocking);

  cudasem::observe("cudaStreamAttachMemAsync_result",
      cudaStreamAttachMemAsync(stream, pageable.data(), pageable.bytes(), cudaMemAttachSingle));

  cudaStreamSynchronize(stream);
  cudasem::last_error(cudasem::LastError::clear);
}
