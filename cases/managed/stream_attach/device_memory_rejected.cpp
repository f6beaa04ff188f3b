// SPDX-License-Identifier: Apache-2.0
// cudaMalloc memory is neither managed nor host-accessible pageable memory: attaching it fails.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamAttachMemAsync, DeviceMemoryRejected,
    {
        .api = {"cudaStreamAttachMemAsync"},
        .cite = {.doc = "RT",
            .section = "cudaStreamAttachMemAsync",
            .quote = "devPtr must point to an one of the following types of memories"},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  cudasem::DeviceBuffer<unsigned> device(1024);
  ASSERT_NE(device.data(), nullptr);
  cudasem::Stream stream(cudaStreamNonBlocking);

  CUDASEM_EXPECT_FAILURE(cudaStreamAttachMemAsync(stream, device.data(), 0, cudaMemAttachSingle));

  cudaStreamSynchronize(stream);
  cudasem::last_error(cudasem::LastError::clear);
}
