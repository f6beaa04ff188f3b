// SPDX-License-Identifier: Apache-2.0
// A context made with cuCtxCreate is current; cudaMalloc then allocates in it: the pointer's
// CU_POINTER_ATTRIBUTE_CONTEXT is that context, not the primary context.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverRuntimeInterop, RuntimeOperatesOnCurrentDriverContext,
    {
        .api = {"cudaMalloc"},
        .cite = {.doc = "RT",
            .section = "Interactions with the CUDA Driver API",
            .quote =
                "If a non-primary CUcontext created by the CUDA Driver API is current to a thread then the CUDA Runtime API calls to that thread will operate on that CUcontext, with some exceptions listed below."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::Context ctx(cudasem::create_context());
  void* p = nullptr;

  CUDASEM_ASSERT_OK(cudaMalloc(&p, 4096));

  CUcontext owner = nullptr;
  CUDASEM_EXPECT_CU_ERROR(
      drv.cuPointerGetAttribute(&owner, CU_POINTER_ATTRIBUTE_CONTEXT, reinterpret_cast<CUdeviceptr>(p)), CUDA_SUCCESS);
  CUDASEM_EXPECT_TRUE_NAMED("allocation_context_is_created_context", owner == ctx.get());
  CUDASEM_EXPECT_OK(cudaFree(p));
}
