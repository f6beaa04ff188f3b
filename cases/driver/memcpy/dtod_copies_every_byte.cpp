// SPDX-License-Identifier: Apache-2.0
// cuMemcpyDtoD of 1 MiB + 7 bytes between two device allocations: every destination byte holds the
// source's afterwards (it held the source's bytes inverted before).
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpyDtoD, CopiesEveryByte,
    {
        .api = {"cuMemcpyDtoD"},
        .cite = {.doc = "DRV", .section = "cuMemcpyDtoD", .quote = "Copies from device memory to device memory."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  expect_copy_delivers_every_byte(CopyPath::device_to_device, CopyApi::typed);
}
