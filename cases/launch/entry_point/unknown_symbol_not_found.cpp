// SPDX-License-Identifier: Apache-2.0
// An invalid driver symbol name: cudaGetDriverEntryPointByVersion returns cudaSuccess, sets the
// pointer to NULL and reports cudaDriverEntryPointSymbolNotFound.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaGetDriverEntryPointByVersion, UnknownSymbolNotFound,
    {
        .api = {"cudaGetDriverEntryPointByVersion"},
        .cite = {.doc = "RT",
            .section = "cudaGetDriverEntryPointByVersion",
            .quote =
                "The API will return cudaSuccess and set the returned funcPtr to NULL if the requested driver function is not supported on the platform, no ABI compatible driver function exists for the requested version or if the driver symbol is invalid."},
        .claim = cudasem::Claim::promise,
    }) {
  void* fn = reinterpret_cast<void*>(0x1);
  cudaDriverEntryPointQueryResult status = cudaDriverEntryPointSuccess;

  CUDASEM_EXPECT_ERROR(
      cudaGetDriverEntryPointByVersion("cuNoSuchFunctionInAnyDriver", &fn, 12000, cudaEnableDefault, &status),
      cudaSuccess);

  CUDASEM_EXPECT_TRUE_NAMED("function_pointer.set_to_null", fn == nullptr);
  CUDASEM_EXPECT_EQ_NAMED("entry_point_status", status, cudaDriverEntryPointSymbolNotFound);
}
