// SPDX-License-Identifier: Apache-2.0
// cudaStreamEndCapture ends the capture on the stream, an invalidated one too: the stream then
// reports None and runs work again (a kernel's write is seen). Whether the synchronize invalidated
// the capture is recorded only (capture.is_capturing.status_after_sync_in_capture characterizes it).
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CudaStreamIsCapturing, EndCaptureRestoresInvalidatedStream,
    {
        .api = {"cudaStreamEndCapture", "cudaStreamIsCapturing"},
        .cite = {.doc = "RT",
            .section = "cudaStreamEndCapture",
            .quote = "End capture on stream, returning the captured graph via pGraph."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> out(1);
  CUDASEM_ASSERT_OK(cudaMemset(out.data(), 0, out.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());  // the legacy-stream memset is done before other streams run
  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  cudaError_t sync = cudaStreamSynchronize(s);  // invalidates the capture
  cudasem::observe("sync_error", sync);
  cudasem::Graph g = cudasem::capture::end_capture(s);

  cudaStreamCaptureStatus st{};
  CUDASEM_EXPECT_OK(cudaStreamIsCapturing(s, &st));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_write(s, out.data(), 42));
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(s));
  unsigned v = cudasem::read_device(out.data());

  CUDASEM_EXPECT_EQ_NAMED("status_after_end", static_cast<int>(st), static_cast<int>(cudaStreamCaptureStatusNone));
  CUDASEM_EXPECT_EQ_NAMED("value_written_after_end", v, 42u);
}
