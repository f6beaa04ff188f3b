// SPDX-License-Identifier: Apache-2.0
// cudaGraphKernelNodeSetAttribute(cudaLaunchAttributePriority) is read back by
// cudaGraphKernelNodeGetAttribute.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphKernelNodeGetAttribute, PriorityRoundTrip,
    {
        .api = {"cudaGraphKernelNodeGetAttribute", "cudaGraphKernelNodeSetAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaGraphKernelNodeGetAttribute",
            .quote = "Queries attribute attr from node hNode and stores it in corresponding member of value_out."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("streamPrioritiesSupported") >= 1},
    }) {
  using namespace cudasem::graphs;
  int least = 0, greatest = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetStreamPriorityRange(&least, &greatest));
  cudasem::DeviceBuffer<unsigned> d(1);
  Graph g = make_graph();
  cudaGraphNode_t k = add_write_node(g.get(), {}, d.data(), 1);
  cudaLaunchAttributeValue v{};
  v.priority = greatest;
  CUDASEM_ASSERT_OK(cudaGraphKernelNodeSetAttribute(k, cudaLaunchAttributePriority, &v));
  cudaLaunchAttributeValue got{};
  CUDASEM_ASSERT_OK(cudaGraphKernelNodeGetAttribute(k, cudaLaunchAttributePriority, &got));
  cudasem::environment("stream_priority.greatest", greatest);
  CUDASEM_EXPECT_TRUE_NAMED("priority_read_back_matches", got.priority == greatest);
}
