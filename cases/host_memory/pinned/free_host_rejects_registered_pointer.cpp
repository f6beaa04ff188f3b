// SPDX-License-Identifier: Apache-2.0
// Registered memory is pinned but was not allocated by CUDA; it must stay registered, so
// the buffer's cudaHostUnregister on destruction must still succeed.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaFreeHost, RejectsRegisteredPointer, {
    .id = "host_memory.pinned.free_host_rejects_registered_pointer",
    .cite = {.doc = "RT", .section = "cudaFreeHost",
             .quote = "which must have been returned by a previous call to cudaMallocHost() or cudaHostAlloc()",
             .version = "13.0"},
    .needs = {cudasem::attr("hostRegisterSupported") >= 1},
}) {
  cudasem::RegisteredBuffer<unsigned> registered(1024);
  ASSERT_NE(registered.data(), nullptr);

  cudaError_t result = cudaFreeHost(registered.data());

  CUDASEM_EXPECT_ERROR(result, cudaErrorInvalidValue);
  cudasem::last_error(cudasem::LastError::clear);
  cudaPointerAttributes attrs{};
  CUDASEM_EXPECT_OK(cudaPointerGetAttributes(&attrs, registered.data()));
  EXPECT_EQ(attrs.type, cudaMemoryTypeHost) << "the registration was lost";
}
