// SPDX-License-Identifier: Apache-2.0
// An invalidated capture is terminated by cudaStreamEndCapture; the stream then reports None
// and runs work again (a kernel's write is seen).
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CudaStreamIsCapturing, EndCaptureRestoresInvalidatedStream,
    {
        .api = {"cudaStreamIsCapturing"},
        .cite = {.doc = "RT",
            .section = "cudaStreamIsCapturing",
            .quote =
                "The capture sequence must be terminated with cudaStreamEndCapture on the stream where it was initiated in order to continue using stream."},
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

  cudasem::observe("status_after_end", static_cast<int>(st));
  cudasem::observe("value_written_after_end", v);
  EXPECT_EQ(st, cudaStreamCaptureStatusNone);
  EXPECT_EQ(v, 42u);
}
