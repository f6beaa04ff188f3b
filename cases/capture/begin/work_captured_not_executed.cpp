// SPDX-License-Identifier: Apache-2.0
// A kernel pushed into a capturing stream does not run (its target keeps its value after a
// device synchronize); it runs when the returned graph is launched.
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CudaStreamBeginCapture, WorkCapturedNotExecuted,
    {
        .api = {"cudaStreamBeginCapture"},
        .cite = {.doc = "RT",
            .section = "cudaStreamBeginCapture",
            .quote =
                "When a stream is in capture mode, all operations pushed into the stream will not be executed, but will instead be captured into a graph, which will be returned via cudaStreamEndCapture."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::capture;
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> out(1);
  CUDASEM_ASSERT_OK(cudaMemset(out.data(), 0, out.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_write(s, out.data(), 7));
  cudaError_t end = cudaSuccess;
  Graph g = end_capture(s, &end);
  CUDASEM_ASSERT_OK_OF(cudaStreamEndCapture, end);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
  unsigned after_capture = read_device(out.data());

  GraphExec x = instantiate(g.get());
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  unsigned after_launch = read_device(out.data());

  CUDASEM_EXPECT_EQ_NAMED("value_after_capture", after_capture, 0u);
  CUDASEM_EXPECT_EQ_NAMED("value_after_launch", after_launch, 7u);
}
