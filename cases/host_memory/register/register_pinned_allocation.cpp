// SPDX-License-Identifier: Apache-2.0
// cudaMallocHost memory is already pinned and tracked; the reference does not say what
// registering it again returns (AlreadyRegistered, InvalidValue, or success): record it.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaHostRegister, PinnedAllocation,
    {
        .api = {"cudaHostRegister", "cudaHostUnregister"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaErrorHostMemoryAlreadyRegistered",
            .quote =
                "This error indicates that the memory range passed to cudaHostRegister() has already been registered."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("hostRegisterSupported") >= 1},
    }) {
  void* p = nullptr;
  CUDASEM_ASSERT_OK(cudaMallocHost(&p, 1 << 16));

  cudaError_t result = cudaHostRegister(p, 1 << 16, cudaHostRegisterDefault);

  cudasem::observe("register_result", result);
  cudasem::last_error(cudasem::LastError::clear);
  if (result == cudaSuccess) {
    cudasem::observe("unregister_result", cudaHostUnregister(p));
  }
  CUDASEM_EXPECT_OK(cudaFreeHost(p));
}
