// SPDX-License-Identifier: Apache-2.0
// A memset node with elementSize 3 must be refused (a documented code, recorded).
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphAddMemsetNode, ElementSizeThreeFails,
    {
        .api = {"cuGraphAddMemsetNode"},
        .cite = {.doc = "DRV",
            .section = "cuGraphAddMemsetNode",
            .quote = "The element size must be 1, 2, or 4 bytes."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUDA_MEMSET_NODE_PARAMS params = rig.memset_params(rig.ints(), 1);
  params.elementSize = 3;
  params.width = 3;
  CUgraphNode node = nullptr;

  CUDASEM_EXPECT_CU_FAILURE(drv.cuGraphAddMemsetNode(&node, rig.graph(), nullptr, 0, &params, rig.context()));
}
