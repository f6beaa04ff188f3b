// SPDX-License-Identifier: Apache-2.0
// cuStreamAttachMemAsync of a managed allocation to the NULL stream with CU_MEM_ATTACH_SINGLE fails with a
// documented code.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamAttachMemAsync, SingleToNullStreamFails,
    {
        .api = {"cuStreamAttachMemAsync"},
        .cite = {.doc = "DRV",
            .section = "cuStreamAttachMemAsync",
            .quote =
                "It is illegal to attach singly to the NULL stream, because the NULL stream is a virtual global stream and not a specific stream. An error will be returned in this case."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::DeviceMem mem;
  CUDASEM_ASSERT_CU_OK(alloc_managed(mem, 1 << 20));

  CUDASEM_EXPECT_CU_FAILURE(drv.cuStreamAttachMemAsync(nullptr, mem.get(), 0, CU_MEM_ATTACH_SINGLE));

  CUDASEM_EXPECT_CU_OK(drv.cuCtxSynchronize());
}
