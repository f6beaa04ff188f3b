// SPDX-License-Identifier: Apache-2.0
// Device printf output is flushed by cudaStreamSynchronize: a helper process lets a printing
// kernel in a non-blocking stream finish, says a marker, synchronizes that stream and says a
// second marker; the device line must reach the helper's stdout before the second marker.
#include "../device_printf.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(printf_flush_stream_synchronize) {
  cudaStream_t stream = nullptr;
  cudaError_t e = cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking);
  if (e != cudaSuccess) return cudasem::device_printf::helper_fail("cudaStreamCreateWithFlags", e);
  return cudasem::device_printf::run_printing_kernel_then(
      stream, nullptr, [&] { return cudaStreamSynchronize(stream); });
}

CUDASEM_CASE(DevicePrintfFlush, AtStreamSynchronize,
    {
        .api = {"cudaStreamSynchronize"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 10.35.2 Limitations",
            .quote =
                "Synchronization via cudaDeviceSynchronize(), cuCtxSynchronize(), cudaStreamSynchronize(), cuStreamSynchronize(), cudaEventSynchronize(), or cuEventSynchronize(),"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os(), cudasem::attr("canMapHostMemory") >= 1},
    }) {
  auto order = cudasem::device_printf::run_printf_helper("printf_flush_stream_synchronize", {}, 3);

  CUDASEM_ASSERT_TRUE_NAMED("helper.ran_to_end", order.complete())
      << "helper did not run to its end: " << order.run.error << "\n"
      << order.run.output;
  if (order.flushed_before_action())
    GTEST_SKIP() << cudasem::device_printf::kFlushedBeforeAction << ":\n" << order.run.output;
  CUDASEM_EXPECT_TRUE_NAMED("device_line.appeared", order.device_at >= 0) << "the device line never appeared:\n"
                                                                          << order.run.output;
  CUDASEM_EXPECT_TRUE_NAMED("device_line.flushed_by_action", order.device_at < order.after_at)
      << "the device line was not flushed by cudaStreamSynchronize:\n"
      << order.run.output;
}
