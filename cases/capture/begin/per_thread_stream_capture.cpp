// SPDX-License-Identifier: Apache-2.0
// Characterization: whether the per-thread default stream (cudaStreamPerThread) can capture; the
// text only excludes cudaStreamLegacy.
#include "cudasem/cudasem.h"
#include "../../graphs/graph_helpers.h"

CUDASEM_CASE(CudaStreamBeginCapture, PerThreadStreamCapture, {
    .api = {"cudaStreamBeginCapture"},
    .kind = cudasem::Kind::characterization,
    .cite = {.doc = "RT", .section = "cudaStreamBeginCapture",
             .quote = "Capture may not be initiated if stream is cudaStreamLegacy."},
}) {
  cudaError_t begin = cudaStreamBeginCapture(cudaStreamPerThread, cudaStreamCaptureModeThreadLocal);
  cudasem::observe("begin_capture", cudasem::error_text(begin));
  if (begin != cudaSuccess) return;
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_empty(cudaStreamPerThread));
  cudaError_t end = cudaSuccess;
  cudasem::graphs::Graph g = cudasem::graphs::end_capture(cudaStreamPerThread, &end);
  cudasem::observe("end_capture", cudasem::error_text(end));
  cudasem::observe("captured_nodes", g.get() ? cudasem::graphs::node_count(g.get()) : 0);
}
