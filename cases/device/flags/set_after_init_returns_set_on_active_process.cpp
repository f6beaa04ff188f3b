// SPDX-License-Identifier: Apache-2.0
// ERR side of a disagreement: RT cudaSetDeviceFlags says the flags are overwritten
// (device.flags.set_after_init_overwrites).
#include "cudasem/cudasem.h"

CUDASEM_CASE(DeviceFlags, SetAfterInitReturnsSetOnActiveProcess,
    {
        .api = {"cudaSetDeviceFlags"},
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorSetOnActiveProcess)",
            .quote =
                "This indicates that the user has called cudaSetValidDevices(), cudaSetDeviceFlags(), cudaD3D9SetDirect3DDevice(), cudaD3D10SetDirect3DDevice, cudaD3D11SetDirect3DDevice(), or cudaVDPAUSetVDPAUDevice() after initializing the CUDA runtime by calling non-device management operations"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::DeviceBuffer<unsigned> initialized(16);  // allocating memory: a non-device management operation

  cudaError_t r = cudaSetDeviceFlags(cudaDeviceScheduleSpin);
  cudasem::last_error(cudasem::LastError::clear);

  CUDASEM_EXPECT_ERROR_OF(cudaSetDeviceFlags, r, cudaErrorSetOnActiveProcess);
}
