// SPDX-License-Identifier: Apache-2.0
// A memcpy node copying the first buffer (all 3) into the second (all 3, then set to 8) is set to
// the opposite direction before instantiation: after the launch the first buffer holds 8.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphMemcpyNodeSetParams, ChangesLaunchedWork,
    {
        .api = {"cuGraphMemcpyNodeSetParams"},
        .cite = {.doc = "DRV",
            .section = "cuGraphMemcpyNodeSetParams",
            .quote = "Sets the parameters of memcpy node hNode to nodeParams."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig(3);
  ASSERT_NE(rig.graph(), nullptr);
  CUDASEM_ASSERT_CU_OK(drv.cuMemsetD32(rig.other(), 8, rig.kCount));
  CUDASEM_ASSERT_CU_OK(drv.cuCtxSynchronize());  // the NULL-stream memset is done before the non-blocking stream runs
  CUgraphNode node = rig.add_copy(rig.other(), rig.ints());
  CUDASEM_ASSERT_TRUE_NAMED("memcpy_node.added", node != nullptr);
  CUDA_MEMCPY3D params = rig.copy_params(rig.ints(), rig.other());

  CUDASEM_ASSERT_CU_OK(drv.cuGraphMemcpyNodeSetParams(node, &params));

  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec));
  ASSERT_NO_FATAL_FAILURE(rig.launch(exec));
  cudasem::driver_api::expect_all("first_buffer_copied_from_second", rig.read(), 8);
}
