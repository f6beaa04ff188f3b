// SPDX-License-Identifier: Apache-2.0
// cudaFuncSetSharedMemConfig (deprecated) with the address of a host function, not a device
// function symbol, fails with one of its documented codes.
#include "cudasem/cudasem.h"

CUDASEM_CALLS_DEPRECATED_API;  // the function under test is deprecated

namespace {
void host_only_function() {}
}  // namespace

CUDASEM_CASE(CudaFuncSetSharedMemConfig, HostFunctionFails,
    {
        .api = {"cudaFuncSetSharedMemConfig"},
        .cite = {.doc = "RT", .section = "cudaFuncSetSharedMemConfig", .quote = "func - Device function symbol"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));

  CUDASEM_EXPECT_FAILURE(
      cudaFuncSetSharedMemConfig(reinterpret_cast<const void*>(&host_only_function), cudaSharedMemBankSizeFourByte));
  cudasem::last_error(cudasem::LastError::clear);
}
