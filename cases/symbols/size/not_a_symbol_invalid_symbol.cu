// SPDX-License-Identifier: Apache-2.0
// cudaGetSymbolSize given the address of a host variable returns cudaErrorInvalidSymbol and
// leaves *size unchanged.
#include "cudasem/cudasem.h"

#include <cuda_runtime.h>

namespace {
__device__ unsigned g_sized[4];
__global__ void touch_sized() { g_sized[threadIdx.x] = 1; }
unsigned host_only_size[4];
}  // namespace

CUDASEM_CASE(CudaGetSymbolSize, NotASymbolInvalidSymbol,
    {
        .api = {"cudaGetSymbolSize"},
        .cite = {.doc = "RT",
            .section = "cudaGetSymbolSize",
            .quote =
                "If symbol cannot be found, or if symbol is not declared in global or constant memory space, *size is unchanged and the error cudaErrorInvalidSymbol is returned."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  touch_sized<<<1, 4>>>();
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  std::size_t size = 4242;

  CUDASEM_EXPECT_ERROR(cudaGetSymbolSize(&size, static_cast<const void*>(host_only_size)), cudaErrorInvalidSymbol);

  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_EQ_NAMED("size_out.unchanged", size, 4242u) << "*size changed";
}
