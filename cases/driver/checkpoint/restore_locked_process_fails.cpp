// SPDX-License-Identifier: Apache-2.0
// cuCheckpointProcessRestore of a child CUDA process that is LOCKED but was not checkpointed must
// fail. The rig unlocks and reaps the child. UNSUPPORTED where the driver answers
// CUDA_ERROR_NOT_SUPPORTED.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(driver_checkpoint_restore_locked_process_fails) { return cudasem::driver_api::checkpoint_child(); }

CUDASEM_CASE(CuCheckpointProcessRestore, LockedProcessFails,
    {
        .api = {"cuCheckpointProcessRestore"},
        .cite = {.doc = "DRV",
            .section = "cuCheckpointProcessRestore",
            .quote = "Process must be in the CHECKPOINTED state to restore."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::linux_os()},
        .timeout_s = 180,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::CheckpointRig rig("driver_checkpoint_restore_locked_process_fails");
  ASSERT_GT(rig.pid(), 0);
  if (const std::string why = rig.unsupported_reason(); !why.empty()) GTEST_SKIP() << why;
  CUcheckpointLockArgs lock = cudasem::driver_api::lock_args();
  const CUresult locked = drv.cuCheckpointProcessLock(rig.pid(), &lock);
  if (locked == CUDA_ERROR_NOT_SUPPORTED) GTEST_SKIP() << "cuCheckpointProcessLock returned CUDA_ERROR_NOT_SUPPORTED";
  CUDASEM_ASSERT_CU_OK_OF(cuCheckpointProcessLock, locked);

  CUDASEM_EXPECT_CU_FAILURE(drv.cuCheckpointProcessRestore(rig.pid(), nullptr));
}
