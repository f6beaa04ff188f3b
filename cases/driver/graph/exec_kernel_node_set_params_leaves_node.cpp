// SPDX-License-Identifier: Apache-2.0
// After the executable graph's copy of an add_one node is set to the second buffer, the graph
// node's own parameters (cuGraphKernelNodeGetParams) must still name the first buffer.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphExecKernelNodeSetParams, LeavesGraphNodeUnchanged,
    {
        .api = {"cuGraphExecKernelNodeSetParams"},
        .cite = {.doc = "DRV",
            .section = "cuGraphExecKernelNodeSetParams",
            .quote = "hNode is also not modified by this call."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUgraphNode node = rig.add_add_one();
  CUDASEM_ASSERT_TRUE_NAMED("kernel_node.added", node != nullptr);
  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec));
  CUdeviceptr arg = rig.other();
  void* slots[1];
  CUDA_KERNEL_NODE_PARAMS params = rig.add_one_params(&arg, slots);

  CUDASEM_ASSERT_CU_OK(drv.cuGraphExecKernelNodeSetParams(exec, node, &params));

  CUDA_KERNEL_NODE_PARAMS got{};
  CUDASEM_ASSERT_CU_OK(drv.cuGraphKernelNodeGetParams(node, &got));
  CUDASEM_ASSERT_TRUE_NAMED("kernel_params.returned", got.kernelParams != nullptr);
  CUDASEM_ASSERT_TRUE_NAMED("first_kernel_param.returned", got.kernelParams[0] != nullptr);
  const bool still_first = *static_cast<CUdeviceptr*>(got.kernelParams[0]) == rig.ints();
  CUDASEM_EXPECT_TRUE_NAMED("node_still_names_first_buffer", still_first);
}
