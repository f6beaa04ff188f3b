// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

#include <vector>

CUDASEM_CASE(CudaMemset, StoresLowByteOfValue,
    {
        .api = {"cudaMemset"},
        .cite = {.doc = "RT",
            .section = "cudaMemset",
            .quote =
                "Fills the first count bytes of the memory area pointed to by devPtr with the constant byte value value."},
        .claim = cudasem::Claim::promise,
    }) {
  constexpr std::size_t kBytes = 4096;
  cudasem::DeviceBuffer<unsigned char> device(kBytes);
  std::vector<unsigned char> host(kBytes, 0);

  CUDASEM_ASSERT_OK(cudaMemset(device.data(), 0x1234, kBytes));
  CUDASEM_ASSERT_OK(cudaMemcpy(host.data(), device.data(), kBytes, cudaMemcpyDeviceToHost));

  cudasem::observe("first_byte", static_cast<unsigned>(host[0]));
  std::size_t wrong = 0;
  for (unsigned char b : host) wrong += b != 0x34;
  CUDASEM_EXPECT_EQ_NAMED("bytes.not_low_byte", wrong, 0u);
}
