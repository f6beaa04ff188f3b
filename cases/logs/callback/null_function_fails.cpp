// SPDX-License-Identifier: Apache-2.0
// cudaLogsRegisterCallback with a NULL callbackFunc (no function to register) fails with one of
// its documented codes.
#include "../logs.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaLogsRegisterCallback, NullFunctionFails,
    {
        .api = {"cudaLogsRegisterCallback"},
        .cite = {.doc = "RT",
            .section = "cudaLogsRegisterCallback",
            .quote = "callbackFunc - The function to register as a callback"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::logs::Collector collector;
  cudaLogsCallbackHandle handle = nullptr;

  const cudaError_t registered = cudaLogsRegisterCallback(nullptr, &collector, &handle);

  CUDASEM_EXPECT_FAILURE_OF(cudaLogsRegisterCallback, registered);
  cudasem::last_error(cudasem::LastError::clear);
  if (registered == cudaSuccess && handle != nullptr) CUDASEM_EXPECT_OK(cudaLogsUnregisterCallback(handle));
}
