// SPDX-License-Identifier: Apache-2.0
// A bit outside cudaDeviceMask (0xff) is no device flag.
#include "cudasem/cudasem.h"

CUDASEM_CASE(DeviceFlags, SetRejectsUnknownBit, {
    .id = "device.flags.set_rejects_unknown_bit",
    .cite = {.doc = "RT", .section = "cudaError (cudaErrorInvalidValue), cudaSetDeviceFlags",
             .quote = "This indicates that one or more of the parameters passed to the API call is not within an acceptable range of values.",
             .version = "13.0"},
}) {
  cudaError_t r = cudaSetDeviceFlags(0x100u);

  CUDASEM_EXPECT_ERROR(r, cudaErrorInvalidValue);
  cudasem::last_error(cudasem::LastError::clear);
}
