// SPDX-License-Identifier: Apache-2.0
// Two add_one kernel nodes of the same context; the source's priority attribute is set to the
// greatest stream priority and its attributes copied to the destination: the destination's
// priority must then be that value.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphKernelNodeCopyAttributes, CopiesPriority,
    {
        .api = {"cuGraphKernelNodeCopyAttributes"},
        .cite = {.doc = "DRV",
            .section = "cuGraphKernelNodeCopyAttributes",
            .quote = "Copies attributes from source node src to destination node dst."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUgraphNode src = rig.add_add_one();
  CUgraphNode dst = rig.add_add_one({src});
  CUDASEM_ASSERT_TRUE_NAMED("destination_kernel_node.added", dst != nullptr);
  int least = 0;
  int greatest = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuCtxGetStreamPriorityRange(&least, &greatest));
  cudasem::environment("stream_priority.greatest", greatest);
  CUkernelNodeAttrValue value{};
  value.priority = greatest;
  CUDASEM_ASSERT_CU_OK(drv.cuGraphKernelNodeSetAttribute(src, CU_KERNEL_NODE_ATTRIBUTE_PRIORITY, &value));

  CUDASEM_ASSERT_CU_OK(drv.cuGraphKernelNodeCopyAttributes(dst, src));

  CUkernelNodeAttrValue got{};
  got.priority = least + 1;
  CUDASEM_ASSERT_CU_OK(drv.cuGraphKernelNodeGetAttribute(dst, CU_KERNEL_NODE_ATTRIBUTE_PRIORITY, &got));
  CUDASEM_EXPECT_TRUE_NAMED("copied_priority_matches", got.priority == greatest);
}
