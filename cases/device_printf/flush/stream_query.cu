// SPDX-License-Identifier: Apache-2.0
// Characterization: cudaStreamQuery is not among the listed flushing actions; records whether it
// flushes the device printf output of a finished kernel (line before or after the marker that
// follows the query).
#include "../device_printf.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(printf_flush_stream_query) {
  cudaStream_t stream = nullptr;
  cudaError_t e = cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking);
  if (e != cudaSuccess) return cudasem::device_printf::helper_fail("cudaStreamCreateWithFlags", e);
  cudaError_t r = cudaSuccess;
  int code = cudasem::device_printf::run_printing_kernel_then(stream, nullptr, [&] {
    r = cudaStreamQuery(stream);
    return cudaSuccess;
  });
  cudasem::helper_send("query_result", r);
  cudaDeviceSynchronize();
  return code;
}

CUDASEM_CASE(DevicePrintfFlush, AtStreamQuery,
    {
        .api = {"cudaStreamQuery"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 10.35.2 Limitations",
            .quote = "It is flushed only when one of these actions is performed:"},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::linux_os(), cudasem::attr("canMapHostMemory") >= 1},
    }) {
  // Where the line landed races with the driver's own draining (device_printf.flush.not_before_flush_point):
  // recorded as measurements.
  auto order = cudasem::device_printf::run_printf_helper("printf_flush_stream_query", {}, 1, false);

  if (order.run.has("query_result")) cudasem::observe("stream_query_result", order.run, "query_result");
  cudasem::measure("flushed_by_stream_query", order.flushed_by_action());
  CUDASEM_ASSERT_TRUE_NAMED("helper.ran_to_end", order.complete())
      << "helper did not run to its end: " << order.run.error << "\n"
      << order.run.output;
}
