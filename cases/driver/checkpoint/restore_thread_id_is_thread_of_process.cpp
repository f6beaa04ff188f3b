// SPDX-License-Identifier: Apache-2.0
// cuCheckpointProcessGetRestoreThreadId of an idle child CUDA process returns the id of one of that
// process's threads (/proc/<pid>/task/<tid> exists). UNSUPPORTED where the driver answers
// CUDA_ERROR_NOT_SUPPORTED.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(driver_checkpoint_restore_thread_id_is_thread_of_process) {
  return cudasem::driver_api::checkpoint_child();
}

CUDASEM_CASE(CuCheckpointProcessGetRestoreThreadId, IsThreadOfProcess,
    {
        .api = {"cuCheckpointProcessGetRestoreThreadId"},
        .cite = {.doc = "DRV",
            .section = "cuCheckpointProcessGetRestoreThreadId",
            .quote = "Returns in *tid the thread ID of the CUDA restore thread for the process specified by pid."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
        .timeout_s = 180,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::CheckpointRig rig("driver_checkpoint_restore_thread_id_is_thread_of_process");
  CUDASEM_ASSERT_TRUE_NAMED("child_process_started", rig.pid() > 0);
  if (const std::string why = rig.unsupported_reason(); !why.empty()) GTEST_SKIP() << why;
  int tid = 0;

  CUDASEM_ASSERT_CU_OK(drv.cuCheckpointProcessGetRestoreThreadId(rig.pid(), &tid));

  const std::string task = "/proc/" + std::to_string(rig.pid()) + "/task/" + std::to_string(tid);
  const bool is_thread = tid > 0 && ::access(task.c_str(), F_OK) == 0;
  CUDASEM_EXPECT_TRUE_NAMED("restore_tid_is_thread_of_child", is_thread) << task;
}
