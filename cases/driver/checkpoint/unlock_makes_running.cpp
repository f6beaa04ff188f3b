// SPDX-License-Identifier: Apache-2.0
// A locked child CUDA process unlocked with cuCheckpointProcessUnlock is then in
// CU_PROCESS_STATE_RUNNING. UNSUPPORTED where the driver answers CUDA_ERROR_NOT_SUPPORTED.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(driver_checkpoint_unlock_makes_running) { return cudasem::driver_api::checkpoint_child(); }

CUDASEM_CASE(CuCheckpointProcessUnlock, MakesRunning,
    {
        .api = {"cuCheckpointProcessUnlock"},
        .cite = {.doc = "DRV",
            .section = "cuCheckpointProcessUnlock",
            .quote = "Upon successful return the process will be in the RUNNING state."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
        .timeout_s = 180,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::CheckpointRig rig("driver_checkpoint_unlock_makes_running");
  CUDASEM_ASSERT_TRUE_NAMED("child_process_started", rig.pid() > 0);
  if (const std::string why = rig.unsupported_reason(); !why.empty()) GTEST_SKIP() << why;
  CUcheckpointLockArgs lock = cudasem::driver_api::lock_args();
  const CUresult locked = drv.cuCheckpointProcessLock(rig.pid(), &lock);
  if (locked == CUDA_ERROR_NOT_SUPPORTED) GTEST_SKIP() << "cuCheckpointProcessLock returned CUDA_ERROR_NOT_SUPPORTED";
  CUDASEM_ASSERT_CU_OK_OF(cuCheckpointProcessLock, locked);

  CUDASEM_ASSERT_CU_OK(drv.cuCheckpointProcessUnlock(rig.pid(), nullptr));

  CUprocessState state = CU_PROCESS_STATE_FAILED;
  CUDASEM_ASSERT_CU_OK(drv.cuCheckpointProcessGetState(rig.pid(), &state));
  CUDASEM_EXPECT_EQ_NAMED("child_state_after_unlock", state, CU_PROCESS_STATE_RUNNING);
}
