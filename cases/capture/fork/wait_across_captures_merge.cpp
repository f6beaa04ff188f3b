// SPDX-License-Identifier: Apache-2.0
// Characterization: a stream capturing its own sequence waits on an event recorded in another,
// independent capture; the code cudaErrorStreamCaptureMerge describes this merge, but
// cudaStreamWaitEvent's text names no outcome for it: records the code.
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CaptureFork, WaitAcrossCapturesMerge,
    {
        .api = {"cudaStreamWaitEvent"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorStreamCaptureMerge)",
            .quote = "The operation would have resulted in a merge of two independent capture sequences."},
        .claim = cudasem::Claim::hedge,
    }) {
  cudasem::Stream a(cudaStreamNonBlocking), b(cudaStreamNonBlocking);
  cudasem::Event ev(cudaEventDisableTiming);
  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(a, cudaStreamCaptureModeRelaxed));
  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(b, cudaStreamCaptureModeRelaxed));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_empty(a));
  CUDASEM_EXPECT_OK(cudaEventRecord(ev, a));
  cudaError_t r = cudaStreamWaitEvent(b, ev, 0);
  cudasem::Graph gb = cudasem::capture::end_capture(b);
  cudasem::Graph ga = cudasem::capture::end_capture(a);
  cudasem::observe("wait_across_captures", r);
}
