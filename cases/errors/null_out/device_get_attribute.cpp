// SPDX-License-Identifier: Apache-2.0
// Characterization: A null value pointer (device 0, a valid attribute) leaves nowhere to write the
// result. The text gives only the function's return list, no condition for this input: the code the
// call returns is recorded (with whether the list names it).
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaDeviceGetAttribute, NullOutParam,
    {
        .api = {"cudaDeviceGetAttribute"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaDeviceGetAttribute",
            .quote = "cudaSuccess, cudaErrorInvalidDevice, cudaErrorInvalidValue"},
        .claim = cudasem::Claim::hedge,
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));

  CUDASEM_RECORD_CODE(cudaDeviceGetAttribute(nullptr, cudaDevAttrMaxThreadsPerBlock, 0));
  cudasem::last_error(cudasem::LastError::clear);
}
