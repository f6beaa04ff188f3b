// SPDX-License-Identifier: Apache-2.0
// Characterization: cudaSetDeviceFlags with a bit outside cudaDeviceMask (0x100); the text names no
// outcome for a bit that is no flag: records the code.
#include "cudasem/cudasem.h"

CUDASEM_CASE(DeviceFlags, SetRejectsUnknownBit,
    {
        .api = {"cudaSetDeviceFlags"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorInvalidValue), cudaSetDeviceFlags",
            .quote =
                "This indicates that one or more of the parameters passed to the API call is not within an acceptable range of values."},
        .claim = cudasem::Claim::hedge,
    }) {
  cudaError_t r = cudaSetDeviceFlags(0x100u);

  cudasem::observe("unknown_flag_bit", r);
  cudasem::last_error(cudasem::LastError::clear);
}
