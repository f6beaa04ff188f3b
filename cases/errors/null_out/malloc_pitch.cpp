// SPDX-License-Identifier: Apache-2.0
// Characterization: A null devPtr (a valid pitch pointer, 64 x 4 bytes) leaves nowhere to write the
// result. The text gives only the function's return list, no condition for this input: the code the
// call returns is recorded (with whether the list names it).
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMallocPitch, NullOutParam,
    {
        .api = {"cudaMallocPitch"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMallocPitch",
            .quote = "cudaSuccess, cudaErrorInvalidValue, cudaErrorMemoryAllocation"},
        .claim = cudasem::Claim::hedge,
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  size_t pitch = 0;

  CUDASEM_RECORD_CODE(cudaMallocPitch(nullptr, &pitch, 64, 4));
  cudasem::last_error(cudasem::LastError::clear);
}
