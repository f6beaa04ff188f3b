// SPDX-License-Identifier: Apache-2.0
// A kernel node whose parameters give both kernelParams and extra must be refused with
// CUDA_ERROR_INVALID_VALUE.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphAddKernelNode, ParamsAndExtraRejected,
    {
        .api = {"cuGraphAddKernelNode"},
        .cite = {.doc = "DRV",
            .section = "cuGraphAddKernelNode",
            .quote =
                "The error CUDA_ERROR_INVALID_VALUE will be returned if kernel parameters are specified with both kernelParams and extra (i.e. both kernelParams and extra are non-NULL)."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  cudasem::driver_api::AddValueArgs args{rig.ints(), static_cast<int>(rig.kCount), 7};
  std::size_t size = sizeof args;
  void* extra[] = {CU_LAUNCH_PARAM_BUFFER_POINTER, &args, CU_LAUNCH_PARAM_BUFFER_SIZE, &size, CU_LAUNCH_PARAM_END};
  CUdeviceptr p = rig.ints();
  int n = static_cast<int>(rig.kCount);
  int value = 7;
  void* kernel_params[] = {&p, &n, &value};
  CUDA_KERNEL_NODE_PARAMS params{};
  params.func = rig.add_value();
  params.gridDimX = params.gridDimY = params.gridDimZ = 1;
  params.blockDimX = rig.kCount;
  params.blockDimY = params.blockDimZ = 1;
  params.kernelParams = kernel_params;
  params.extra = extra;
  CUgraphNode node = nullptr;

  CUDASEM_EXPECT_CU_ERROR(drv.cuGraphAddKernelNode(&node, rig.graph(), nullptr, 0, &params), CUDA_ERROR_INVALID_VALUE);
}
