// SPDX-License-Identifier: Apache-2.0
// Fork/join with events: a second stream that waits on an event recorded in the capture joins the
// capture (same capture id); its kernel is captured between the two kernels of the origin stream,
// and running the graph shows the order (marker kernels number themselves).
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CaptureFork, EventForkJoin,
    {
        .api = {"cudaStreamGetCaptureInfo"},
        .cite = {.doc = "RT",
            .section = "cudaStreamGetCaptureInfo",
            .quote =
                "The next node to be captured in the stream will depend on this set of nodes, absent operations such as event wait which modify this set."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::capture;
  cudasem::Stream origin(cudaStreamNonBlocking), side(cudaStreamNonBlocking);
  cudasem::Event fork(cudaEventDisableTiming), join(cudaEventDisableTiming);
  cudasem::DeviceBuffer<unsigned> m(4);
  CUDASEM_ASSERT_OK(cudaMemset(m.data(), 0, m.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(origin, cudaStreamCaptureModeGlobal));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_marker(origin, m.data(), m.data() + 1));
  CUDASEM_EXPECT_OK(cudaEventRecord(fork, origin));
  CUDASEM_EXPECT_OK(cudaStreamWaitEvent(side, fork, 0));
  cudaStreamCaptureStatus side_st{}, origin_st{};
  unsigned long long side_id = 0, origin_id = 0;
  CUDASEM_EXPECT_OK(cudaStreamGetCaptureInfo(side, &side_st, &side_id));
  CUDASEM_EXPECT_OK(cudaStreamGetCaptureInfo(origin, &origin_st, &origin_id));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_marker(side, m.data(), m.data() + 2));
  CUDASEM_EXPECT_OK(cudaEventRecord(join, side));
  CUDASEM_EXPECT_OK(cudaStreamWaitEvent(origin, join, 0));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_marker(origin, m.data(), m.data() + 3));
  cudaError_t end = cudaSuccess;
  Graph g = end_capture(origin, &end);
  CUDASEM_ASSERT_OK_OF(cudaStreamEndCapture, end);
  GraphExec x = instantiate(g.get());
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), origin));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(origin));
  unsigned slots[4] = {};
  CUDASEM_ASSERT_OK(cudaMemcpy(slots, m.data(), sizeof slots, cudaMemcpyDeviceToHost));

  cudasem::observe("side_status", static_cast<int>(side_st));
  cudasem::observe("edge_count", edge_count(g.get()));
  cudasem::observe(
      "marker_order", std::to_string(slots[1]) + "," + std::to_string(slots[2]) + "," + std::to_string(slots[3]));
  CUDASEM_EXPECT_EQ_NAMED("side_stream.capture_status", side_st, cudaStreamCaptureStatusActive);
  CUDASEM_EXPECT_EQ_NAMED("side_stream.capture_id_is_origin_id", side_id, origin_id);
  CUDASEM_EXPECT_EQ_NAMED("graph.node_count", node_count(g.get()), 3u);
  CUDASEM_EXPECT_EQ_NAMED("marker.before_fork_order", slots[1], 1u);
  CUDASEM_EXPECT_EQ_NAMED("marker.side_stream_order", slots[2], 2u);
  CUDASEM_EXPECT_EQ_NAMED("marker.after_join_order", slots[3], 3u);
}
