// SPDX-License-Identifier: Apache-2.0
// Characterization: After the first free the pointer no longer comes from a live cudaHostAlloc;
// nothing is allocated in between, so the address cannot have been handed out again. The text gives
// only the function's return list, no condition for this input: the code the call returns is
// recorded (with whether the list names it).
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaFreeHost, DoubleFreeRejected,
    {
        .api = {"cudaFreeHost"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT", .section = "cudaFreeHost", .quote = "cudaSuccess, cudaErrorInvalidValue"},
        .claim = cudasem::Claim::hedge,
    }) {
  void* p = nullptr;
  CUDASEM_ASSERT_OK(cudaHostAlloc(&p, 4096, cudaHostAllocDefault));
  CUDASEM_ASSERT_OK(cudaFreeHost(p));

  cudaError_t result = cudaFreeHost(p);

  CUDASEM_RECORD_CODE_OF(cudaFreeHost, result);
  cudasem::last_error(cudasem::LastError::clear);
}
