// SPDX-License-Identifier: Apache-2.0
// Characterization: A null library handle (room for one kernel) is no library. The text gives only
// the list of return codes, which names cudaErrorInvalidResourceHandle (a handle that is not valid)
// and cudaErrorInvalidValue, so the call is called with one of them; which one is recorded. The
// text gives only the function's return list, no condition for this input: the code the call
// returns is recorded (with whether the list names it).
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaLibraryEnumerateKernels, NullHandleFails,
    {
        .api = {"cudaLibraryEnumerateKernels"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaLibraryEnumerateKernels",
            .quote =
                "cudaSuccess, cudaErrorCudartUnloading, cudaErrorInitializationError, cudaErrorInvalidValue, cudaErrorInvalidResourceHandle"},
        .claim = cudasem::Claim::hedge,
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  cudaKernel_t kernels[1] = {};

  CUDASEM_RECORD_CODE(cudaLibraryEnumerateKernels(kernels, 1, nullptr));
  cudasem::last_error(cudasem::LastError::clear);
}
