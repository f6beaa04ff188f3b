// SPDX-License-Identifier: Apache-2.0
// A memset node of kCount 4-byte elements to 0x5a5a: after one launch every int holds 0x5a5a (0
// before).
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphAddMemsetNode, SetsOnLaunch,
    {
        .api = {"cuGraphAddMemsetNode"},
        .cite = {.doc = "DRV",
            .section = "cuGraphAddMemsetNode",
            .quote = "When the graph is launched, the node will perform the memset described by memsetParams."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUDA_MEMSET_NODE_PARAMS params = rig.memset_params(rig.ints(), 0x5a5a);
  CUgraphNode node = nullptr;

  CUDASEM_ASSERT_CU_OK(drv.cuGraphAddMemsetNode(&node, rig.graph(), nullptr, 0, &params, rig.context()));

  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec));
  ASSERT_NO_FATAL_FAILURE(rig.launch(exec));
  cudasem::driver_api::expect_all("ints_set", rig.read(), 0x5a5a);
}
