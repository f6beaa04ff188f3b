// SPDX-License-Identifier: Apache-2.0
// cuMemHostGetFlags of plain malloc memory (never pinned) must fail (a documented code, recorded).
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemHostGetFlags, MallocMemoryFails,
    {
        .api = {"cuMemHostGetFlags"},
        .cite = {.doc = "DRV",
            .section = "cuMemHostGetFlags",
            .quote =
                "cuMemHostGetFlags() will fail if the pointer does not reside in an allocation performed by cuMemAllocHost() or cuMemHostAlloc()."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::PageableBuffer<unsigned> host(4096 / sizeof(unsigned));

  unsigned flags = 0;

  CUDASEM_EXPECT_CU_FAILURE(drv.cuMemHostGetFlags(&flags, host.data()));
}
