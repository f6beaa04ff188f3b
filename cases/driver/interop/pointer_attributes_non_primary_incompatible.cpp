// SPDX-License-Identifier: Apache-2.0
// cudaPointerGetAttributes of a cuMemAlloc pointer of a non-primary context (current) returns
// cudaErrorIncompatibleDriverContext.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverRuntimeInterop, PointerAttributesNonPrimaryIncompatible,
    {
        .api = {"cudaPointerGetAttributes"},
        .cite = {.doc = "RT",
            .section = "Interactions with the CUDA Driver API",
            .quote =
                "The function cudaPointerGetAttributes() will return the error cudaErrorIncompatibleDriverContext if the pointer being queried was allocated by a non-primary context."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::Context ctx(cudasem::create_context());
  cudasem::DeviceMem mem;
  CUDASEM_ASSERT_CU_OK(drv.cuMemAlloc(mem.out(), 4096));
  cudaPointerAttributes attrs{};

  CUDASEM_EXPECT_ERROR(
      cudaPointerGetAttributes(&attrs, reinterpret_cast<void*>(mem.get())), cudaErrorIncompatibleDriverContext);

  cudasem::last_error(cudasem::LastError::clear);
}
