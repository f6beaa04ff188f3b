// SPDX-License-Identifier: Apache-2.0
// cuMemsetD8 of 1001 8-bit values at 256 bytes into a 64 KiB allocation of 0x11 bytes: all 1001
// elements hold the value, and no byte before or after them changed.
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemsetD8, SetsExactlyN,
    {
        .api = {"cuMemsetD8"},
        .cite = {.doc = "DRV",
            .section = "cuMemsetD8",
            .quote = "Sets the memory range of N 8-bit values to the specified value uc."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  expect_memset_sets_exactly_n<std::uint8_t>(MemsetForm::sync);
}
