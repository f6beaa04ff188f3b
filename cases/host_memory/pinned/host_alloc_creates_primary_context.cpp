// SPDX-License-Identifier: Apache-2.0
// cudaHostAlloc needs a context, so the runtime initializes the primary context of the
// current device (device 0) in it; the requirement checks created none.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaHostAlloc, CreatesPrimaryContext,
    {
        .api = {"cudaHostAlloc"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.1. Initialization",
            .quote =
                "This context is the primary context for this device and is initialized at the first runtime function which requires an active context on this device."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  CUdevice dev = 0;
  unsigned flags = 0;
  int active_before = -1, active_after = -1;
  CUDASEM_ASSERT_CU_OK(drv.cuDeviceGet(&dev, 0));
  CUDASEM_ASSERT_CU_OK(drv.cuDevicePrimaryCtxGetState(dev, &flags, &active_before));
  CUDASEM_ASSERT_EQ_NAMED("primary_context_active_before", active_before, 0)
      << "harness: the primary context existed before the case";

  void* p = nullptr;
  cudaError_t result = cudaHostAlloc(&p, 4096, cudaHostAllocDefault);
  CUDASEM_ASSERT_CU_OK(drv.cuDevicePrimaryCtxGetState(dev, &flags, &active_after));

  CUDASEM_EXPECT_OK_OF(cudaHostAlloc, result);
  CUDASEM_EXPECT_EQ_NAMED("primary_context_active_after", active_after, 1);
  if (result == cudaSuccess) {
    CUDASEM_EXPECT_OK(cudaFreeHost(p));
  }
}
