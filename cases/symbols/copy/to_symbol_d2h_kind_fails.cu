// SPDX-License-Identifier: Apache-2.0
// cudaMemcpyToSymbol with cudaMemcpyDeviceToHost (not one of the kinds it allows): what it returns
// is recorded.
// The cited text names no failure for this: the returned code is recorded.
#include "cudasem/cudasem.h"

#include <cuda_runtime.h>

namespace {
__device__ unsigned g_kind_target[16];
}  // namespace

CUDASEM_CASE(CudaMemcpyToSymbol, DeviceToHostKindFails,
    {
        .api = {"cudaMemcpyToSymbol"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemcpyToSymbol",
            .quote = "kind can be either cudaMemcpyHostToDevice, cudaMemcpyDeviceToDevice, or cudaMemcpyDefault."},
        .claim = cudasem::Claim::hedge,
    }) {
  unsigned host[16] = {};

  cudasem::observe(
      "cudaMemcpyToSymbol_result", cudaMemcpyToSymbol(g_kind_target, host, sizeof host, 0, cudaMemcpyDeviceToHost));

  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
