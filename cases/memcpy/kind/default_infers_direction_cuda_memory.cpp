// SPDX-License-Identifier: Apache-2.0
// Pinned host and device buffers; every direction with cudaMemcpyDefault.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemcpyDefault, InfersDirectionForCudaAllocations, {
    .api = {"cudaMemcpy"},
    .cite = {.doc = "RT", .section = "cudaMemcpy",
             .quote = "Passing cudaMemcpyDefault is recommended, in which case the type of transfer is inferred from the pointer values."},
    .needs = {cudasem::attr("unifiedAddressing") >= 1},
}) {
  constexpr std::size_t kCount = 4096;
  cudasem::PinnedBuffer<unsigned> source(kCount), host_copy(kCount), result(kCount);
  cudasem::DeviceBuffer<unsigned> a(kCount), b(kCount);
  for (std::size_t i = 0; i < kCount; ++i) {
    source[i] = static_cast<unsigned>(i ^ 0x5a5a);
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
