// SPDX-License-Identifier: Apache-2.0
// Characterization: Bits outside Portable (0x1), Mapped (0x2) and WriteCombined (0x4) are not a
// valid request. The text gives only the function's return list, no condition for this input: the
// code the call returns is recorded (with whether the list names it).
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaHostAlloc, InvalidFlagsRejected,
    {
        .api = {"cudaHostAlloc"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaHostAlloc",
            .quote = "cudaSuccess, cudaErrorInvalidValue, cudaErrorMemoryAllocation"},
        .claim = cudasem::Claim::hedge,
    }) {
  void* p8 = nullptr;
  void* p80 = nullptr;

  cudaError_t r8 = cudaHostAlloc(&p8, 4096, 0x8);
  cudaError_t r80 = cudaHostAlloc(&p80, 4096, 0x80);

  {
    cudasem::CheckLabel label("flags_0x8");
    CUDASEM_RECORD_CODE_OF(cudaHostAlloc, r8);
  }
  {
    cudasem::CheckLabel label("flags_0x80");
    CUDASEM_RECORD_CODE_OF(cudaHostAlloc, r80);
  }
  if (r8 == cudaSuccess) {
    CUDASEM_EXPECT_OK(cudaFreeHost(p8));
  }
  if (r80 == cudaSuccess) {
    CUDASEM_EXPECT_OK(cudaFreeHost(p80));
  }
  cudasem::last_error(cudasem::LastError::clear);
}
