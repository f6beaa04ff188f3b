// SPDX-License-Identifier: Apache-2.0
// cuMemsetD32 of 1001 32-bit values at 256 bytes into a 64 KiB allocation of 0x11 bytes: all 1001
// elements hold the value, and no byte before or after them changed.
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemsetD32, SetsExactlyN,
    {
        .api = {"cuMemsetD32"},
        .cite = {.doc = "DRV",
            .section = "cuMemsetD32",
            .quote = "Sets the memory range of N 32-bit values to the specified value ui."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  expect_memset_sets_exactly_n<std::uint32_t>(MemsetForm::sync);
}
