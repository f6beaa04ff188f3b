// SPDX-License-Identifier: Apache-2.0
// cudaMemcpyFromSymbol with cudaMemcpyHostToDevice (not one of the kinds it allows) fails with
// one of its documented codes.
#include "cudasem/cudasem.h"

#include <cuda_runtime.h>

namespace {
__device__ unsigned g_kind_source[16];
}  // namespace

CUDASEM_CASE(CudaMemcpyFromSymbol, HostToDeviceKindFails,
    {
        .api = {"cudaMemcpyFromSymbol"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpyFromSymbol",
            .quote = "kind can be either cudaMemcpyDeviceToHost, cudaMemcpyDeviceToDevice, or cudaMemcpyDefault."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  unsigned host[16] = {};

  CUDASEM_EXPECT_FAILURE(cudaMemcpyFromSymbol(host, g_kind_source, sizeof host, 0, cudaMemcpyHostToDevice));

  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
