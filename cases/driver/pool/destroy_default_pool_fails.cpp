// SPDX-License-Identifier: Apache-2.0
// Characterization: cuMemPoolDestroy of device 0's default pool is called; the text names no
// outcome for it, and the code is recorded.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemPoolDestroy, DefaultPoolFails,
    {
        .api = {"cuMemPoolDestroy", "cuDeviceGetDefaultMemPool"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuMemPoolDestroy",
            .quote = "A device's default memory pool cannot be destroyed."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  const CUmemoryPool pool = default_pool_of_device0();
  CUDASEM_ASSERT_TRUE_NAMED("default_pool.returned", pool != nullptr);

  cudasem::observe("destroy_default_pool_result", drv.cuMemPoolDestroy(pool));
}
