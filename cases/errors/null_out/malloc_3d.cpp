// SPDX-License-Identifier: Apache-2.0
// Characterization: A null pitchedDevPtr (a 64 x 4 x 2 byte extent) leaves nowhere to write the
// result. The text gives only the function's return list, no condition for this input: the code the
// call returns is recorded (with whether the list names it).
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMalloc3D, NullOutParam,
    {
        .api = {"cudaMalloc3D"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMalloc3D",
            .quote = "cudaSuccess, cudaErrorInvalidValue, cudaErrorMemoryAllocation"},
        .claim = cudasem::Claim::hedge,
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  const cudaExtent extent{64, 4, 2};  // width in bytes, height, depth

  CUDASEM_RECORD_CODE(cudaMalloc3D(nullptr, extent));
  cudasem::last_error(cudasem::LastError::clear);
}
