// SPDX-License-Identifier: Apache-2.0
// A graph of a kernel node and a memset node can be instantiated for device launch, and the
// resulting executable graph can still be launched from the host (its write is seen).
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphInstantiateWithFlags, DeviceLaunchGraphLaunchableFromHost,
    {
        .api = {"cudaGraphInstantiateWithFlags"},
        .cite = {.doc = "RT",
            .section = "cudaGraphInstantiateWithFlags",
            .quote =
                "If this flag is passed, the executable graph handle returned can be used to launch the graph from both the host and device."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("unifiedAddressing") >= 1},
        .sanitizer_limits = {{"initcheck",
            "under compute-sanitizer initcheck the host launch of a graph instantiated for device launch never "
            "completed (the case reached its 300 s limit with no finding; it completes without the tool and under "
            "each other tool)"}},
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> d(2);
  Graph g = make_graph();
  cudaMemsetParams mp{};
  mp.dst = d.data();
  mp.elementSize = 4;
  mp.width = 2;
  mp.height = 1;
  cudaGraphNode_t m = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddMemsetNode(&m, g.get(), nullptr, 0, &mp));
  add_write_node(g.get(), {m}, d.data() + 1, 0xde71);
  cudaGraphExec_t raw = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphInstantiateWithFlags(&raw, g.get(), cudaGraphInstantiateFlagDeviceLaunch));
  GraphExec x(raw);
  CUDASEM_ASSERT_OK(cudaGraphUpload(x.get(), s));
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  unsigned v = read_device(d.data() + 1);
  CUDASEM_EXPECT_EQ_NAMED("value_after_launch", v, 0xde71u);
}
