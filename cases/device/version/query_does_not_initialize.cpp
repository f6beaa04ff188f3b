// SPDX-License-Identifier: Apache-2.0
// cudaRuntimeGetVersion and the error-handling functions leave the primary context inactive.
#include "cudasem/cudasem.h"

CUDASEM_CASE(DeviceVersion, QueryDoesNotInitialize,
    {
        .api = {"cudaRuntimeGetVersion"},
        .cite = {.doc = "RT",
            .section = "cudaRuntimeGetVersion",
            .quote = "As of CUDA 12.0, this function no longer initializes CUDA."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  CUdevice dev = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuDeviceGet(&dev, 0));
  unsigned flags = 0;
  int active = -1, runtime = 0;

  CUDASEM_ASSERT_OK(cudaRuntimeGetVersion(&runtime));
  CUDASEM_ASSERT_CU_OK(drv.cuDevicePrimaryCtxGetState(dev, &flags, &active));

  CUDASEM_EXPECT_EQ_NAMED("primary_context_active", active, 0);
}
