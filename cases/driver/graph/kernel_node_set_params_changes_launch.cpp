// SPDX-License-Identifier: Apache-2.0
// An add_one kernel node on the first buffer is set to parameters naming the second buffer before
// instantiation: the launch increments the second buffer and leaves the first at 0.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphKernelNodeSetParams, ChangesLaunchedWork,
    {
        .api = {"cuGraphKernelNodeSetParams"},
        .cite = {.doc = "DRV",
            .section = "cuGraphKernelNodeSetParams",
            .quote = "Sets the parameters of kernel node hNode to nodeParams."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUgraphNode node = rig.add_add_one();
  CUDASEM_ASSERT_TRUE_NAMED("kernel_node.added", node != nullptr);
  CUdeviceptr arg = rig.other();
  void* slots[1];
  CUDA_KERNEL_NODE_PARAMS params = rig.add_one_params(&arg, slots);

  CUDASEM_ASSERT_CU_OK(drv.cuGraphKernelNodeSetParams(node, &params));

  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec));
  ASSERT_NO_FATAL_FAILURE(rig.launch(exec));
  cudasem::driver_api::expect_all("second_buffer_incremented", rig.read(rig.other()), 1);
  cudasem::driver_api::expect_all("first_buffer_untouched", rig.read(), 0);
}
