// SPDX-License-Identifier: Apache-2.0
// Device printf output is flushed by a blocking cudaMemcpy: a helper process lets a printing
// kernel finish, says a marker, copies 4 bytes device to host with cudaMemcpy and says a second
// marker; the device line must reach the helper's stdout before the second marker.
#include "../device_printf.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(printf_flush_blocking_memcpy) {
  unsigned* device = nullptr;
  unsigned host = 0;
  cudaError_t e = cudaMalloc(reinterpret_cast<void**>(&device), sizeof(unsigned));
  if (e != cudaSuccess) return cudasem::device_printf::helper_fail("cudaMalloc", e);
  e = cudaMemset(device, 0, sizeof(unsigned));  // the copy reads written memory (initcheck)
  if (e != cudaSuccess) return cudasem::device_printf::helper_fail("cudaMemset", e);
  return cudasem::device_printf::run_printing_kernel_then(
      nullptr, nullptr, [&] { return cudaMemcpy(&host, device, sizeof(unsigned), cudaMemcpyDeviceToHost); });
}

CUDASEM_CASE(DevicePrintfFlush, AtBlockingMemcpy,
    {
        .api = {"cudaMemcpy"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 10.35.2 Limitations",
            .quote = "Memory copies via any blocking version of cudaMemcpy*() or cuMemcpy*(),"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os(), cudasem::attr("canMapHostMemory") >= 1},
    }) {
  auto order = cudasem::device_printf::run_printf_helper("printf_flush_blocking_memcpy", {}, 3);

  CUDASEM_ASSERT_TRUE_NAMED("helper.ran_to_end", order.complete())
      << "helper did not run to its end: " << order.run.error << "\n"
      << order.run.output;
  if (order.flushed_before_action())
    GTEST_SKIP() << cudasem::device_printf::kFlushedBeforeAction << ":\n" << order.run.output;
  CUDASEM_EXPECT_TRUE_NAMED("device_line.appeared", order.device_at >= 0) << "the device line never appeared:\n"
                                                                          << order.run.output;
  CUDASEM_EXPECT_TRUE_NAMED("device_line.flushed_by_action", order.device_at < order.after_at)
      << "the device line was not flushed by cudaMemcpy:\n"
      << order.run.output;
}
