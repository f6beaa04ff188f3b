// SPDX-License-Identifier: Apache-2.0
// cudaMemcpyToSymbol given the address of a host variable (no device symbol): what it returns is
// recorded (cudaErrorInvalidSymbol is the one that names this; the code is recorded). The module's
// real symbols are registered (a kernel of this file exists).
// The cited text names no failure for this: the returned code is recorded.
#include "cudasem/cudasem.h"

#include <cuda_runtime.h>

namespace {
__device__ unsigned g_registered[4];
__global__ void touch_registered() { g_registered[threadIdx.x] = threadIdx.x; }
unsigned host_only[4];
}  // namespace

CUDASEM_CASE(CudaMemcpyToSymbol, NotASymbolFails,
    {
        .api = {"cudaMemcpyToSymbol"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemcpyToSymbol",
            .quote = "symbol is a variable that resides in global or constant memory space."},
        .claim = cudasem::Claim::hedge,
    }) {
  touch_registered<<<1, 4>>>();
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  unsigned values[4] = {1, 2, 3, 4};

  cudasem::observe(
      "cudaMemcpyToSymbol_result", cudaMemcpyToSymbol(static_cast<const void*>(host_only), values, sizeof values));

  cudasem::last_error(cudasem::LastError::clear);
}
