// SPDX-License-Identifier: Apache-2.0
// A locked child CUDA process checkpointed with cuCheckpointProcessCheckpoint is then in
// CU_PROCESS_STATE_CHECKPOINTED. The rig restores, unlocks and reaps the child. UNSUPPORTED where the
// driver answers CUDA_ERROR_NOT_SUPPORTED.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(driver_checkpoint_checkpoint_makes_checkpointed) { return cudasem::driver_api::checkpoint_child(); }

CUDASEM_CASE(CuCheckpointProcessCheckpoint, MakesCheckpointed,
    {
        .api = {"cuCheckpointProcessCheckpoint"},
        .cite = {.doc = "DRV",
            .section = "cuCheckpointProcessCheckpoint",
            .quote = "Upon successful return the process will be in the CHECKPOINTED state."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
        .timeout_s = 180,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::CheckpointRig rig("driver_checkpoint_checkpoint_makes_checkpointed");
  cudasem::driver_api::lock_and_checkpoint(rig);
  if (HasFatalFailure() || IsSkipped()) return;

  CUprocessState state = CU_PROCESS_STATE_FAILED;
  CUDASEM_ASSERT_CU_OK(drv.cuCheckpointProcessGetState(rig.pid(), &state));
  CUDASEM_EXPECT_EQ_NAMED("child_state_after_checkpoint", state, CU_PROCESS_STATE_CHECKPOINTED);
}
