// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaHostGetDevicePointer, EqualsHostPointerUnderUva,
    {
        .api = {"cudaHostGetDevicePointer"},
        .cite = {.doc = "RT",
            .section = "Unified Addressing: Automatic Mapping of Host Allocated Host Memory",
            .quote =
                "The pointer value through which allocated host memory may be accessed in kernels on all devices that support unified addressing is the same as the pointer value through which that memory is accessed on the host."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("unifiedAddressing") >= 1, cudasem::attr("canMapHostMemory") >= 1},
    }) {
  cudasem::PinnedBuffer<unsigned> host(1024, cudaHostAllocMapped);
  ASSERT_NE(host.data(), nullptr);
  void* device = nullptr;

  cudaError_t result = cudaHostGetDevicePointer(&device, host.data(), 0);

  CUDASEM_EXPECT_OK_OF(cudaHostGetDevicePointer, result);
  CUDASEM_EXPECT_TRUE_NAMED("device_equals_host", device == static_cast<void*>(host.data()));
}
