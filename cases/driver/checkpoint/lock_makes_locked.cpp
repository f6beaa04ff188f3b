// SPDX-License-Identifier: Apache-2.0
// cuCheckpointProcessLock (10 s timeout) of an idle child CUDA process succeeds and leaves it in
// CU_PROCESS_STATE_LOCKED. The rig unlocks and reaps the child. UNSUPPORTED where the driver answers
// CUDA_ERROR_NOT_SUPPORTED.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(driver_checkpoint_lock_makes_locked) { return cudasem::driver_api::checkpoint_child(); }

CUDASEM_CASE(CuCheckpointProcessLock, MakesLocked,
    {
        .api = {"cuCheckpointProcessLock"},
        .cite = {.doc = "DRV",
            .section = "cuCheckpointProcessLock",
            .quote = "Upon successful return the process will be in the LOCKED state."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
        .timeout_s = 180,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::CheckpointRig rig("driver_checkpoint_lock_makes_locked");
  CUDASEM_ASSERT_TRUE_NAMED("child_process_started", rig.pid() > 0);
  if (const std::string why = rig.unsupported_reason(); !why.empty()) GTEST_SKIP() << why;
  CUcheckpointLockArgs lock = cudasem::driver_api::lock_args();

  const CUresult locked = drv.cuCheckpointProcessLock(rig.pid(), &lock);
  if (locked == CUDA_ERROR_NOT_SUPPORTED) GTEST_SKIP() << "cuCheckpointProcessLock returned CUDA_ERROR_NOT_SUPPORTED";
  CUDASEM_ASSERT_CU_OK_OF(cuCheckpointProcessLock, locked);

  CUprocessState state = CU_PROCESS_STATE_FAILED;
  CUDASEM_ASSERT_CU_OK(drv.cuCheckpointProcessGetState(rig.pid(), &state));
  CUDASEM_EXPECT_EQ_NAMED("child_state_after_lock", state, CU_PROCESS_STATE_LOCKED);
}
