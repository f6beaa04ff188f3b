// SPDX-License-Identifier: Apache-2.0
// A kernel node of add_one (one block of kCount threads, kernelParams) added to an empty graph:
// after the instantiated graph is launched once, every one of the kCount ints (0 before) is 1.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphAddKernelNode, RunsOnLaunch,
    {
        .api = {"cuGraphAddKernelNode", "cuGraphLaunch"},
        .cite = {.doc = "DRV",
            .section = "cuGraphAddKernelNode",
            .quote =
                "When the graph is launched, the node will invoke kernel func on a (gridDimX x gridDimY x gridDimZ) grid of blocks. Each block contains (blockDimX x blockDimY x blockDimZ) threads."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUdeviceptr arg = rig.ints();
  void* slots[1];
  CUDA_KERNEL_NODE_PARAMS params = rig.add_one_params(&arg, slots);
  CUgraphNode node = nullptr;

  CUDASEM_ASSERT_CU_OK(drv.cuGraphAddKernelNode(&node, rig.graph(), nullptr, 0, &params));

  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec));
  ASSERT_NO_FATAL_FAILURE(rig.launch(exec));
  cudasem::driver_api::expect_all("ints_incremented_once", rig.read(), 1);
}
