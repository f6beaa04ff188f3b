// SPDX-License-Identifier: Apache-2.0
// Both allocations must be pinned host memory known to CUDA: pointer type cudaMemoryTypeHost.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaHostAlloc, DefaultEmulatesMallocHost,
    {
        .api = {"cudaHostAlloc"},
        .cite = {.doc = "RT",
            .section = "cudaHostAlloc",
            .quote =
                "cudaHostAllocDefault: This flag's value is defined to be 0 and causes cudaHostAlloc() to emulate cudaMallocHost()."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("unifiedAddressing") >= 1},
    }) {
  void* by_malloc_host = nullptr;
  CUDASEM_ASSERT_OK(cudaMallocHost(&by_malloc_host, 4096));
  cudasem::PinnedBuffer<unsigned> by_host_alloc(1024, cudaHostAllocDefault);
  cudaPointerAttributes a{}, b{};

  cudaError_t ra = cudaPointerGetAttributes(&a, by_host_alloc.data());
  cudaError_t rb = cudaPointerGetAttributes(&b, by_malloc_host);

  CUDASEM_EXPECT_OK_OF(cudaPointerGetAttributes, ra);
  CUDASEM_EXPECT_OK_OF(cudaPointerGetAttributes, rb);
  CUDASEM_EXPECT_EQ_NAMED("host_alloc_type", a.type, cudaMemoryTypeHost);
  CUDASEM_EXPECT_EQ_NAMED("malloc_host_type", b.type, a.type);
  CUDASEM_EXPECT_TRUE_NAMED("host_alloc.host_pointer_is_allocation", a.hostPointer == by_host_alloc.data());
  CUDASEM_EXPECT_OK(cudaFreeHost(by_malloc_host));
}
