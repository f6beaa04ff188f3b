// SPDX-License-Identifier: Apache-2.0
// With CUDA_LAUNCH_BLOCKING=1 device printf output is also flushed at the end of the launch: a
// helper process (started with that variable) launches a printing kernel and, with no other CUDA
// call, says a marker once the kernel has finished; the device line must come before the marker.
#include "../device_printf.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(printf_flush_launch_blocking) {
  return cudasem::device_printf::run_printing_kernel_then(nullptr, nullptr, [] { return cudaSuccess; });
}

CUDASEM_CASE(DevicePrintfFlush, AtEndOfLaunchWithLaunchBlocking,
    {
        .api = {"cudaLaunchKernel"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 10.35.2 Limitations",
            .quote =
                "It is flushed only when one of these actions is performed: Kernel launch via <<<>>> or cuLaunchKernel() (at the start of the launch, and if the CUDA_LAUNCH_BLOCKING environment variable is set to 1, at the end of the launch as well),"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os(), cudasem::attr("canMapHostMemory") >= 1},
    }) {
  // Control: without the variable the line must not be out before the marker; where it is, the
  // driver drains the FIFO on its own and the end-of-launch flush cannot be told apart from that.
  auto control = cudasem::device_printf::collect_printf_helper("printf_flush_launch_blocking");
  CUDASEM_ASSERT_TRUE_NAMED("control_helper.ran_to_end", control.complete())
      << "control helper did not run to its end: " << control.run.error << "\n"
      << control.run.output;
  if (control.flushed_before_action())
    GTEST_SKIP() << cudasem::device_printf::kFlushedBeforeAction << " (control run without CUDA_LAUNCH_BLOCKING):\n"
                 << control.run.output;
  auto order = cudasem::device_printf::run_printf_helper(
      "printf_flush_launch_blocking", {.set_env = {"CUDA_LAUNCH_BLOCKING=1"}});

  CUDASEM_ASSERT_TRUE_NAMED("helper.ran_to_end", order.complete())
      << "helper did not run to its end: " << order.run.error << "\n"
      << order.run.output;
  CUDASEM_EXPECT_TRUE_NAMED("device_line.appeared", order.device_at >= 0) << "the device line never appeared:\n"
                                                                          << order.run.output;
  CUDASEM_EXPECT_TRUE_NAMED("device_line.flushed_at_launch_end", order.device_at < order.completed_at)
      << "the device line was not flushed at the end of the blocking launch:\n"
      << order.run.output;
}
