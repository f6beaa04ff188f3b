// SPDX-License-Identifier: Apache-2.0
// Characterization: cuCheckpointProcessRestore of a LOCKED (not CHECKPOINTED) child process; the
// text says the process must be CHECKPOINTED, and names no outcome: records the code.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(driver_checkpoint_restore_locked_process_fails) { return cudasem::driver_api::checkpoint_child(); }

CUDASEM_CASE(CuCheckpointProcessRestore, LockedProcessFails,
    {
        .api = {"cuCheckpointProcessRestore"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuCheckpointProcessRestore",
            .quote = "Process must be in the CHECKPOINTED state to restore."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::linux_os()},
        .timeout_s = 180,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::CheckpointRig rig("driver_checkpoint_restore_locked_process_fails");
  CUDASEM_ASSERT_TRUE_NAMED("child_process_started", rig.pid() > 0);
  if (const std::string why = rig.unsupported_reason(); !why.empty()) GTEST_SKIP() << why;
  CUcheckpointLockArgs lock = cudasem::driver_api::lock_args();
  const CUresult locked = drv.cuCheckpointProcessLock(rig.pid(), &lock);
  if (locked == CUDA_ERROR_NOT_SUPPORTED) GTEST_SKIP() << "cuCheckpointProcessLock returned CUDA_ERROR_NOT_SUPPORTED";
  CUDASEM_ASSERT_CU_OK_OF(cuCheckpointProcessLock, locked);

  const auto result = drv.cuCheckpointProcessRestore(rig.pid(), nullptr);
  cudasem::observe("restore_locked_process", result);
}
