// SPDX-License-Identifier: Apache-2.0
// Characterization: the printf buffer is shared by the context, but the text lists
// cudaStreamSynchronize without saying which stream; records whether synchronizing an idle
// second stream flushes the line of a finished kernel from the first stream.
#include "../device_printf.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(printf_flush_stream_synchronize_other) {
  cudaStream_t printing = nullptr, idle = nullptr;
  cudaError_t e = cudaStreamCreateWithFlags(&printing, cudaStreamNonBlocking);
  if (e == cudaSuccess) e = cudaStreamCreateWithFlags(&idle, cudaStreamNonBlocking);
  if (e != cudaSuccess) return cudasem::device_printf::helper_fail("cudaStreamCreateWithFlags", e);
  const int code =
      cudasem::device_printf::run_printing_kernel_then(printing, nullptr, [&] { return cudaStreamSynchronize(idle); });
  cudaDeviceSynchronize();
  return code;
}

CUDASEM_CASE(DevicePrintfFlush, AtStreamSynchronizeOfOtherStream,
    {
        .api = {"cudaStreamSynchronize"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 10.35.2 Limitations",
            .quote =
                "Synchronization via cudaDeviceSynchronize(), cuCtxSynchronize(), cudaStreamSynchronize(), cuStreamSynchronize(), cudaEventSynchronize(), or cuEventSynchronize(),"},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::linux_os(), cudasem::attr("canMapHostMemory") >= 1},
    }) {
  // Where the line landed races with the driver's own draining (device_printf.flush.not_before_flush_point):
  // recorded as measurements.
  auto order = cudasem::device_printf::run_printf_helper("printf_flush_stream_synchronize_other", {}, 1, false);

  cudasem::measure("flushed_by_other_stream_synchronize", order.flushed_by_action());
  CUDASEM_ASSERT_TRUE_NAMED("helper.ran_to_end", order.complete())
      << "helper did not run to its end: " << order.run.error << "\n"
      << order.run.output;
}
