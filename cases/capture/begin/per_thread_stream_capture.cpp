// SPDX-License-Identifier: Apache-2.0
// Characterization: whether the per-thread default stream (cudaStreamPerThread) can capture; the
// text only excludes cudaStreamLegacy.
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CudaStreamBeginCapture, PerThreadStreamCapture,
    {
        .api = {"cudaStreamBeginCapture"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaStreamBeginCapture",
            .quote = "Capture may not be initiated if stream is cudaStreamLegacy."},
        .claim = cudasem::Claim::hedge,
    }) {
  cudaError_t begin = cudaStreamBeginCapture(cudaStreamPerThread, cudaStreamCaptureModeThreadLocal);
  cudasem::observe("begin_capture", begin);
  if (begin != cudaSuccess) return;
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_empty(cudaStreamPerThread));
  cudaError_t end = cudaSuccess;
  cudasem::Graph g = cudasem::capture::end_capture(cudaStreamPerThread, &end);
  cudasem::observe("end_capture", end);
  cudasem::observe("captured_nodes", g.get() ? cudasem::node_count(g.get()) : 0);
}
