// SPDX-License-Identifier: Apache-2.0
// cuMemcpyHtoD of 1 MiB + 7 bytes from pageable memory into a device allocation: every destination
// byte holds the source's afterwards (it held the source's bytes inverted before).
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpyHtoD, CopiesEveryByte,
    {
        .api = {"cuMemcpyHtoD"},
        .cite = {.doc = "DRV", .section = "cuMemcpyHtoD", .quote = "Copies from host memory to device memory."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  expect_copy_delivers_every_byte(CopyPath::host_to_device, CopyApi::typed);
}
