// SPDX-License-Identifier: Apache-2.0
// cuMemcpyAtoA of 2000 bytes from byte 400 of one 1D array of 1024 32-bit elements to byte 1200 of
// another: the destination holds the source's bytes there and keeps its own bytes elsewhere.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpyAtoA, CopiesBetweenByteOffsets,
    {
        .api = {"cuMemcpyAtoA"},
        .cite = {.doc = "DRV",
            .section = "cuMemcpyAtoA",
            .quote =
                "dstOffset and srcOffset specify the destination and source offsets in bytes into the CUDA arrays."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  cudasem::PrimaryCurrent primary;
  constexpr std::size_t kBytes = 4096;
  expect_atoa_copy(
      CU_AD_FORMAT_UNSIGNED_INT32, copy_pattern_bytes(kBytes, 21), copy_pattern_bytes(kBytes, 22), 1200, 400, 2000);
}
