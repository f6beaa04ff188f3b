// SPDX-License-Identifier: Apache-2.0
// cudaLogsRegisterCallback with a callback and a callback_out location returns cudaSuccess and a
// non-null handle there (unregistered afterwards).
#include "../logs.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaLogsRegisterCallback, ReturnsHandle,
    {
        .api = {"cudaLogsRegisterCallback"},
        .cite = {.doc = "RT",
            .section = "cudaLogsRegisterCallback",
            .quote = "callback_out - Optional location to store the callback handle after it is registered"},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::logs::Collector collector;
  cudaLogsCallbackHandle handle = nullptr;

  CUDASEM_EXPECT_ERROR(cudaLogsRegisterCallback(&cudasem::logs::collect, &collector, &handle), cudaSuccess);

  CUDASEM_EXPECT_TRUE_NAMED("handle_not_null", handle != nullptr);
  if (handle != nullptr) CUDASEM_EXPECT_OK(cudaLogsUnregisterCallback(handle));
}
