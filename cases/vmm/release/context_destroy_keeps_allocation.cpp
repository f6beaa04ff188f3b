// SPDX-License-Identifier: Apache-2.0
// A cuMemCreate allocation made while a created context was current survives cuCtxDestroy of that
// context: in the primary context it still maps, and a cuMemsetD32 fill reads back.
#include "../vmm.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuCtxDestroy, KeepsVmmAllocation,
    {
        .api = {"cuCtxDestroy"},
        .cite = {.doc = "DRV",
            .section = "cuCtxDestroy",
            .quote =
                "cuCtxDestroy() will not destroy memory allocations by cuMemCreate(), cuMemAllocAsync() and cuMemAllocFromPoolAsync()."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("virtualMemoryManagementSupported") >= 1},
    }) {
  using namespace cudasem::vmm;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;  // current again once the created context is destroyed
  const CUdevice dev = primary.device();
  const CUmemAllocationProp prop = device_prop(dev);
  CUcontext ctx = cudasem::create_context(0, dev);  // before the granularity query (no Granule)
  CUDASEM_ASSERT_TRUE_NAMED("context.created", ctx != nullptr);
  const std::size_t gran = granularity(prop);
  CUDASEM_ASSERT_TRUE_NAMED("granularity.nonzero", gran > 0u);
  Allocation alloc(gran, prop);

  CUDASEM_ASSERT_CU_OK(drv.cuCtxDestroy(ctx));

  CUDASEM_ASSERT_TRUE_NAMED("primary_context_current_after_destroy", cudasem::current_context() == primary.get());
  CUmemAllocationProp got{};
  CUDASEM_EXPECT_CU_ERROR(drv.cuMemGetAllocationPropertiesFromHandle(&got, alloc.get()), CUDA_SUCCESS);
  Reservation range(gran);
  Mapping mapping(range.ptr(), gran, alloc.get());
  CUDASEM_ASSERT_TRUE_NAMED("allocation.maps_after_destroy", mapping.mapped());
  CUDASEM_ASSERT_CU_OK(grant(range.ptr(), gran, dev));
  CUDASEM_ASSERT_CU_OK(drv.cuMemsetD32(range.ptr(), 0x5a5a5a5a, gran / 4));
  unsigned word = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuMemcpyDtoH(&word, range.ptr() + gran - 4, 4));
  CUDASEM_EXPECT_EQ_NAMED("last_word.read_back_fill", word, 0x5a5a5a5au);
}
