// SPDX-License-Identifier: Apache-2.0
// cuGraphNodeSetParams on an allocation node, with zeroed CUgraphNodeParams of type
// CU_GRAPH_NODE_TYPE_MEM_ALLOC describing the same pool properties and size, must fail (a
// documented code, recorded).
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphNodeSetParams, MemAllocNotSupported,
    {
        .api = {"cuGraphNodeSetParams"},
        .cite = {.doc = "DRV",
            .section = "cuGraphNodeSetParams",
            .quote =
                "Modifying parameters is not supported for node types CU_GRAPH_NODE_TYPE_MEM_ALLOC and CU_GRAPH_NODE_TYPE_MEM_FREE."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  constexpr std::size_t kBytes = 2u << 20;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  cudasem::driver_api::GraphAlloc a;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::add_graph_alloc(rig, a, kBytes, /*with_free=*/false));
  CUgraphNodeParams params{};
  std::memset(&params, 0, sizeof params);
  params.type = CU_GRAPH_NODE_TYPE_MEM_ALLOC;
  params.alloc.poolProps = a.alloc.poolProps;
  params.alloc.bytesize = kBytes;

  CUDASEM_EXPECT_CU_FAILURE(drv.cuGraphNodeSetParams(a.alloc_node, &params));
}
