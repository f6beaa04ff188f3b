// SPDX-License-Identifier: Apache-2.0
// cuDeviceCanAccessPeer from device 0 to itself: the text does not say what a device reports for itself;
// the value is recorded.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuDeviceCanAccessPeer, SelfObserved,
    {
        .api = {"cuDeviceCanAccessPeer"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuDeviceCanAccessPeer",
            .quote =
                "Returns in *canAccessPeer a value of 1 if contexts on dev are capable of directly accessing memory from contexts on peerDev and 0 otherwise."},
        .claim = cudasem::Claim::hedge,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  int can = -1;

  const CUresult r = drv.cuDeviceCanAccessPeer(&can, cudasem::device0(), cudasem::device0());

  cudasem::observe("call_result", r);
  cudasem::observe("can_access_self", can);
}
