// SPDX-License-Identifier: Apache-2.0
// A memcpy node copying kCount ints (all 9) device to device into the rig's second buffer (all 0):
// after one launch every int of the destination is 9.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphAddMemcpyNode, CopiesOnLaunch,
    {
        .api = {"cuGraphAddMemcpyNode"},
        .cite = {.doc = "DRV",
            .section = "cuGraphAddMemcpyNode",
            .quote = "When the graph is launched, the node will perform the memcpy described by copyParams."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig(9);
  ASSERT_NE(rig.graph(), nullptr);
  CUDASEM_ASSERT_CU_OK(drv.cuMemsetD32(rig.other(), 0, rig.kCount));
  CUDASEM_ASSERT_CU_OK(drv.cuCtxSynchronize());  // the NULL-stream memset is done before the non-blocking stream runs
  CUDA_MEMCPY3D params = rig.copy_params(rig.other(), rig.ints());
  CUgraphNode node = nullptr;

  CUDASEM_ASSERT_CU_OK(drv.cuGraphAddMemcpyNode(&node, rig.graph(), nullptr, 0, &params, rig.context()));

  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec));
  ASSERT_NO_FATAL_FAILURE(rig.launch(exec));
  cudasem::driver_api::expect_all("destination_ints_copied", rig.read(rig.other()), 9);
}
