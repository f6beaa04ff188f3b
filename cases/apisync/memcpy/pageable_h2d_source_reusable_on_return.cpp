// SPDX-License-Identifier: Apache-2.0
// Overwriting the pageable source right after cudaMemcpy returns must not change what the
// device receives.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemcpy, PageableH2DSourceReusableOnReturn,
    {
        .api = {"cudaMemcpy"},
        .cite = {.doc = "SYNC",
            .section = "Memcpy, Synchronous",
            .quote =
                "The function will return once the pageable buffer has been copied to the staging memory for DMA transfer to device memory"},
        .claim = cudasem::Claim::promise,
    }) {
  constexpr unsigned kFirst = 0xA5A5A5A5u, kSecond = 0x5A5A5A5Au;
  cudasem::PageableBuffer<unsigned> host(4 << 20);
  cudasem::DeviceBuffer<unsigned> device(host.size());
  for (std::size_t i = 0; i < host.size(); ++i) host[i] = kFirst;

  CUDASEM_ASSERT_OK(cudaMemcpy(device.data(), host.data(), host.bytes(), cudaMemcpyHostToDevice));
  for (std::size_t i = 0; i < host.size(); ++i) host[i] = kSecond;
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  cudasem::PageableBuffer<unsigned> back(host.size());
  CUDASEM_ASSERT_OK(cudaMemcpy(back.data(), device.data(), back.bytes(), cudaMemcpyDeviceToHost));
  std::size_t overwritten = 0;
  for (std::size_t i = 0; i < back.size(); ++i) overwritten += back[i] != kFirst;
  CUDASEM_EXPECT_EQ_NAMED("elements_not_from_first_pattern", overwritten, 0u);
}
