// SPDX-License-Identifier: Apache-2.0
// A cuCtxCreate context is current; cudaSetDevice(0) makes device 0's primary context current
// in its place (cuCtxGetCurrent returns the primary context's handle).
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverRuntimeInterop, SetDeviceMakesPrimaryCurrent,
    {
        .api = {"cudaSetDevice"},
        .cite = {.doc = "RT",
            .section = "Interactions with the CUDA Driver API",
            .quote =
                "The function cudaSetDevice() initializes the primary context for the specified device and makes it current to the calling thread by calling cuCtxSetCurrent()."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  const CUdevice dev = cudasem::device0();
  cudasem::Context ctx(cudasem::create_context());
  CUDASEM_ASSERT_TRUE_NAMED("created_context_current_before", cudasem::current_context() == ctx.get());

  CUDASEM_ASSERT_OK(cudaSetDevice(0));

  CUcontext primary = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuDevicePrimaryCtxRetain(&primary, dev));
  const CUcontext current = cudasem::current_context();
  cudasem::observe("current_is_created_context", current == ctx.get());
  CUDASEM_EXPECT_TRUE_NAMED("current_is_primary_context", current == primary);
  CUDASEM_EXPECT_CU_ERROR(drv.cuDevicePrimaryCtxRelease(dev), CUDA_SUCCESS);
}
