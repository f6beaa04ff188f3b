// SPDX-License-Identifier: Apache-2.0
// A bit outside cudaDeviceMask (0xff) is no device flag.
#include "cudasem/cudasem.h"

CUDASEM_CASE(DeviceFlags, SetRejectsUnknownBit,
    {
        .api = {"cudaSetDeviceFlags"},
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorInvalidValue), cudaSetDeviceFlags",
            .quote =
                "This indicates that one or more of the parameters passed to the API call is not within an acceptable range of values."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudaError_t r = cudaSetDeviceFlags(0x100u);

  CUDASEM_EXPECT_ERROR_OF(cudaSetDeviceFlags, r, cudaErrorInvalidValue);
  cudasem::last_error(cudasem::LastError::clear);
}
