// SPDX-License-Identifier: Apache-2.0
// cuMemsetD2D32Async of 100 32-bit values x 7 rows into a cuMemAllocPitch region of 8 rows of 0x11
// bytes in a non-blocking stream (then cuStreamSynchronize): each row's 100 elements hold the
// value; the row padding and the eighth row keep their bytes.
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemsetD2D32Async, RespectsPitch,
    {
        .api = {"cuMemsetD2D32Async"},
        .cite = {.doc = "DRV",
            .section = "cuMemsetD2D32Async",
            .quote =
                "Height specifies the number of rows to set, and dstPitch specifies the number of bytes between each row."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  expect_memset2d_respects_pitch<std::uint32_t>(MemsetForm::async);
}
