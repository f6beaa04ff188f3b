// SPDX-License-Identifier: Apache-2.0
// Device printf output is flushed only at the listed actions: a helper process lets a printing
// kernel finish (observed through host memory, no CUDA call), waits 200 ms more, says a marker and
// only then synchronizes; the device line must come after the marker.
#include "../device_printf.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(printf_flush_not_before_flush_point) {
  return cudasem::device_printf::run_printing_kernel_then(
      nullptr, nullptr, [] { return cudaDeviceSynchronize(); }, std::chrono::milliseconds(200));
}

CUDASEM_CASE(DevicePrintfFlush, NotBeforeFlushPoint,
    {
        .api = {"cudaDeviceSynchronize"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 10.35.2 Limitations",
            .quote = "It is flushed only when one of these actions is performed:"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os(), cudasem::attr("canMapHostMemory") >= 1},
    }) {
  auto order = cudasem::device_printf::run_printf_helper("printf_flush_not_before_flush_point");

  CUDASEM_ASSERT_TRUE_NAMED("helper.ran_to_end", order.complete())
      << "helper did not run to its end: " << order.run.error << "\n"
      << order.run.output;
  CUDASEM_ASSERT_TRUE_NAMED("device_line.appeared", order.device_at >= 0)
      << "the device line never appeared, even after cudaDeviceSynchronize:\n"
      << order.run.output;
  CUDASEM_EXPECT_TRUE_NAMED("device_line.held_until_flush_point", order.device_at > order.completed_at)
      << "the device line appeared after the kernel finished but before any flushing action:\n"
      << order.run.output;
}
