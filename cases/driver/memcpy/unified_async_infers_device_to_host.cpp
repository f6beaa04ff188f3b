// SPDX-License-Identifier: Apache-2.0
// cuMemcpyAsync from a device allocation to pinned host memory (cuMemAllocHost, passed as
// CUdeviceptr) in a non-blocking stream: after cuStreamSynchronize all 1 MiB + 7 bytes are copied.
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpyAsync, InfersDeviceToHost,
    {
        .api = {"cuMemcpyAsync"},
        .cite = {.doc = "DRV",
            .section = "cuMemcpyAsync",
            .quote =
                "Note that this function infers the type of the transfer (host to host, host to device, device to device, or device to host) from the pointer values."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("unifiedAddressing") >= 1},
    }) {
  using namespace cudasem::driver_api;
  expect_copy_delivers_every_byte(CopyPath::device_to_host, CopyApi::unified_async, HostMemKind::pinned);
}
