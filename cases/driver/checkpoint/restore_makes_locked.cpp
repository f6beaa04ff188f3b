// SPDX-License-Identifier: Apache-2.0
// A checkpointed child CUDA process restored with cuCheckpointProcessRestore is then in
// CU_PROCESS_STATE_LOCKED. The rig unlocks and reaps the child. UNSUPPORTED where the driver answers
// CUDA_ERROR_NOT_SUPPORTED.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(driver_checkpoint_restore_makes_locked) { return cudasem::driver_api::checkpoint_child(); }

CUDASEM_CASE(CuCheckpointProcessRestore, MakesLocked,
    {
        .api = {"cuCheckpointProcessRestore"},
        .cite = {.doc = "DRV",
            .section = "cuCheckpointProcessRestore",
            .quote = "Upon successful return the process will be in the LOCKED state."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
        .timeout_s = 180,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::CheckpointRig rig("driver_checkpoint_restore_makes_locked");
  cudasem::driver_api::lock_and_checkpoint(rig);
  if (HasFatalFailure() || IsSkipped()) return;

  CUDASEM_ASSERT_CU_OK(drv.cuCheckpointProcessRestore(rig.pid(), nullptr));

  CUprocessState state = CU_PROCESS_STATE_FAILED;
  CUDASEM_ASSERT_CU_OK(drv.cuCheckpointProcessGetState(rig.pid(), &state));
  CUDASEM_EXPECT_EQ_NAMED("child_state_after_restore", state, CU_PROCESS_STATE_LOCKED);
}
