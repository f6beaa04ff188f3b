// SPDX-License-Identifier: Apache-2.0
// Plain malloc host buffers (never registered) and device buffers, every direction.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemcpyDefault, InfersDirectionForPageableHostMemory, {
    .api = {"cudaMemcpy"},
    .cite = {.doc = "PG", .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.10. Unified Virtual Address Space",
             .quote = "This also works for host pointers not allocated through CUDA, as long as the current device uses unified addressing."},
    .needs = {cudasem::attr("unifiedAddressing") >= 1},
}) {
  constexpr std::size_t kCount = 4096;
  cudasem::PageableBuffer<unsigned> source(kCount), host_copy(kCount), result(kCount);
  cudasem::DeviceBuffer<unsigned> a(kCount), b(kCount);
  for (std::size_t i = 0; i < kCount; ++i) {
    source[i] = static_cast<unsigned>(i ^ 0xa5a5);
    host_copy[i] = result[i] = 0;
  }
  const std::size_t bytes = kCount * sizeof(unsigned);

  CUDASEM_EXPECT_OK(cudaMemcpy(a.data(), source.data(), bytes, cudaMemcpyDefault));      // H2D
  CUDASEM_EXPECT_OK(cudaMemcpy(b.data(), a.data(), bytes, cudaMemcpyDefault));           // D2D
  CUDASEM_EXPECT_OK(cudaMemcpy(host_copy.data(), b.data(), bytes, cudaMemcpyDefault));   // D2H
  CUDASEM_EXPECT_OK(cudaMemcpy(result.data(), host_copy.data(), bytes, cudaMemcpyDefault));  // H2H

  std::size_t mismatches = 0;
  for (std::size_t i = 0; i < kCount; ++i) mismatches += result[i] != source[i];
  cudasem::observe("mismatched_elements", mismatches);
  EXPECT_EQ(mismatches, 0u);
}
