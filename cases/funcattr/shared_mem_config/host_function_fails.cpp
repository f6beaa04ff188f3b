// SPDX-License-Identifier: Apache-2.0
// cudaFuncSetSharedMemConfig (deprecated) with the address of a host function, not a device
// function symbol, fails with cudaErrorInvalidDeviceFunction: its return list names the code, and
// the runtime names it for a requested device function that does not exist.
#include "cudasem/cudasem.h"

CUDASEM_CALLS_DEPRECATED_API;  // the function under test is deprecated

namespace {
void host_only_function() {}
}  // namespace

CUDASEM_CASE(CudaFuncSetSharedMemConfig, HostFunctionFails,
    {
        .api = {"cudaFuncSetSharedMemConfig"},
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorInvalidDeviceFunction)",
            .quote =
                "The requested device function does not exist or is not compiled for the proper device architecture."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));

  CUDASEM_EXPECT_ERROR(
      cudaFuncSetSharedMemConfig(reinterpret_cast<const void*>(&host_only_function), cudaSharedMemBankSizeFourByte),
      cudaErrorInvalidDeviceFunction);
  cudasem::last_error(cudasem::LastError::clear);
}
