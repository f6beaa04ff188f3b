// SPDX-License-Identifier: Apache-2.0
// add_value(p, n, value) as a kernel node whose parameters are one buffer passed through extra
// (CU_LAUNCH_PARAM_BUFFER_POINTER / _SIZE): after one launch every int (0 before) holds the value
// 7.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphAddKernelNode, ExtraBufferPassesParameters,
    {
        .api = {"cuGraphAddKernelNode"},
        .cite = {.doc = "DRV",
            .section = "cuGraphAddKernelNode",
            .quote =
                "CU_LAUNCH_PARAM_BUFFER_POINTER, which specifies that the next value in extra will be a pointer to a buffer containing all the kernel parameters for launching kernel func"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  cudasem::driver_api::AddValueArgs args{rig.ints(), static_cast<int>(rig.kCount), 7};
  std::size_t size = sizeof args;
  void* extra[] = {CU_LAUNCH_PARAM_BUFFER_POINTER, &args, CU_LAUNCH_PARAM_BUFFER_SIZE, &size, CU_LAUNCH_PARAM_END};
  CUDA_KERNEL_NODE_PARAMS params{};
  params.func = rig.add_value();
  params.gridDimX = params.gridDimY = params.gridDimZ = 1;
  params.blockDimX = rig.kCount;
  params.blockDimY = params.blockDimZ = 1;
  params.extra = extra;
  CUgraphNode node = nullptr;

  CUDASEM_ASSERT_CU_OK(drv.cuGraphAddKernelNode(&node, rig.graph(), nullptr, 0, &params));

  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec));
  ASSERT_NO_FATAL_FAILURE(rig.launch(exec));
  cudasem::driver_api::expect_all("ints_holding_seven", rig.read(), 7);
}
