// SPDX-License-Identifier: Apache-2.0
// No context is current; cudaMalloc selects the primary context of device 0, makes it current
// and initializes it: afterwards cuCtxGetCurrent is the primary context's handle and it is
// active.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverRuntimeInterop, RuntimeSelectsPrimaryWhenNoneCurrent,
    {
        .api = {"cudaMalloc"},
        .cite = {.doc = "RT",
            .section = "Interactions with the CUDA Driver API",
            .quote =
                "If no CUcontext is current to the calling thread when a CUDA Runtime API call which requires an active context is made, then the primary context for a device will be selected, made current to the calling thread, and initialized."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  const CUdevice dev = cudasem::device0();
  CUDASEM_ASSERT_TRUE_NAMED("no_context_current_before", cudasem::current_context() == nullptr);
  void* p = nullptr;

  CUDASEM_ASSERT_OK(cudaMalloc(&p, 4096));

  CUcontext primary = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuDevicePrimaryCtxRetain(&primary, dev));
  unsigned flags = 0;
  int active = -1;
  CUDASEM_EXPECT_CU_ERROR(drv.cuDevicePrimaryCtxGetState(dev, &flags, &active), CUDA_SUCCESS);
  CUDASEM_EXPECT_TRUE_NAMED("primary_context_is_current", cudasem::current_context() == primary);
  CUDASEM_EXPECT_EQ_NAMED("primary_context.active", active, 1);
  CUDASEM_EXPECT_OK(cudaFree(p));
  CUDASEM_EXPECT_CU_ERROR(drv.cuDevicePrimaryCtxRelease(dev), CUDA_SUCCESS);
}
