// SPDX-License-Identifier: Apache-2.0
// cudaDeviceGetLimit supports only the listed cudaLimit values: a value outside the enumeration
// (0x7f): what it returns is recorded.
// The cited text names no failure for this: the returned code is recorded.
#include "cudasem/cudasem.h"

CUDASEM_CASE(LimitUnknown, GetFails,
    {
        .api = {"cudaDeviceGetLimit"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaDeviceGetLimit",
            .quote = "Returns in *pValue the current size of limit. The following cudaLimit values are supported."},
        .claim = cudasem::Claim::hedge,
    }) {
  std::size_t value = 0;

  cudasem::observe("cudaDeviceGetLimit_result", cudaDeviceGetLimit(&value, static_cast<cudaLimit>(0x7f)));
  cudasem::last_error(cudasem::LastError::clear);
}
