// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaEventCreateWithFlags, InterprocessWithDisableTimingAccepted,
    {
        .api = {"cudaEventCreateWithFlags", "cudaIpcGetEventHandle"},
        .cite = {.doc = "RT",
            .section = "cudaEventCreateWithFlags",
            .quote = "cudaEventInterprocess: Specifies that the created event may be used as an interprocess "
                     "event by cudaIpcGetEventHandle()."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("ipcEventSupported") >= 1, cudasem::linux_os()},
    }) {
  cudaEvent_t event = nullptr;

  const cudaError_t result = cudaEventCreateWithFlags(&event, cudaEventInterprocess | cudaEventDisableTiming);

  CUDASEM_EXPECT_ERROR_OF(cudaEventCreateWithFlags, result, cudaSuccess);
  if (result == cudaSuccess) {
    cudaIpcEventHandle_t handle{};
    const cudaError_t get = cudaIpcGetEventHandle(&handle, event);
    cudasem::observe("ipc_get_event_handle", get);
    CUDASEM_EXPECT_OK_OF(cudaIpcGetEventHandle, get);
    CUDASEM_EXPECT_OK(cudaEventDestroy(event));
  }
}
