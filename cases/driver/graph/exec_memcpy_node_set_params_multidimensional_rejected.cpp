// SPDX-License-Identifier: Apache-2.0
// An instantiated 1D device copy of kCount ints is updated with a 2D copy (2 rows of half the
// width, pitch half the buffer, same buffers): cuGraphExecMemcpyNodeSetParams must return
// CUDA_ERROR_INVALID_VALUE.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphExecMemcpyNodeSetParams, MultidimensionalRejected,
    {
        .api = {"cuGraphExecMemcpyNodeSetParams"},
        .cite = {.doc = "DRV",
            .section = "cuGraphExecMemcpyNodeSetParams",
            .quote =
                "Returns CUDA_ERROR_INVALID_VALUE if the memory operands' mappings changed or either the original or new memory operands are multidimensional."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUgraphNode node = rig.add_copy(rig.other(), rig.ints());
  CUDASEM_ASSERT_TRUE_NAMED("memcpy_node.added", node != nullptr);
  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec));
  CUDA_MEMCPY3D params = rig.copy_params(rig.other(), rig.ints());
  params.WidthInBytes = rig.kCount * sizeof(int) / 2;
  params.srcPitch = params.dstPitch = params.WidthInBytes;
  params.srcHeight = params.dstHeight = 2;
  params.Height = 2;

  CUDASEM_EXPECT_CU_ERROR(
      drv.cuGraphExecMemcpyNodeSetParams(exec, node, &params, rig.context()), CUDA_ERROR_INVALID_VALUE);
}
