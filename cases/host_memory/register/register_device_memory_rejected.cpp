// SPDX-License-Identifier: Apache-2.0
// A cudaMalloc pointer is not host memory to page-lock; which error comes back is recorded.
// The cited text names no failure for this: the returned code is recorded.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaHostRegister, DeviceMemoryRejected,
    {
        .api = {"cudaHostRegister"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT", .section = "cudaHostRegister", .quote = "ptr - Host pointer to memory to page-lock"},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("hostRegisterSupported") >= 1},
    }) {
  cudasem::DeviceBuffer<unsigned char> device(1 << 16);
  ASSERT_NE(device.data(), nullptr);

  cudaError_t result = cudaHostRegister(device.data(), device.bytes(), cudaHostRegisterDefault);

  cudasem::observe("cudaHostRegister_result", result);
  cudasem::last_error(cudasem::LastError::clear);
  if (result == cudaSuccess) {
    CUDASEM_EXPECT_OK(cudaHostUnregister(device.data()));
  }
}
