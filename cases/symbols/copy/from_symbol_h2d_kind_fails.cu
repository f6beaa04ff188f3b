// SPDX-License-Identifier: Apache-2.0
// cudaMemcpyFromSymbol with cudaMemcpyHostToDevice (not one of the kinds it allows): what it
// returns is recorded.
// The cited text names no failure for this: the returned code is recorded.
#include "cudasem/cudasem.h"

#include <cuda_runtime.h>

namespace {
__device__ unsigned g_kind_source[16];
}  // namespace

CUDASEM_CASE(CudaMemcpyFromSymbol, HostToDeviceKindFails,
    {
        .api = {"cudaMemcpyFromSymbol"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemcpyFromSymbol",
            .quote = "kind can be either cudaMemcpyDeviceToHost, cudaMemcpyDeviceToDevice, or cudaMemcpyDefault."},
        .claim = cudasem::Claim::hedge,
    }) {
  unsigned host[16] = {};

  cudasem::observe(
      "cudaMemcpyFromSymbol_result", cudaMemcpyFromSymbol(host, g_kind_source, sizeof host, 0, cudaMemcpyHostToDevice));

  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
