// SPDX-License-Identifier: Apache-2.0
// An error in one host thread is not seen by another thread's last-error variable.
#include <thread>

#include "cudasem/cudasem.h"

CUDASEM_CASE(LastError, PerHostThread,
    {
        .api = {"cudaPeekAtLastError", "cudaGetLastError"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.12. Error Checking",
            .quote = "The runtime maintains an error variable for each host thread that is initialized to cudaSuccess"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  CUDASEM_ASSERT_ERROR(cudaSetDevice(-1), cudaErrorInvalidDevice);
  cudaError_t other_thread = cudaErrorUnknown;

  std::thread worker([&] { other_thread = cudaPeekAtLastError(); });
  worker.join();
  cudaError_t own = cudaGetLastError();

  CUDASEM_EXPECT_ERROR_OF(cudaPeekAtLastError, other_thread, cudaSuccess);
  CUDASEM_EXPECT_ERROR_OF(cudaGetLastError, own, cudaErrorInvalidDevice);
}
