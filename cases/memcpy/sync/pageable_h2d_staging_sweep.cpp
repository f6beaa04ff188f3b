// SPDX-License-Identifier: Apache-2.0
// For each size, a gate holds the legacy stream during a pageable cudaMemcpy H2D; records
// which sizes returned while the gate still held (a copy staged without the stream sync).
#include "cudasem/cudasem.h"

#include <string>

CUDASEM_CASE(CudaMemcpySync, PageableToDeviceStagingSweep,
    {
        .api = {"cudaMemcpy"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "SYNC",
            .section = "Memcpy (Synchronous)",
            .quote =
                "The function will return once the pageable buffer has been copied to the staging memory for DMA transfer to device memory"},
        .claim = cudasem::Claim::hedge,
        .timeout_s = 120,
    }) {
  const std::size_t sizes[] = {4, 256, 4096, 64 << 10, (64 << 10) + 4096, 256 << 10, 1 << 20, 16 << 20};
  constexpr std::size_t kMax = 16 << 20;
  cudasem::PageableBuffer<unsigned char> host(kMax);
  cudasem::DeviceBuffer<unsigned char> device(kMax);
  for (std::size_t i = 0; i < kMax; ++i) host[i] = static_cast<unsigned char>(i);
  std::size_t largest_early = 0;
  std::string early_sizes;

  for (std::size_t size : sizes) {
    auto r = cudasem::call_behind_gate(
        nullptr, [&] { CUDASEM_EXPECT_OK(cudaMemcpy(device.data(), host.data(), size, cudaMemcpyHostToDevice)); });
    if (r.returned_before_release) {
      largest_early = size;
      early_sizes += (early_sizes.empty() ? "" : ",") + std::to_string(size);
    }
  }

  cudasem::observe("largest_size_returned_early", largest_early);
  cudasem::observe("sizes_returned_early", early_sizes.empty() ? std::string("none") : early_sizes);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
