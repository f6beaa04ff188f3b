// SPDX-License-Identifier: Apache-2.0
// Characterization: A memset node with elementSize 3 is called; the text names no outcome for it,
// and the code is recorded.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphAddMemsetNode, ElementSizeThreeFails,
    {
        .api = {"cuGraphAddMemsetNode"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuGraphAddMemsetNode",
            .quote = "The element size must be 1, 2, or 4 bytes."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUDA_MEMSET_NODE_PARAMS params = rig.memset_params(rig.ints(), 1);
  params.elementSize = 3;
  params.width = 3;
  CUgraphNode node = nullptr;

  cudasem::observe("add_memset_node_element_size_three_result",
      drv.cuGraphAddMemsetNode(&node, rig.graph(), nullptr, 0, &params, rig.context()));
}
