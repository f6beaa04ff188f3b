// SPDX-License-Identifier: Apache-2.0
// After cuDevicePrimaryCtxRetain on a thread with no current context, cuCtxGetCurrent still
// reports no context: the retained context is not pushed.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverPrimaryCtxRetain, NotPushed,
    {
        .api = {"cuDevicePrimaryCtxRetain"},
        .cite = {.doc = "DRV",
            .section = "cuDevicePrimaryCtxRetain",
            .quote = "Unlike cuCtxCreate() the newly retained context is not pushed onto the stack."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  const CUdevice dev = cudasem::device0();
  CUcontext before = reinterpret_cast<CUcontext>(0x1);
  CUDASEM_ASSERT_CU_OK(drv.cuCtxGetCurrent(&before));
  CUDASEM_ASSERT_TRUE_NAMED("no_context_current_before", before == nullptr)
      << "a context was current before the retain";
  CUcontext ctx = nullptr;

  CUDASEM_ASSERT_CU_OK(drv.cuDevicePrimaryCtxRetain(&ctx, dev));

  CUcontext current = reinterpret_cast<CUcontext>(0x1);
  CUDASEM_EXPECT_CU_ERROR(drv.cuCtxGetCurrent(&current), CUDA_SUCCESS);
  cudasem::observe("current_is_null", current == nullptr);
  CUDASEM_EXPECT_TRUE_NAMED("no_context_current_after_retain", current == nullptr);
  CUDASEM_EXPECT_CU_ERROR(drv.cuDevicePrimaryCtxRelease(dev), CUDA_SUCCESS);
}
