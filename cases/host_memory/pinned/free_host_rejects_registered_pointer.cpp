// SPDX-License-Identifier: Apache-2.0
// Registered memory is pinned but was not allocated by CUDA; it must stay registered, so
// the buffer's cudaHostUnregister on destruction must still succeed.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaFreeHost, RejectsRegisteredPointer,
    {
        .api = {"cudaFreeHost"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaFreeHost",
            .quote = "which must have been returned by a previous call to cudaMallocHost() or cudaHostAlloc()"},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("hostRegisterSupported") >= 1},
    }) {
  cudasem::RegisteredBuffer<unsigned> registered(1024);
  ASSERT_NE(registered.data(), nullptr);

  cudaError_t result = cudaFreeHost(registered.data());

  cudasem::observe("cudaFreeHost_result", result);
  cudasem::last_error(cudasem::LastError::clear);
  cudaPointerAttributes attrs{};
  CUDASEM_EXPECT_OK(cudaPointerGetAttributes(&attrs, registered.data()));
  cudasem::observe("still_registered", attrs.type == cudaMemoryTypeHost);
}
