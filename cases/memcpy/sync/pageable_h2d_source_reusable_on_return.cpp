// SPDX-License-Identifier: Apache-2.0
// Overwriting the pageable source right after return must not change what lands on the
// device, even if the DMA from the staging buffer is still in flight.
#include "cudasem/cudasem.h"

#include <vector>

CUDASEM_CASE(CudaMemcpySync, PageableSourceReusableOnReturn, {
    .id = "memcpy.sync.pageable_h2d_source_reusable_on_return",
    .cite = {.doc = "SYNC", .section = "Memcpy (Synchronous)",
             .quote = "The function will return once the pageable buffer has been copied to the staging memory for DMA transfer to device memory",
             .version = "13.0"},
}) {
  constexpr std::size_t kCount = (16u << 20) / sizeof(unsigned);
  cudasem::PageableBuffer<unsigned> host(kCount);
  cudasem::DeviceBuffer<unsigned> device(kCount);
  for (std::size_t i = 0; i < kCount; ++i) host[i] = static_cast<unsigned>(i);
  std::vector<unsigned> result(kCount, 0);

  CUDASEM_ASSERT_OK(cudaMemcpy(device.data(), host.data(), host.bytes(), cudaMemcpyHostToDevice));
  for (std::size_t i = 0; i < kCount; ++i) host[i] = 0xffffffffu;
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  CUDASEM_ASSERT_OK(cudaMemcpy(result.data(), device.data(), device.bytes(), cudaMemcpyDeviceToHost));

  std::size_t overwritten = 0;
  for (std::size_t i = 0; i < kCount; ++i) overwritten += result[i] != i;
  cudasem::observe("elements_changed_by_reuse", overwritten);
  EXPECT_EQ(overwritten, 0u);
}
