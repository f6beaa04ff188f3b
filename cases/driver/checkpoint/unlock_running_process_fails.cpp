// SPDX-License-Identifier: Apache-2.0
// Characterization: cuCheckpointProcessUnlock of a RUNNING (not LOCKED) child process; the text
// says the process must be LOCKED, and names no outcome: records the code.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(driver_checkpoint_unlock_running_process_fails) { return cudasem::driver_api::checkpoint_child(); }

CUDASEM_CASE(CuCheckpointProcessUnlock, RunningProcessFails,
    {
        .api = {"cuCheckpointProcessUnlock"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV", .section = "cuCheckpointProcessUnlock", .quote = "Process must be in the LOCKED state."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::linux_os()},
        .timeout_s = 180,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::CheckpointRig rig("driver_checkpoint_unlock_running_process_fails");
  CUDASEM_ASSERT_TRUE_NAMED("child_process_started", rig.pid() > 0);
  if (const std::string why = rig.unsupported_reason(); !why.empty()) GTEST_SKIP() << why;

  const auto result = drv.cuCheckpointProcessUnlock(rig.pid(), nullptr);
  cudasem::observe("unlock_running_process", result);
}
