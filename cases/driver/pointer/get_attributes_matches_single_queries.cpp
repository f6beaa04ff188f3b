// SPDX-License-Identifier: Apache-2.0
// cuPointerGetAttributes of a cuMemAlloc pointer (context, memory type, buffer id, device ordinal
// in one call) gives the same values as one cuPointerGetAttribute call each.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuPointerGetAttributes, MatchesSingleQueries,
    {
        .api = {"cuPointerGetAttributes"},
        .cite = {.doc = "DRV",
            .section = "cuPointerGetAttributes",
            .quote =
                "A two-dimensional array containing pointers to memory locations where the result of each attribute query will be written to."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;

  cudasem::DeviceMem mem;
  CUDASEM_ASSERT_CU_OK(drv.cuMemAlloc(mem.out(), 4096));
  CUcontext ctx = nullptr, ctx1 = nullptr;
  unsigned type = 0, type1 = 0;
  unsigned long long id = 0, id1 = 0;
  int ordinal = -1, ordinal1 = -1;
  CUpointer_attribute attrs[] = {CU_POINTER_ATTRIBUTE_CONTEXT, CU_POINTER_ATTRIBUTE_MEMORY_TYPE,
      CU_POINTER_ATTRIBUTE_BUFFER_ID, CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL};
  void* data[] = {&ctx, &type, &id, &ordinal};

  CUDASEM_ASSERT_CU_OK(drv.cuPointerGetAttributes(4, attrs, data, mem.get()));

  CUDASEM_ASSERT_CU_OK(drv.cuPointerGetAttribute(&ctx1, CU_POINTER_ATTRIBUTE_CONTEXT, mem.get()));
  CUDASEM_ASSERT_CU_OK(drv.cuPointerGetAttribute(&type1, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, mem.get()));
  CUDASEM_ASSERT_CU_OK(drv.cuPointerGetAttribute(&id1, CU_POINTER_ATTRIBUTE_BUFFER_ID, mem.get()));
  CUDASEM_ASSERT_CU_OK(drv.cuPointerGetAttribute(&ordinal1, CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL, mem.get()));
  CUDASEM_EXPECT_TRUE_NAMED("context.matches_single_query", ctx == ctx1);
  CUDASEM_EXPECT_TRUE_NAMED("context_is_primary", ctx == primary.get());
  CUDASEM_EXPECT_EQ_NAMED("memory_type.in_one_call", type, type1);
  CUDASEM_EXPECT_TRUE_NAMED("buffer_id.matches_single_query", id == id1);
  CUDASEM_EXPECT_EQ_NAMED("device_ordinal.in_one_call", ordinal, ordinal1);
}
