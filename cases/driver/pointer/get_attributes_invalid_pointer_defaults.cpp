// SPDX-License-Identifier: Apache-2.0
// cuPointerGetAttributes of plain malloc memory (no CUDA pointer): CUDA_SUCCESS, with the context
// NULL and the memory type 0.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuPointerGetAttributes, InvalidPointerDefaults,
    {
        .api = {"cuPointerGetAttributes"},
        .cite = {.doc = "DRV",
            .section = "cuPointerGetAttributes",
            .quote =
                "Unlike cuPointerGetAttribute, this function will not return an error when the ptr encountered is not a valid CUDA pointer. Instead, the attributes are assigned default NULL values and CUDA_SUCCESS is returned."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("unifiedAddressing") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;

  cudasem::PageableBuffer<unsigned> host(1024);
  CUcontext ctx = reinterpret_cast<CUcontext>(0x1);
  unsigned type = 77;
  CUpointer_attribute attrs[] = {CU_POINTER_ATTRIBUTE_CONTEXT, CU_POINTER_ATTRIBUTE_MEMORY_TYPE};
  void* data[] = {&ctx, &type};

  CUDASEM_EXPECT_CU_ERROR(
      drv.cuPointerGetAttributes(2, attrs, data, reinterpret_cast<CUdeviceptr>(host.data())), CUDA_SUCCESS);

  cudasem::observe("context_is_null", ctx == nullptr);
  CUDASEM_EXPECT_TRUE_NAMED("context_attribute.null", ctx == nullptr);
  CUDASEM_EXPECT_EQ_NAMED("memory_type", type, 0u);
}
