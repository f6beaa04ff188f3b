// SPDX-License-Identifier: Apache-2.0
// Three capture sequences (two at once on two streams, then a second one on the first stream)
// get three different ids from cudaStreamGetCaptureInfo.
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CudaStreamGetCaptureInfo, IdsAreUnique,
    {
        .api = {"cudaStreamGetCaptureInfo"},
        .cite = {.doc = "RT",
            .section = "cudaStreamGetCaptureInfo",
            .quote = "an id for the capture sequence, which is unique over the lifetime of the process"},
        .claim = cudasem::Claim::promise,
    }) {
  using cudasem::Graph;
  cudasem::Stream a(cudaStreamNonBlocking), b(cudaStreamNonBlocking);
  cudaStreamCaptureStatus st{};
  unsigned long long id1 = 0, id2 = 0, id3 = 0;
  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(a, cudaStreamCaptureModeRelaxed));
  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(b, cudaStreamCaptureModeRelaxed));
  CUDASEM_EXPECT_OK(cudaStreamGetCaptureInfo(a, &st, &id1));
  CUDASEM_EXPECT_OK(cudaStreamGetCaptureInfo(b, &st, &id2));
  Graph ga = cudasem::capture::end_capture(a);
  Graph gb = cudasem::capture::end_capture(b);
  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(a, cudaStreamCaptureModeRelaxed));
  CUDASEM_EXPECT_OK(cudaStreamGetCaptureInfo(a, &st, &id3));
  Graph ga2 = cudasem::capture::end_capture(a);

  cudasem::measure("capture_id.first", id1);
  cudasem::measure("capture_id.concurrent", id2);
  cudasem::measure("capture_id.later", id3);
  CUDASEM_EXPECT_TRUE_NAMED("capture_id.first_differs_from_concurrent", id1 != id2);
  CUDASEM_EXPECT_TRUE_NAMED("capture_id.first_differs_from_later", id1 != id3);
  CUDASEM_EXPECT_TRUE_NAMED("capture_id.concurrent_differs_from_later", id2 != id3);
}
