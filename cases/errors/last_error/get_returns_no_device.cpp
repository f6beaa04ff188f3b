// SPDX-License-Identifier: Apache-2.0
// In a helper process that sees no device (CUDA_VISIBLE_DEVICES=-1), cudaGetDeviceCount fails
// (cudaErrorNoDevice: device.visible.no_device_count_returns_no_device); cudaGetLastError called right
// after it returns that error (errors_last_error_helper.h).
#include "../errors_last_error_helper.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(get_after_no_device) { return cudasem::errors::send_no_device_then(&cudaGetLastError); }

CUDASEM_CASE(LastError, GetReturnsNoDevice,
    {
        .api = {"cudaGetLastError"},
        .cite = {.doc = "RT",
            .section = "cudaGetLastError",
            .quote = "Returns the last error that has been produced by any of the runtime calls in the same instance "
                     "of the CUDA Runtime library in the host thread and resets it to cudaSuccess."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::errors::expect_helper_last_error("get_after_no_device", {"CUDA_VISIBLE_DEVICES=-1"}, "cudaGetLastError");
}
