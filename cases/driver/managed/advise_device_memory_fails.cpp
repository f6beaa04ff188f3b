// SPDX-License-Identifier: Apache-2.0
// Characterization: cuMemAdvise(CU_MEM_ADVISE_SET_READ_MOSTLY) over memory from cuMemAlloc (not
// managed, not host memory) is called; the text names no outcome for it, and the code is recorded.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemAdvise, DeviceMemoryFails,
    {
        .api = {"cuMemAdvise"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuMemAdvise",
            .quote =
                "The memory range must refer to managed memory allocated via cuMemAllocManaged or declared via __managed__ variables."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::DeviceMem mem;
  const CUdeviceptr p = alloc_device_bytes(mem, std::size_t{2} << 20);
  CUDASEM_ASSERT_TRUE_NAMED("allocation.address_nonzero", p != 0u);

  cudasem::observe("advise_device_memory_result",
      drv.cuMemAdvise(p, std::size_t{2} << 20, CU_MEM_ADVISE_SET_READ_MOSTLY, mem_location_device(0)));
}
