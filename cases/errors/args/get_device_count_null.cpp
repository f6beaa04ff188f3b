// SPDX-License-Identifier: Apache-2.0
// cudaGetDeviceCount(NULL): its documented return values are cudaSuccess only; the code is
// recorded (cudaErrorInvalidValue expected by convention).
#include "cudasem/cudasem.h"

CUDASEM_CASE(NullArguments, GetDeviceCountNull,
    {
        .api = {"cudaGetDeviceCount"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorInvalidValue)",
            .quote =
                "This indicates that one or more of the parameters passed to the API call is not within an acceptable range of values."},
        .claim = cudasem::Claim::hedge,
    }) {
  cudaError_t r = cudaGetDeviceCount(nullptr);

  cudasem::observe("null_count_pointer_error", r);
  cudasem::last_error(cudasem::LastError::clear);
}
