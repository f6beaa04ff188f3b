// SPDX-License-Identifier: Apache-2.0
// The runtime made the primary context current (cudaFree(0)); after cudaDeviceReset the same
// context handle is still current to this thread.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverRuntimeInterop, DeviceResetContextStaysCurrent,
    {
        .api = {"cudaDeviceReset"},
        .cite = {.doc = "RT",
            .section = "Interactions with the CUDA Driver API",
            .quote = "The context will remain current to all of the threads that it was current to."},
        .claim = cudasem::Claim::promise,
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  const CUcontext before = cudasem::current_context();
  CUDASEM_ASSERT_TRUE_NAMED("initial_context.current", before != nullptr);

  CUDASEM_ASSERT_OK(cudaDeviceReset());

  const CUcontext after = cudasem::current_context();
  cudasem::observe("after_is_null", after == nullptr);
  CUDASEM_EXPECT_TRUE_NAMED("context_still_current_after_reset", after == before);
}
