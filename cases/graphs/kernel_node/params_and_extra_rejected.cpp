// SPDX-License-Identifier: Apache-2.0
// Kernel parameters given both as kernelParams and as extra: cudaGraphAddKernelNode returns
// cudaErrorInvalidValue.
#include "cudasem/cudasem.h"
#include "../graph_helpers.h"

CUDASEM_CASE(CudaGraphAddKernelNode, ParamsAndExtraRejected, {
    .api = {"cudaGraphAddKernelNode"},
    .cite = {.doc = "RT", .section = "cudaGraphAddKernelNode",
             .quote = "The error cudaErrorInvalidValue will be returned if kernel parameters are specified with both kernelParams and extra (i.e. both kernelParams and extra are non-NULL)."},
}) {
  using namespace cudasem::graphs;
  cudasem::DeviceBuffer<unsigned> out(1);
  CapturedKernel k = write_kernel(out.data(), 1);
  struct { unsigned* p; unsigned v; } packed{out.data(), 1};
  size_t packed_size = sizeof packed;
  void* extra[] = {CU_LAUNCH_PARAM_BUFFER_POINTER, &packed, CU_LAUNCH_PARAM_BUFFER_SIZE, &packed_size,
                   CU_LAUNCH_PARAM_END};
  cudaKernelNodeParams params = k.params;
  params.extra = extra;
  ASSERT_NE(params.kernelParams, nullptr);
  Graph g = make_graph();
  cudaGraphNode_t n = nullptr;
  CUDASEM_EXPECT_ERROR(cudaGraphAddKernelNode(&n, g.get(), nullptr, 0, &params), cudaErrorInvalidValue);
}
