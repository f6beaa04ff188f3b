// SPDX-License-Identifier: Apache-2.0
// cuDeviceGetLuid of device 0 on Linux (the LUID identifies the device to graphics APIs such as
// D3D12, a Windows notion): records the code it returns and, on success, the device node mask.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuDeviceGetLuid, OnLinux,
    {
        .api = {"cuDeviceGetLuid"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuDeviceGetLuid",
            .quote =
                "Return identifying information (luid and deviceNodeMask) to allow matching device with graphics APIs."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::linux_os()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  char luid[8] = {};
  unsigned mask = 0;

  const CUresult r = drv.cuDeviceGetLuid(luid, &mask, cudasem::device0());

  cudasem::observe("luid_result_code", r);
  if (r == CUDA_SUCCESS) cudasem::observe("device_node_mask", mask);
}
