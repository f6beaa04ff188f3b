// SPDX-License-Identifier: Apache-2.0
// Device printf output is flushed at the start of a later <<<>>> launch: a helper process lets a
// printing kernel finish, says a marker, launches an empty kernel (no synchronization) and says a
// second marker; the first kernel's line must reach the helper's stdout before the second marker.
#include "../printf_flush.h"
#include "cudasem/cudasem.h"

namespace {
__global__ void empty_kernel() {}
}  // namespace

CUDASEM_HELPER(printf_flush_kernel_launch) {
  // The settle lets the printing kernel retire before the next launch starts.
  return cudasem_cases::run_printing_kernel_then(
      nullptr, nullptr,
      [] {
        empty_kernel<<<1, 1>>>();
        return cudaGetLastError();
      },
      std::chrono::milliseconds(50));
}

CUDASEM_CASE(DevicePrintfFlush, AtKernelLaunch, {
    .id = "device_printf.flush.kernel_launch",
    .cite = {.doc = "PG", .section = "CUDA C++ Programming Guide (legacy, 13.0) 10.35.2 Limitations",
             .quote = "It is flushed only when one of these actions is performed: Kernel launch via <<<>>> or cuLaunchKernel() (at the start of the launch, and if the CUDA_LAUNCH_BLOCKING environment variable is set to 1, at the end of the launch as well),",
             .version = "13.0"},
    .needs = {cudasem::linux_os(), cudasem::attr("canMapHostMemory") >= 1},
}) {
  auto order = cudasem_cases::run_printf_helper("printf_flush_kernel_launch");

  ASSERT_TRUE(order.complete()) << "helper did not run to its end: " << order.run.error << "\n" << order.run.output;
  EXPECT_GE(order.device_at, 0) << "the device line never appeared:\n" << order.run.output;
  EXPECT_LT(order.device_at, order.after_at) << "the device line was not flushed by the next kernel launch:\n"
                                             << order.run.output;
}
