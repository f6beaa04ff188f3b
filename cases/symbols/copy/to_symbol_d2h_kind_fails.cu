// SPDX-License-Identifier: Apache-2.0
// cudaMemcpyToSymbol with cudaMemcpyDeviceToHost (not one of the kinds it allows) fails with
// one of its documented codes.
#include "cudasem/cudasem.h"

#include <cuda_runtime.h>

namespace {
__device__ unsigned g_kind_target[16];
}  // namespace

CUDASEM_CASE(CudaMemcpyToSymbol, DeviceToHostKindFails,
    {
        .api = {"cudaMemcpyToSymbol"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpyToSymbol",
            .quote = "kind can be either cudaMemcpyHostToDevice, cudaMemcpyDeviceToDevice, or cudaMemcpyDefault."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  unsigned host[16] = {};

  CUDASEM_EXPECT_FAILURE(cudaMemcpyToSymbol(g_kind_target, host, sizeof host, 0, cudaMemcpyDeviceToHost));

  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
