// SPDX-License-Identifier: Apache-2.0
// cudaIpcOpenMemHandle on a handle from cudaIpcGetMemHandle in the same process. The RT text
// describes opening only handles "exported from another process" and names no error for this;
// records the result (drivers are known to fail it, e.g. with cudaErrorDeviceUninitialized).
#include "cudasem/cudasem.h"

CUDASEM_CASE(IpcMemory, OpenHandleInExportingProcess,
    {
        .api = {"cudaIpcOpenMemHandle"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaIpcOpenMemHandle",
            .quote =
                "Maps memory exported from another process with cudaIpcGetMemHandle into the current device address space."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::linux_os(), cudasem::attr("unifiedAddressing") >= 1},
    }) {
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  cudasem::DeviceBuffer<unsigned> buffer((2u << 20) / sizeof(unsigned));
  cudaIpcMemHandle_t handle{};
  CUDASEM_ASSERT_OK(cudaIpcGetMemHandle(&handle, buffer.data()));
  void* p = nullptr;

  cudaError_t result = cudaIpcOpenMemHandle(&p, handle, cudaIpcMemLazyEnablePeerAccess);

  CUDASEM_RECORD_CODE_OF(cudaIpcOpenMemHandle, result);  // the code, as a check of the function
  cudasem::observe("same_pointer", p == buffer.data());
  cudasem::last_error(cudasem::LastError::clear);
  if (result == cudaSuccess) {
    CUDASEM_RECORD_CODE(cudaIpcCloseMemHandle(p));
    cudasem::last_error(cudasem::LastError::clear);
  }
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
