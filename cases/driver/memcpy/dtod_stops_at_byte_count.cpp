// SPDX-License-Identifier: Apache-2.0
// cuMemcpyDtoD of 1 MiB + 7 bytes into an allocation 64 bytes longer: the 64 bytes past ByteCount
// keep their bytes (and every one of the ByteCount bytes is copied).
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpyDtoD, StopsAtByteCount,
    {
        .api = {"cuMemcpyDtoD"},
        .cite = {.doc = "DRV", .section = "cuMemcpyDtoD", .quote = "ByteCount specifies the number of bytes to copy."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  expect_copy_delivers_every_byte(
      CopyPath::device_to_device, CopyApi::typed, HostMemKind::pageable, /*check_tail=*/true);
}
