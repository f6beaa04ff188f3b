// SPDX-License-Identifier: Apache-2.0
// An executable graph of an add_one node is uploaded into the rig's stream and the stream
// synchronized: every int must still be 0; a launch afterwards makes them 1.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphUpload, DoesNotExecute,
    {
        .api = {"cuGraphUpload"},
        .cite = {.doc = "DRV",
            .section = "cuGraphUpload",
            .quote = "Uploads hGraphExec to the device in hStream without executing it."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUDASEM_ASSERT_TRUE_NAMED("kernel_node.added", rig.add_add_one() != nullptr);
  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec));

  CUDASEM_ASSERT_CU_OK(drv.cuGraphUpload(exec, rig.stream()));
  CUDASEM_ASSERT_CU_OK(drv.cuStreamSynchronize(rig.stream()));

  cudasem::driver_api::expect_all("ints_untouched_after_upload", rig.read(), 0);
  ASSERT_NO_FATAL_FAILURE(rig.launch(exec));
  cudasem::driver_api::expect_all("ints_incremented_after_launch", rig.read(), 1);
}
