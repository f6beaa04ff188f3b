// SPDX-License-Identifier: Apache-2.0
// Characterization: whether the per-thread default stream (cudaStreamPerThread) can capture; the
// text only excludes cudaStreamLegacy.
#include "cudasem/cudasem.h"
#include "cases/graphs/graph_helpers.h"

CUDASEM_CASE(CudaStreamBeginCapture, PerThreadStreamCapture, {
    .id = "capture.begin.per_thread_stream_capture",
    .kind = cudasem::Kind::characterization,
    .cite = {.doc = "RT", .section = "cudaStreamBeginCapture",
             .quote = "Capture may not be initiated if stream is cudaStreamLegacy.", .version = "13.0"},
}) {
  cudaError_t begin = cudaStreamBeginCapture(cudaStreamPerThread, cudaStreamCaptureModeThreadLocal);
  cudasem::observe("begin", cudasem::error_text(begin));
  if (begin != cudaSuccess) return;
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_empty(cudaStreamPerThread));
  cudaError_t end = cudaSuccess;
  cudasem::graphs::Graph g = cudasem::graphs::end_capture(cudaStreamPerThread, &end);
  cudasem::observe("end", cudasem::error_text(end));
  cudasem::observe("nodes", g.get() ? cudasem::graphs::node_count(g.get()) : 0);
}
