// SPDX-License-Identifier: Apache-2.0
// cuMemcpyDtoDAsync of 1 MiB + 7 bytes between two device allocations, in a non-blocking stream:
// after cuStreamSynchronize every destination byte holds the source's.
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpyDtoDAsync, CopiesEveryByte,
    {
        .api = {"cuMemcpyDtoDAsync"},
        .cite = {.doc = "DRV", .section = "cuMemcpyDtoDAsync", .quote = "Copies from device memory to device memory."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  expect_copy_delivers_every_byte(CopyPath::device_to_device, CopyApi::typed_async);
}
