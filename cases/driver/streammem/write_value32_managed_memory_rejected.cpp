// SPDX-License-Identifier: Apache-2.0
// Characterization: cuStreamWriteValue32 into a cuMemAllocManaged word is called; the text names no
// outcome for it, and the code is recorded.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamWriteValue32, ManagedMemoryRejected,
    {
        .api = {"cuStreamWriteValue32"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuStreamWriteValue32",
            .quote = "This function cannot be used with managed memory (cuMemAllocManaged)."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::MemOpRig rig;

  cudasem::DeviceMem managed;
  CUDASEM_ASSERT_CU_OK(drv.cuMemAllocManaged(managed.out(), 4096, CU_MEM_ATTACH_GLOBAL));

  cudasem::observe("write_value32_managed_memory_result",
      drv.cuStreamWriteValue32(rig.stream(), managed.get(), 5, CU_STREAM_WRITE_VALUE_DEFAULT));

  CUDASEM_EXPECT_TRUE_NAMED("stream_finished", rig.finish());
}
