// SPDX-License-Identifier: Apache-2.0
// cuMemHostGetFlags of plain malloc memory (never pinned) must fail (a documented code, recorded).
#include "../drv.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemHostGetFlags, MallocMemoryFails, {
    .id = "driver.hostregister.get_flags_malloc_memory_fails",
    .cite = {.doc = "DRV", .section = "cuMemHostGetFlags",
             .quote = "cuMemHostGetFlags() will fail if the pointer does not reside in an allocation performed by cuMemAllocHost() or cuMemHostAlloc().",
             .version = "13.0"},
}) {
  const cudasem::Driver& drv = cudasem::driver();
  drvcase::PrimaryCurrent primary;
  cudasem::PageableBuffer<unsigned> host(4096 / sizeof(unsigned));

  unsigned flags = 0;

  CUDASEM_EXPECT_CU_FAILURE(drv.cuMemHostGetFlags(&flags, host.data()));
}
