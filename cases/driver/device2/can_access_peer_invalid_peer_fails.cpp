// SPDX-License-Identifier: Apache-2.0
// cuDeviceCanAccessPeer from device 0 to device ordinal 4096 (no such device) fails with a documented code.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuDeviceCanAccessPeer, InvalidPeerDeviceFails,
    {
        .api = {"cuDeviceCanAccessPeer"},
        .cite = {.doc = "DRV",
            .section = "cuDeviceCanAccessPeer",
            .quote = "peerDev - Device on which the allocations to be directly accessed by dev reside."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  int can = -1;

  CUDASEM_EXPECT_CU_FAILURE(drv.cuDeviceCanAccessPeer(&can, cudasem::device0(), 4096));
}
