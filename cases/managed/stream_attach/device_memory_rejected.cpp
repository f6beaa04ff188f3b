// SPDX-License-Identifier: Apache-2.0
// cudaMalloc memory is neither managed nor host-accessible pageable memory: what it returns is
// recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamAttachMemAsync, DeviceMemoryRejected,
    {
        .api = {"cudaStreamAttachMemAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaStreamAttachMemAsync",
            .quote = "devPtr must point to an one of the following types of memories"},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  cudasem::DeviceBuffer<unsigned> device(1024);
  ASSERT_NE(device.data(), nullptr);
  cudasem::Stream stream(cudaStreamNonBlocking);

  cudasem::observe(
      "cudaStreamAttachMemAsync_result", cudaStreamAttachMemAsync(stream, device.data(), 0, cudaMemAttachSingle));

  cudaStreamSynchronize(stream);
  cudasem::last_error(cudasem::LastError::clear);
}
