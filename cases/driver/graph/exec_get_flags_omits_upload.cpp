// SPDX-License-Identifier: Apache-2.0
// A graph instantiated through cuGraphInstantiateWithParams with
// CUDA_GRAPH_INSTANTIATE_FLAG_UPLOAD (and an upload stream) alone: cuGraphExecGetFlags must return
// 0.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphExecGetFlags, OmitsUploadFlag,
    {
        .api = {"cuGraphExecGetFlags", "cuGraphInstantiateWithParams"},
        .cite = {.doc = "DRV",
            .section = "cuGraphExecGetFlags",
            .quote =
                "CUDA_GRAPH_INSTANTIATE_FLAG_UPLOAD will not be returned by this API as it does not affect the resulting executable graph."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUDASEM_ASSERT_TRUE_NAMED("memset_node.added", rig.add_memset(1) != nullptr);
  CUDA_GRAPH_INSTANTIATE_PARAMS params{};
  params.flags = CUDA_GRAPH_INSTANTIATE_FLAG_UPLOAD;
  params.hUploadStream = rig.stream();
  cudasem::driver_api::DrvGraphExec exec;
  CUDASEM_ASSERT_CU_OK(drv.cuGraphInstantiateWithParams(exec.out(), rig.graph(), &params));
  CUDASEM_ASSERT_CU_OK(drv.cuStreamSynchronize(rig.stream()));
  cuuint64_t flags = 0xff;

  CUDASEM_ASSERT_CU_OK(drv.cuGraphExecGetFlags(exec, &flags));

  CUDASEM_EXPECT_EQ_NAMED("exec_flags", flags, 0u);
}
