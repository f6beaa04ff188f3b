// SPDX-License-Identifier: Apache-2.0
// cuDeviceCanAccessPeer from device 0 to device ordinal 4096 (no such device) returns
// CUDA_ERROR_INVALID_DEVICE, the listed code whose text is this condition.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuDeviceCanAccessPeer, InvalidPeerDeviceFails,
    {
        .api = {"cuDeviceCanAccessPeer"},
        .cite = {.doc = "DRV",
            .section = "CUresult (CUDA_ERROR_INVALID_DEVICE)",
            .quote = "This indicates that the device ordinal supplied by the user does not "
                     "correspond to a valid CUDA device or that the action requested is invalid "
                     "for the specified device."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  int can = -1;

  CUDASEM_EXPECT_CU_ERROR(drv.cuDeviceCanAccessPeer(&can, cudasem::device0(), 4096), CUDA_ERROR_INVALID_DEVICE);
}
