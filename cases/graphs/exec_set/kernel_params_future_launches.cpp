// SPDX-License-Identifier: Apache-2.0
// cudaGraphExecKernelNodeSetParams changes what later launches of the executable graph write, and
// leaves the graph's node unchanged (a fresh instantiation still writes the old value).
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphExecKernelNodeSetParams, AffectsFutureLaunchesOnly,
    {
        .api = {"cudaGraphExecKernelNodeSetParams"},
        .cite = {.doc = "RT",
            .section = "cudaGraphExecKernelNodeSetParams",
            .quote =
                "The modifications only affect future launches of hGraphExec. Already enqueued or running launches of hGraphExec are not affected by this call. node is also not modified by this call."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> d(1);
  Graph g = make_graph();
  cudaGraphNode_t k = add_write_node(g.get(), {}, d.data(), 1);
  GraphExec x = instantiate(g.get());
  CapturedKernel two = write_kernel(d.data(), 2);
  CUDASEM_ASSERT_OK(cudaGraphExecKernelNodeSetParams(x.get(), k, &two.params));
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  const unsigned updated = read_device(d.data());
  GraphExec fresh = instantiate(g.get());
  CUDASEM_ASSERT_OK(cudaGraphLaunch(fresh.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  const unsigned from_graph = read_device(d.data());
  CUDASEM_EXPECT_EQ_NAMED("updated_exec_wrote", updated, 2u);
  CUDASEM_EXPECT_EQ_NAMED("fresh_exec_wrote", from_graph, 1u);
}
