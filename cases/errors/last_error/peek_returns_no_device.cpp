// SPDX-License-Identifier: Apache-2.0
// In a helper process that sees no device (CUDA_VISIBLE_DEVICES=-1), cudaGetDeviceCount fails
// (cudaErrorNoDevice: device.visible.no_device_count_returns_no_device); cudaPeekAtLastError called right
// after it returns that error (errors_last_error_helper.h).
#include "../errors_last_error_helper.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(peek_after_no_device) { return cudasem::errors::send_no_device_then(&cudaPeekAtLastError); }

CUDASEM_CASE(LastError, PeekReturnsNoDevice,
    {
        .api = {"cudaPeekAtLastError"},
        .cite = {.doc = "RT",
            .section = "cudaPeekAtLastError",
            .quote = "Returns the last error that has been produced by any of the runtime calls in the same instance "
                     "of the CUDA Runtime library in the host thread. This call does not reset the error to "
                     "cudaSuccess like cudaGetLastError()."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::errors::expect_helper_last_error("peek_after_no_device", {"CUDA_VISIBLE_DEVICES=-1"}, "cudaPeekAtLastError");
}
