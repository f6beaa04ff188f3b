// SPDX-License-Identifier: Apache-2.0
// cuCheckpointProcessCheckpoint of a child CUDA process that is RUNNING (not locked) must fail.
// UNSUPPORTED where the driver answers CUDA_ERROR_NOT_SUPPORTED.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(driver_checkpoint_checkpoint_running_process_fails) { return cudasem::driver_api::checkpoint_child(); }

CUDASEM_CASE(CuCheckpointProcessCheckpoint, RunningProcessFails,
    {
        .api = {"cuCheckpointProcessCheckpoint"},
        .cite = {.doc = "DRV",
            .section = "cuCheckpointProcessCheckpoint",
            .quote = "Process must be in the LOCKED state to checkpoint."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::linux_os()},
        .timeout_s = 180,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::CheckpointRig rig("driver_checkpoint_checkpoint_running_process_fails");
  ASSERT_GT(rig.pid(), 0);
  if (const std::string why = rig.unsupported_reason(); !why.empty()) GTEST_SKIP() << why;

  CUDASEM_EXPECT_CU_FAILURE(drv.cuCheckpointProcessCheckpoint(rig.pid(), nullptr));
}
