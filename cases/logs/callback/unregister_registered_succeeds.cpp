// SPDX-License-Identifier: Apache-2.0
// cudaLogsUnregisterCallback of a callback just registered with cudaLogsRegisterCallback returns
// cudaSuccess.
#include "../logs.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaLogsUnregisterCallback, RegisteredCallbackSucceeds,
    {
        .api = {"cudaLogsUnregisterCallback"},
        .cite = {.doc = "RT",
            .section = "cudaLogsUnregisterCallback",
            .quote = "callback - The callback instance to unregister from receiving log messages"},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::logs::Collector collector;
  cudaLogsCallbackHandle handle = nullptr;
  CUDASEM_ASSERT_OK(cudaLogsRegisterCallback(&cudasem::logs::collect, &collector, &handle));
  ASSERT_NE(handle, nullptr);

  CUDASEM_EXPECT_ERROR(cudaLogsUnregisterCallback(handle), cudaSuccess);
}
