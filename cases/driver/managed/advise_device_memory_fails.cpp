// SPDX-License-Identifier: Apache-2.0
// cuMemAdvise(CU_MEM_ADVISE_SET_READ_MOSTLY) over memory from cuMemAlloc (not managed, not host memory)
// fails with a documented code.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemAdvise, DeviceMemoryFails,
    {
        .api = {"cuMemAdvise"},
        .cite = {.doc = "DRV",
            .section = "cuMemAdvise",
            .quote =
                "The memory range must refer to managed memory allocated via cuMemAllocManaged or declared via __managed__ variables."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::DeviceMem mem;
  const CUdeviceptr p = alloc_device_bytes(mem, std::size_t{2} << 20);
  ASSERT_NE(p, 0u);

  CUDASEM_EXPECT_CU_FAILURE(
      drv.cuMemAdvise(p, std::size_t{2} << 20, CU_MEM_ADVISE_SET_READ_MOSTLY, mem_location_device(0)));
}
