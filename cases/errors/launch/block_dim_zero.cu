// SPDX-License-Identifier: Apache-2.0
// Characterization: which error a launch with a zero block dimension gets (no document names one).
#include "cudasem/cudasem.h"

namespace {
__global__ void noop() {}
}  // namespace

CUDASEM_CASE(LaunchConfig, BlockDimZero,
    {
        .api = {"cudaLaunchKernel"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorInvalidConfiguration)",
            .quote =
                "This indicates that a kernel launch is requesting resources that can never be satisfied by the current device."},
        .claim = cudasem::Claim::hedge,
    }) {
  noop<<<1, dim3(0, 1, 1)>>>();
  cudaError_t r = cudaGetLastError();

  cudasem::observe("launch_error", r);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
