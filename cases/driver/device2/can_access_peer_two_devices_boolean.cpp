// SPDX-License-Identifier: Apache-2.0
// cuDeviceCanAccessPeer from device 0 to device 1 succeeds and reports 0 or 1.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuDeviceCanAccessPeer, TwoDevicesReportsZeroOrOne,
    {
        .api = {"cuDeviceCanAccessPeer"},
        .cite = {.doc = "DRV",
            .section = "cuDeviceCanAccessPeer",
            .quote =
                "Returns in *canAccessPeer a value of 1 if contexts on dev are capable of directly accessing memory from contexts on peerDev and 0 otherwise."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::gpus(2)},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  CUdevice one = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuDeviceGet(&one, 1));
  int can = -1;

  CUDASEM_ASSERT_CU_OK(drv.cuDeviceCanAccessPeer(&can, cudasem::device0(), one));

  cudasem::observe("can_access_peer", can);
  CUDASEM_EXPECT_TRUE_NAMED("can_access_peer_is_boolean", can == 0 || can == 1) << can;
}
