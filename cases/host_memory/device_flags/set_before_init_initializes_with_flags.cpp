// SPDX-License-Identifier: Apache-2.0
// First CUDA call of the process (no cudaSetDevice, which would initialize the device): the
// default device's primary context is then created with the blocking-sync scheduling flag.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaSetDeviceFlags, BeforeInitInitializesWithFlags, {
    .id = "host_memory.device_flags.set_before_init_initializes_with_flags",
    .cite = {.doc = "RT", .section = "cudaSetDeviceFlags",
             .quote = "If no device has been made current to the calling thread, a default device is selected and initialized with the provided flags.",
             .version = "13.0"},
}) {
  const cudasem::Driver& drv = cudasem::driver();
  CUdevice dev = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuDeviceGet(&dev, 0));

  cudaError_t result = cudaSetDeviceFlags(cudaDeviceScheduleBlockingSync);
  CUDASEM_ASSERT_OK(cudaFree(nullptr));

  unsigned ctx_flags = 0;
  int active = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuDevicePrimaryCtxGetState(dev, &ctx_flags, &active));
  CUDASEM_EXPECT_ERROR(result, cudaSuccess);
  cudasem::observe("primary_context_flags", ctx_flags);
  EXPECT_EQ(active, 1);
  EXPECT_EQ(ctx_flags & CU_CTX_SCHED_MASK, static_cast<unsigned>(CU_CTX_SCHED_BLOCKING_SYNC));
}
