// SPDX-License-Identifier: Apache-2.0
// cudaGraphKernelNodeCopyAttributes copies the priority attribute from one kernel node to another.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphKernelNodeCopyAttributes, CopiesPriority,
    {
        .api = {"cudaGraphKernelNodeCopyAttributes"},
        .cite = {.doc = "RT",
            .section = "cudaGraphKernelNodeCopyAttributes",
            .quote = "Copies attributes from source node hSrc to destination node hDst."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("streamPrioritiesSupported") >= 1},
    }) {
  using namespace cudasem::graphs;
  int least = 0, greatest = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetStreamPriorityRange(&least, &greatest));
  cudasem::DeviceBuffer<unsigned> d(2);
  Graph g = make_graph();
  cudaGraphNode_t src = add_write_node(g.get(), {}, d.data(), 1);
  cudaGraphNode_t dst = add_write_node(g.get(), {}, d.data() + 1, 2);
  cudaLaunchAttributeValue v{};
  v.priority = greatest;
  CUDASEM_ASSERT_OK(cudaGraphKernelNodeSetAttribute(src, cudaLaunchAttributePriority, &v));
  CUDASEM_ASSERT_OK(cudaGraphKernelNodeCopyAttributes(dst, src));
  cudaLaunchAttributeValue got{};
  CUDASEM_ASSERT_OK(cudaGraphKernelNodeGetAttribute(dst, cudaLaunchAttributePriority, &got));
  CUDASEM_EXPECT_EQ_NAMED("priority_copied", got.priority, greatest);
}
