// SPDX-License-Identifier: Apache-2.0
// cuMemcpyDtoH of 1 MiB + 7 bytes from a device allocation into pageable memory: every destination
// byte holds the source's afterwards (it held the source's bytes inverted before).
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpyDtoH, CopiesEveryByte,
    {
        .api = {"cuMemcpyDtoH"},
        .cite = {.doc = "DRV", .section = "cuMemcpyDtoH", .quote = "Copies from device to host memory."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  expect_copy_delivers_every_byte(CopyPath::device_to_host, CopyApi::typed);
}
