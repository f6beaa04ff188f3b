// SPDX-License-Identifier: Apache-2.0
// cuMemsetD16 of 1001 16-bit values at 256 bytes into a 64 KiB allocation of 0x11 bytes: all 1001
// elements hold the value, and no byte before or after them changed.
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemsetD16, SetsExactlyN,
    {
        .api = {"cuMemsetD16"},
        .cite = {.doc = "DRV",
            .section = "cuMemsetD16",
            .quote = "Sets the memory range of N 16-bit values to the specified value us."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  expect_memset_sets_exactly_n<std::uint16_t>(MemsetForm::sync);
}
