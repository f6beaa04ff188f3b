// SPDX-License-Identifier: Apache-2.0
// Work enqueued after a graph launch in the same stream runs after the graph: the graph (behind a
// gate) writes a marker; a copy enqueued after the launch brings the marker.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphLaunch, LaterStreamWorkSeesGraphResults,
    {
        .api = {"cudaGraphLaunch"},
        .cite = {.doc = "RT", .section = "cudaGraphLaunch", .quote = "Executes graphExec in stream."},
        .claim = cudasem::Claim::promise,
        .sanitizer_limits = {{"initcheck", cudasem::kInitcheckWaitsBehindGate}},
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> d(1);
  cudasem::PinnedBuffer<unsigned> h(1);
  h[0] = 0;
  CUDASEM_ASSERT_OK(cudaMemset(d.data(), 0, d.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  Graph g = make_graph();
  add_write_node(g.get(), {}, d.data(), 0x600d);
  GraphExec x = instantiate(g.get());
  cudasem::Gate gate;
  gate.launch(s);
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaMemcpyAsync(h.data(), d.data(), sizeof(unsigned), cudaMemcpyDeviceToHost, s));
  gate.arm_watchdog(std::chrono::milliseconds(100));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  CUDASEM_EXPECT_EQ_NAMED("copied_value", h[0], 0x600du);
}
