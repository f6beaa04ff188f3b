// SPDX-License-Identifier: Apache-2.0
// cudaIpcGetEventHandle on an event created without cudaEventInterprocess (default flags)
// fails; the code is the first observation (the Returns list names InvalidResourceHandle).
#include "cudasem/cudasem.h"

CUDASEM_CASE(IpcEvent, HandleRequiresInterprocessFlag,
    {
        .api = {"cudaIpcGetEventHandle"},
        .cite = {.doc = "RT",
            .section = "cudaIpcGetEventHandle",
            .quote =
                "This event must have been created with the cudaEventInterprocess and cudaEventDisableTiming flags set."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::linux_os(), cudasem::attr("ipcEventSupported") >= 1},
    }) {
  cudasem::Event plain(cudaEventDisableTiming);
  cudaIpcEventHandle_t handle{};

  cudaError_t result = cudaIpcGetEventHandle(&handle, plain);

  CUDASEM_EXPECT_FAILURE_OF(cudaIpcGetEventHandle, result);
  cudasem::last_error(cudasem::LastError::clear);
}
