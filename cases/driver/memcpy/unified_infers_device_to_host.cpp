// SPDX-License-Identifier: Apache-2.0
// cuMemcpy from a device allocation to a pageable host pointer (both passed as CUdeviceptr) copies
// all 1 MiB + 7 bytes: the function tells the host destination from the pointer value.
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpy, InfersDeviceToHost,
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
  expect_copy_delivers_every_byte(CopyPath::device_to_host, CopyApi::unified);
}
