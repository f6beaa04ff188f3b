// SPDX-License-Identifier: Apache-2.0
// Characterization: cuStreamWaitValue32 on a cuMemAllocManaged word is called; the text names no
// outcome for it, and the code is recorded. The word already satisfies the condition, so an
// accepted wait cannot hold the stream.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamWaitValue32, ManagedMemoryRejected,
    {
        .api = {"cuStreamWaitValue32"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuStreamWaitValue32",
            .quote = "This function cannot be used with managed memory (cuMemAllocManaged)."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::MemOpRig rig;

  cudasem::DeviceMem managed;
  CUDASEM_ASSERT_CU_OK(drv.cuMemAllocManaged(managed.out(), 4096, CU_MEM_ATTACH_GLOBAL));
  CUDASEM_ASSERT_CU_OK(drv.cuMemsetD32(managed.get(), 10, 1));
  CUDASEM_ASSERT_CU_OK(drv.cuCtxSynchronize());

  cudasem::observe("wait_value32_managed_memory_result",
      drv.cuStreamWaitValue32(rig.stream(), managed.get(), 5, CU_STREAM_WAIT_VALUE_GEQ));

  CUDASEM_EXPECT_TRUE_NAMED("stream_finished", rig.finish());
}
