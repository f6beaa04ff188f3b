// SPDX-License-Identifier: Apache-2.0
// cudaDeviceGetLimit supports only the listed cudaLimit values: a value outside the enumeration
// (0x7f) fails with one of its documented codes.
#include "cudasem/cudasem.h"

CUDASEM_CASE(LimitUnknown, GetFails,
    {
        .api = {"cudaDeviceGetLimit"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceGetLimit",
            .quote = "Returns in *pValue the current size of limit. The following cudaLimit values are supported."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  std::size_t value = 0;

  CUDASEM_EXPECT_FAILURE(cudaDeviceGetLimit(&value, static_cast<cudaLimit>(0x7f)));
  cudasem::last_error(cudasem::LastError::clear);
}
