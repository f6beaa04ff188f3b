// SPDX-License-Identifier: Apache-2.0
// A context bound with cuCtxSetCurrent on this thread is not current on a new host thread:
// there cuCtxGetCurrent reports NULL with CUDA_SUCCESS.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverCtxSetCurrent, BindsCallingThreadOnly,
    {
        .api = {"cuCtxSetCurrent"},
        .cite = {.doc = "DRV",
            .section = "cuCtxSetCurrent",
            .quote = "Binds the specified CUDA context to the calling CPU thread."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::Context ctx(cudasem::create_context());
  CUcontext popped = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuCtxPopCurrent(&popped));

  CUDASEM_ASSERT_CU_OK(drv.cuCtxSetCurrent(ctx.get()));

  CUcontext other = reinterpret_cast<CUcontext>(0x1);
  CUresult other_result = CUDA_ERROR_UNKNOWN;
  std::thread([&] { other_result = drv.cuCtxGetCurrent(&other); }).join();
  CUDASEM_EXPECT_TRUE_NAMED("this_thread_current_is_set", cudasem::current_context() == ctx.get());
  CUDASEM_EXPECT_CU_ERROR_OF(cuCtxGetCurrent, other_result, CUDA_SUCCESS);
  CUDASEM_EXPECT_TRUE_NAMED("other_thread_current_is_null", other == nullptr);
}
