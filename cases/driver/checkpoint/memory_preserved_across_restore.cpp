// SPDX-License-Identifier: Apache-2.0
// A child CUDA process whose device memory holds a pattern is locked, checkpointed, restored and
// unlocked; the child then copies its memory back: every int still holds the pattern. UNSUPPORTED
// where the driver answers CUDA_ERROR_NOT_SUPPORTED.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(driver_checkpoint_memory_preserved_across_restore) { return cudasem::driver_api::checkpoint_child(); }

CUDASEM_CASE(CuCheckpointProcessRestore, MemoryPreserved,
    {
        .api = {"cuCheckpointProcessRestore", "cuCheckpointProcessCheckpoint"},
        .cite = {.doc = "DRV",
            .section = "cuCheckpointProcessRestore",
            .quote = "Restores a CUDA process specified by pid from its last checkpoint."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
        .timeout_s = 180,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::CheckpointRig rig("driver_checkpoint_memory_preserved_across_restore");
  cudasem::driver_api::lock_and_checkpoint(rig);
  if (HasFatalFailure() || IsSkipped()) return;

  CUDASEM_ASSERT_CU_OK(drv.cuCheckpointProcessRestore(rig.pid(), nullptr));

  CUDASEM_ASSERT_CU_OK(drv.cuCheckpointProcessUnlock(rig.pid(), nullptr));
  const long long intact = rig.check();
  CUDASEM_EXPECT_EQ_NAMED(
      "ints_intact_after_restore", intact, static_cast<long long>(cudasem::driver_api::kCheckpointInts));
}
