// SPDX-License-Identifier: Apache-2.0
// cudaDeviceSetLimit with a value outside the cudaLimit enumeration (0x7f), a limit no device
// supports, fails with one of its documented codes.
#include "cudasem/cudasem.h"

CUDASEM_CASE(LimitUnknown, SetFails,
    {
        .api = {"cudaDeviceSetLimit"},
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorUnsupportedLimit)",
            .quote = "This indicates that the cudaLimit passed to the API call is not supported by the active device."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  CUDASEM_EXPECT_FAILURE(cudaDeviceSetLimit(static_cast<cudaLimit>(0x7f), 1024));
  cudasem::last_error(cudasem::LastError::clear);
}
