// SPDX-License-Identifier: Apache-2.0
// cuMemcpyAtoA of 4096 bytes from a 1D array of 32-bit unsigned elements to one of floats (same
// element size, another format) succeeds and copies every byte unchanged.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpyAtoA, FormatsOfSameSizeCopyBytes,
    {
        .api = {"cuMemcpyAtoA"},
        .cite = {.doc = "DRV",
            .section = "cuMemcpyAtoA",
            .quote = "The size of the elements in the CUDA arrays need not be the same format"},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  cudasem::PrimaryCurrent primary;
  constexpr std::size_t kBytes = 4096;
  expect_atoa_copy(
      CU_AD_FORMAT_FLOAT, copy_pattern_bytes(kBytes, 23), std::vector<unsigned char>(kBytes, 0), 0, 0, kBytes);
}
