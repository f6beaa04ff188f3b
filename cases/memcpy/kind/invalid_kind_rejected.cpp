// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemcpy, InvalidKindRejected,
    {
        .api = {"cudaMemcpy"},
        .cite = {.doc = "RT",
            .section = "cudaErrorInvalidMemcpyDirection",
            .quote =
                "the direction of the memcpy passed to the API call is not one of the types specified by cudaMemcpyKind."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::DeviceBuffer<unsigned> device(256);
  unsigned host[256] = {};

  cudaError_t kind_7 = cudaMemcpy(device.data(), host, sizeof host, static_cast<cudaMemcpyKind>(7));
  cudaError_t kind_minus_1 = cudaMemcpy(device.data(), host, sizeof host, static_cast<cudaMemcpyKind>(-1));

  {
    cudasem::CheckLabel label("kind_7");
    CUDASEM_EXPECT_ERROR_OF(cudaMemcpy, kind_7, cudaErrorInvalidMemcpyDirection);
  }
  {
    cudasem::CheckLabel label("kind_minus_1");
    CUDASEM_EXPECT_ERROR_OF(cudaMemcpy, kind_minus_1, cudaErrorInvalidMemcpyDirection);
  }
  cudasem::last_error(cudasem::LastError::clear);
}
