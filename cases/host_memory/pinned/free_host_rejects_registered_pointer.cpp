// SPDX-License-Identifier: Apache-2.0
// Registered memory is pinned but was not allocated by CUDA; it must stay registered, so
// the buffer's cudaHostUnregister on destruction must still succeed.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaFreeHost, RejectsRegisteredPointer,
    {
        .api = {"cudaFreeHost"},
        .cite = {.doc = "RT",
            .section = "cudaFreeHost",
            .quote = "which must have been returned by a previous call to cudaMallocHost() or cudaHostAlloc()"},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("hostRegisterSupported") >= 1},
    }) {
  cudasem::RegisteredBuffer<unsigned> registered(1024);
  ASSERT_NE(registered.data(), nullptr);

  cudaError_t result = cudaFreeHost(registered.data());

  CUDASEM_EXPECT_FAILURE_OF(cudaFreeHost, result);
  cudasem::last_error(cudasem::LastError::clear);
  cudaPointerAttributes attrs{};
  CUDASEM_EXPECT_OK(cudaPointerGetAttributes(&attrs, registered.data()));
  EXPECT_EQ(attrs.type, cudaMemoryTypeHost) << "the registration was lost";
}
