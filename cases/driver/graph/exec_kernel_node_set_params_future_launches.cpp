// SPDX-License-Identifier: Apache-2.0
// An executable graph of an add_one node on the first buffer is launched once, then its node is
// set to the second buffer and it is launched again: the first buffer is 1 (first launch only),
// the second 1 (second launch only).
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphExecKernelNodeSetParams, AppliesToLaterLaunches,
    {
        .api = {"cuGraphExecKernelNodeSetParams"},
        .cite = {.doc = "DRV",
            .section = "cuGraphExecKernelNodeSetParams",
            .quote = "The modifications only affect future launches of hGraphExec."},
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
  ASSERT_NO_FATAL_FAILURE(rig.launch(exec));
  CUdeviceptr arg = rig.other();
  void* slots[1];
  CUDA_KERNEL_NODE_PARAMS params = rig.add_one_params(&arg, slots);

  CUDASEM_ASSERT_CU_OK(drv.cuGraphExecKernelNodeSetParams(exec, node, &params));

  ASSERT_NO_FATAL_FAILURE(rig.launch(exec));
  cudasem::driver_api::expect_all("first_buffer_incremented_once", rig.read(), 1);
  cudasem::driver_api::expect_all("second_buffer_incremented_once", rig.read(rig.other()), 1);
}
