// SPDX-License-Identifier: Apache-2.0
// cudaGetDeviceCount(NULL): its documented return values are cudaSuccess only; the code is
// recorded (cudaErrorInvalidValue expected by convention).
#include "cudasem/cudasem.h"

CUDASEM_CASE(NullArguments, GetDeviceCountNull, {
    .id = "errors.args.get_device_count_null",
    .kind = cudasem::Kind::characterization,
    .cite = {.doc = "RT", .section = "cudaError (cudaErrorInvalidValue)",
             .quote = "This indicates that one or more of the parameters passed to the API call is not within an acceptable range of values.",
             .version = "13.0"},
}) {
  cudaError_t r = cudaGetDeviceCount(nullptr);

  cudasem::observe("cudaGetDeviceCount(NULL)", cudasem::error_text(r));
  cudasem::last_error(cudasem::LastError::clear);
}
