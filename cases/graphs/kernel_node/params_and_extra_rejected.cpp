// SPDX-License-Identifier: Apache-2.0
// Kernel parameters given both as kernelParams and as extra: cudaGraphAddKernelNode returns
// cudaErrorInvalidValue.
#include <cstring>

#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphAddKernelNode, ParamsAndExtraRejected,
    {
        .api = {"cudaGraphAddKernelNode"},
        .cite = {.doc = "RT",
            .section = "cudaGraphAddKernelNode",
            .quote =
                "The error cudaErrorInvalidValue will be returned if kernel parameters are specified with both kernelParams and extra (i.e. both kernelParams and extra are non-NULL)."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  using namespace cudasem::graphs;
  cudasem::DeviceBuffer<unsigned> out(1);
  CapturedKernel k = write_kernel(out.data(), 1);
  // The kernel's parameters (unsigned*, unsigned) packed as the kernel lays them out: 12 bytes.
  alignas(8) unsigned char packed[12] = {};
  unsigned* pointer = out.data();
  const unsigned value = 1;
  std::memcpy(packed, &pointer, sizeof pointer);
  std::memcpy(packed + 8, &value, sizeof value);
  size_t packed_size = sizeof packed;
  void* extra[] = {
      CU_LAUNCH_PARAM_BUFFER_POINTER, packed, CU_LAUNCH_PARAM_BUFFER_SIZE, &packed_size, CU_LAUNCH_PARAM_END};
  Graph g = make_graph();
  // Control: the same extra alone is accepted, so only the combination can be what is rejected.
  cudaKernelNodeParams extra_only = k.params;
  extra_only.kernelParams = nullptr;
  extra_only.extra = extra;
  cudaGraphNode_t control = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddKernelNode(&control, g.get(), nullptr, 0, &extra_only));

  cudaKernelNodeParams params = k.params;
  params.extra = extra;
  CUDASEM_ASSERT_TRUE_NAMED("captured_kernel_params.present", params.kernelParams != nullptr);
  cudaGraphNode_t n = nullptr;
  CUDASEM_EXPECT_ERROR(cudaGraphAddKernelNode(&n, g.get(), nullptr, 0, &params), cudaErrorInvalidValue);
}
