// SPDX-License-Identifier: Apache-2.0
// cudaLogsRegisterCallback with a NULL callbackFunc (no function to register): what it returns is
// recorded.
// The cited text names no failure for this: the returned code is recorded.
#include "../logs.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaLogsRegisterCallback, NullFunctionFails,
    {
        .api = {"cudaLogsRegisterCallback"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaLogsRegisterCallback",
            .quote = "callbackFunc - The function to register as a callback"},
        .claim = cudasem::Claim::hedge,
    }) {
  cudasem::logs::Collector collector;
  cudaLogsCallbackHandle handle = nullptr;

  const cudaError_t registered = cudaLogsRegisterCallback(nullptr, &collector, &handle);

  cudasem::observe("cudaLogsRegisterCallback_result", registered);
  cudasem::last_error(cudasem::LastError::clear);
  if (registered == cudaSuccess && handle != nullptr) CUDASEM_EXPECT_OK(cudaLogsUnregisterCallback(handle));
}
