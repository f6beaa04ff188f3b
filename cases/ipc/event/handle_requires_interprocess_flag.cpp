// SPDX-License-Identifier: Apache-2.0
// cudaIpcGetEventHandle on an event created without cudaEventInterprocess (default flags): what it
// returns is recorded; the code is the first observation (the Returns list names
// InvalidResourceHandle).
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "cudasem/cudasem.h"

CUDASEM_CASE(IpcEvent, HandleRequiresInterprocessFlag,
    {
        .api = {"cudaIpcGetEventHandle"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaIpcGetEventHandle",
            .quote =
                "This event must have been created with the cudaEventInterprocess and cudaEventDisableTiming flags set."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::linux_os(), cudasem::attr("ipcEventSupported") >= 1},
    }) {
  cudasem::Event plain(cudaEventDisableTiming);
  cudaIpcEventHandle_t handle{};

  cudaError_t result = cudaIpcGetEventHandle(&handle, plain);

  cudasem::observe("cudaIpcGetEventHandle_result", result);
  cudasem::last_error(cudasem::LastError::clear);
}
