// SPDX-License-Identifier: Apache-2.0
// cuMemsetD32Async of 1001 32-bit values at 256 bytes into a 64 KiB allocation of 0x11 bytes in a
// non-blocking stream (then cuStreamSynchronize): all 1001 elements hold the value, and no byte
// before or after them changed.
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemsetD32Async, SetsExactlyN,
    {
        .api = {"cuMemsetD32Async"},
        .cite = {.doc = "DRV",
            .section = "cuMemsetD32Async",
            .quote = "Sets the memory range of N 32-bit values to the specified value ui."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  expect_memset_sets_exactly_n<std::uint32_t>(MemsetForm::async);
}
