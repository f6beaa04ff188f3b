// SPDX-License-Identifier: Apache-2.0
// cuMemcpy from a pageable host pointer to a device allocation (both passed as CUdeviceptr) copies
// all 1 MiB + 7 bytes: the function tells the host source from the pointer value.
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpy, InfersHostToDevice,
    {
        .api = {"cuMemcpy"},
        .cite = {.doc = "DRV",
            .section = "cuMemcpy",
            .quote =
                "Note that this function infers the type of the transfer (host to host, host to device, device to device, or device to host) from the pointer values."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("unifiedAddressing") >= 1},
    }) {
  using namespace cudasem::driver_api;
  expect_copy_delivers_every_byte(CopyPath::host_to_device, CopyApi::unified);
}
