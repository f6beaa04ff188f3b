// SPDX-License-Identifier: Apache-2.0
// An instantiated 1D device copy from a third buffer (all 5) into the rig's ints (all 0) is
// updated to copy from the second buffer (all 6), allocated in the same context: the next launch
// leaves every int at 6.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphExecMemcpyNodeSetParams, UpdatesSource,
    {
        .api = {"cuGraphExecMemcpyNodeSetParams"},
        .cite = {.doc = "DRV",
            .section = "cuGraphExecMemcpyNodeSetParams",
            .quote =
                "Updates the work represented by hNode in hGraphExec as though hNode had contained copyParams at instantiation."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  cudasem::DeviceMem third;
  cudasem::alloc_ints(third, rig.kCount, 5);
  CUDASEM_ASSERT_CU_OK(drv.cuMemsetD32(rig.other(), 6, rig.kCount));
  CUDASEM_ASSERT_CU_OK(drv.cuCtxSynchronize());  // the NULL-stream memset is done before the non-blocking stream runs
  CUgraphNode node = rig.add_copy(rig.ints(), third.get());
  CUDASEM_ASSERT_TRUE_NAMED("memcpy_node.added", node != nullptr);
  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec));
  CUDA_MEMCPY3D params = rig.copy_params(rig.ints(), rig.other());

  CUDASEM_ASSERT_CU_OK(drv.cuGraphExecMemcpyNodeSetParams(exec, node, &params, rig.context()));

  ASSERT_NO_FATAL_FAILURE(rig.launch(exec));
  cudasem::driver_api::expect_all("ints_copied_from_new_source", rig.read(), 6);
}
