// SPDX-License-Identifier: Apache-2.0
// Nothing documents a zero count; records the result with real and with NULL pointers.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemcpy, ZeroCount,
    {
        .api = {"cudaMemcpy"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemcpy",
            .quote = "Copies count bytes from the memory area pointed to by src to the memory area pointed to by dst"},
        .claim = cudasem::Claim::hedge,
    }) {
  cudasem::DeviceBuffer<unsigned> device(16);
  unsigned host[16] = {};

  cudaError_t with_pointers = cudaMemcpy(device.data(), host, 0, cudaMemcpyHostToDevice);
  cudaError_t with_null = cudaMemcpy(nullptr, nullptr, 0, cudaMemcpyHostToDevice);
  cudaError_t with_null_default = cudaMemcpy(nullptr, nullptr, 0, cudaMemcpyDefault);

  cudasem::observe("result_with_pointers", with_pointers);
  cudasem::observe("result_with_null", with_null);
  cudasem::observe("result_with_null_default", with_null_default);
  cudasem::last_error(cudasem::LastError::clear);
}
