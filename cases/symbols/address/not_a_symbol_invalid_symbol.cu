// SPDX-License-Identifier: Apache-2.0
// cudaGetSymbolAddress given the address of a host variable returns cudaErrorInvalidSymbol and
// leaves *devPtr unchanged.
#include "cudasem/cudasem.h"

#include <cuda_runtime.h>

namespace {
__device__ unsigned g_known[4];
__global__ void touch_known() { g_known[threadIdx.x] = 1; }
unsigned host_only_address[4];
}  // namespace

CUDASEM_CASE(CudaGetSymbolAddress, NotASymbolInvalidSymbol,
    {
        .api = {"cudaGetSymbolAddress"},
        .cite = {.doc = "RT",
            .section = "cudaGetSymbolAddress",
            .quote =
                "If symbol cannot be found, or if symbol is not declared in the global or constant memory space, *devPtr is unchanged and the error cudaErrorInvalidSymbol is returned."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  touch_known<<<1, 4>>>();
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  void* const sentinel = reinterpret_cast<void*>(0x1234);
  void* p = sentinel;

  CUDASEM_EXPECT_ERROR(cudaGetSymbolAddress(&p, static_cast<const void*>(host_only_address)), cudaErrorInvalidSymbol);

  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_TRUE_NAMED("dev_ptr.unchanged", p == sentinel) << "*devPtr changed";
}
