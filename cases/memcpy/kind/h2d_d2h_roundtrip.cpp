// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

#include <vector>

CUDASEM_CASE(CudaMemcpy, HostToDeviceToHostRoundTrip,
    {
        .api = {"cudaMemcpy"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpy",
            .quote = "Copies count bytes from the memory area pointed to by src to the memory area pointed to by dst"},
        .claim = cudasem::Claim::promise,
    }) {
  constexpr std::size_t kCount = (1u << 20) / sizeof(unsigned);
  std::vector<unsigned> source(kCount), result(kCount, 0);
  for (std::size_t i = 0; i < kCount; ++i) source[i] = static_cast<unsigned>(i * 2654435761u);
  cudasem::DeviceBuffer<unsigned> device(kCount);

  CUDASEM_ASSERT_OK(cudaMemcpy(device.data(), source.data(), device.bytes(), cudaMemcpyHostToDevice));
  CUDASEM_ASSERT_OK(cudaMemcpy(result.data(), device.data(), device.bytes(), cudaMemcpyDeviceToHost));

  CUDASEM_EXPECT_TRUE_NAMED("roundtrip_equal", result == source);
}
