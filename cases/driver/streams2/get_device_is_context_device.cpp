// SPDX-License-Identifier: Apache-2.0
// A stream made with cuStreamCreate in device 0's primary context: cuStreamGetDevice returns
// device 0.
#include "../driver_events.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamGetDevice, ReturnsContextDevice,
    {
        .api = {"cuStreamGetDevice"},
        .cite = {.doc = "DRV",
            .section = "cuStreamGetDevice",
            .quote = "Returns in *device the device handle of the stream"},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));
  CUdevice device = -1;

  CUDASEM_ASSERT_CU_OK(drv.cuStreamGetDevice(stream, &device));

  CUDASEM_EXPECT_EQ_NAMED("device_returned", device, primary.device());
}
