// SPDX-License-Identifier: Apache-2.0
// cuCtxGetDevice with a context created on device 0 current returns device 0's handle.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverCtxGetDevice, DeviceOfCreatedContext,
    {
        .api = {"cuCtxGetDevice"},
        .cite = {.doc = "DRV",
            .section = "cuCtxGetDevice",
            .quote = "Returns in *device the handle of the current context's device."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  const CUdevice dev = cudasem::device0();
  cudasem::Context ctx(cudasem::create_context(0, dev));
  CUdevice got = -1;

  CUDASEM_ASSERT_CU_OK(drv.cuCtxGetDevice(&got));

  CUDASEM_EXPECT_EQ_NAMED("context.device_handle", got, dev);
}
