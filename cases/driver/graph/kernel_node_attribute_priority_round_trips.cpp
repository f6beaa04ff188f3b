// SPDX-License-Identifier: Apache-2.0
// The priority attribute of an add_one kernel node is set to the context's greatest stream
// priority (within the range, so nothing clamps it): cuGraphKernelNodeGetAttribute must return
// that priority.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphKernelNodeSetAttribute, PriorityRoundTrips,
    {
        .api = {"cuGraphKernelNodeSetAttribute", "cuGraphKernelNodeGetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuGraphKernelNodeGetAttribute",
            .quote = "Queries attribute attr from node hNode and stores it in corresponding member of value_out."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUgraphNode node = rig.add_add_one();
  CUDASEM_ASSERT_TRUE_NAMED("kernel_node.added", node != nullptr);
  int least = 0;
  int greatest = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuCtxGetStreamPriorityRange(&least, &greatest));
  cudasem::environment("stream_priority.greatest", greatest);
  CUkernelNodeAttrValue value{};
  value.priority = greatest;

  CUDASEM_ASSERT_CU_OK(drv.cuGraphKernelNodeSetAttribute(node, CU_KERNEL_NODE_ATTRIBUTE_PRIORITY, &value));
  CUkernelNodeAttrValue got{};
  got.priority = least + 1;
  CUDASEM_ASSERT_CU_OK(drv.cuGraphKernelNodeGetAttribute(node, CU_KERNEL_NODE_ATTRIBUTE_PRIORITY, &got));

  CUDASEM_EXPECT_TRUE_NAMED("priority_read_back_matches", got.priority == greatest);
}
