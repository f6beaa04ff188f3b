// SPDX-License-Identifier: Apache-2.0
// Attaching managed memory with cudaMemAttachSingle to the NULL stream is illegal and must fail.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamAttachMemAsync, SingleToNullStreamFails,
    {
        .api = {"cudaStreamAttachMemAsync"},
        .cite = {.doc = "RT",
            .section = "cudaStreamAttachMemAsync",
            .quote =
                "It is illegal to attach singly to the NULL stream, because the NULL stream is a virtual global stream and not a specific stream. An error will be returned in this case."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  cudasem::ManagedBuffer<unsigned> buffer(1024);
  ASSERT_NE(buffer.data(), nullptr);

  CUDASEM_EXPECT_FAILURE(cudaStreamAttachMemAsync(nullptr, buffer.data(), 0, cudaMemAttachSingle));

  cudaDeviceSynchronize();
  cudasem::last_error(cudasem::LastError::clear);
}
