// SPDX-License-Identifier: Apache-2.0
// cuCheckpointProcessGetState of a child process that initialized CUDA, owns device memory and is
// idle (reading its stdin) reports CU_PROCESS_STATE_RUNNING. UNSUPPORTED where the driver answers
// CUDA_ERROR_NOT_SUPPORTED.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(driver_checkpoint_state_running_initially) { return cudasem::driver_api::checkpoint_child(); }

CUDASEM_CASE(CuCheckpointProcessGetState, RunningInitially,
    {
        .api = {"cuCheckpointProcessGetState"},
        .cite = {.doc = "DRV",
            .section = "cuCheckpointProcessGetState",
            .quote = "Returns in *state the current state of the CUDA process specified by pid."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
        .timeout_s = 180,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::CheckpointRig rig("driver_checkpoint_state_running_initially");
  CUDASEM_ASSERT_TRUE_NAMED("child_process_started", rig.pid() > 0);
  if (const std::string why = rig.unsupported_reason(); !why.empty()) GTEST_SKIP() << why;
  CUprocessState state = CU_PROCESS_STATE_FAILED;

  CUDASEM_ASSERT_CU_OK(drv.cuCheckpointProcessGetState(rig.pid(), &state));

  CUDASEM_EXPECT_EQ_NAMED("child_state", state, CU_PROCESS_STATE_RUNNING);
}
