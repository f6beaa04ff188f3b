// SPDX-License-Identifier: Apache-2.0
// cuMemsetD2D8 of 100 8-bit values x 7 rows into a cuMemAllocPitch region of 8 rows of 0x11 bytes:
// each row's 100 elements hold the value; the row padding and the eighth row keep their bytes.
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemsetD2D8, RespectsPitch,
    {
        .api = {"cuMemsetD2D8"},
        .cite = {.doc = "DRV",
            .section = "cuMemsetD2D8",
            .quote =
                "Height specifies the number of rows to set, and dstPitch specifies the number of bytes between each row."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  expect_memset2d_respects_pitch<std::uint8_t>(MemsetForm::sync);
}
