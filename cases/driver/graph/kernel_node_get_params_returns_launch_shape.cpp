// SPDX-License-Identifier: Apache-2.0
// A kernel node of add_one (grid 1x1x1, block kCount x1x1, no shared memory, kernelParams):
// cuGraphKernelNodeGetParams must return that function, those dimensions, and the pointer
// argument's value through kernelParams[0].
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphKernelNodeGetParams, ReturnsNodeParameters,
    {
        .api = {"cuGraphKernelNodeGetParams"},
        .cite = {.doc = "DRV",
            .section = "cuGraphKernelNodeGetParams",
            .quote = "Returns the parameters of kernel node hNode in nodeParams."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUgraphNode node = rig.add_add_one();
  CUDASEM_ASSERT_TRUE_NAMED("kernel_node.added", node != nullptr);
  CUDA_KERNEL_NODE_PARAMS got{};

  CUDASEM_ASSERT_CU_OK(drv.cuGraphKernelNodeGetParams(node, &got));

  CUDASEM_EXPECT_TRUE_NAMED("function_matches", got.func == rig.add_one());
  CUDASEM_EXPECT_EQ_NAMED("grid_dim_x", got.gridDimX, 1u);
  CUDASEM_EXPECT_EQ_NAMED("grid_dim_y", got.gridDimY, 1u);
  CUDASEM_EXPECT_EQ_NAMED("grid_dim_z", got.gridDimZ, 1u);
  CUDASEM_EXPECT_EQ_NAMED("block_dim_x", got.blockDimX, rig.kCount);
  CUDASEM_EXPECT_EQ_NAMED("block_dim_y", got.blockDimY, 1u);
  CUDASEM_EXPECT_EQ_NAMED("block_dim_z", got.blockDimZ, 1u);
  CUDASEM_EXPECT_EQ_NAMED("shared_mem_bytes", got.sharedMemBytes, 0u);
  CUDASEM_ASSERT_TRUE_NAMED("kernel_params.returned", got.kernelParams != nullptr)
      << "the node was set with kernelParams";
  CUDASEM_ASSERT_TRUE_NAMED("first_kernel_param.returned", got.kernelParams[0] != nullptr);
  const bool argument_matches = *static_cast<CUdeviceptr*>(got.kernelParams[0]) == rig.ints();
  CUDASEM_EXPECT_TRUE_NAMED("argument_matches", argument_matches);
}
