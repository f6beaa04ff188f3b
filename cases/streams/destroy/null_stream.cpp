// SPDX-License-Identifier: Apache-2.0
// The text lists the codes without saying which one stream 0 gets: record it.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamDestroy, NullStream,
    {
        .api = {"cudaStreamDestroy"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaStreamDestroy",
            .quote = "cudaSuccess, cudaErrorInvalidValue, cudaErrorInvalidResourceHandle"},
        .claim = cudasem::Claim::hedge,
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));  // context first, so the call sees an initialized runtime

  const cudaError_t null_stream = cudaStreamDestroy(cudaStream_t{});
  cudasem::last_error(cudasem::LastError::clear);
  const cudaError_t legacy = cudaStreamDestroy(cudaStreamLegacy);
  cudasem::last_error(cudasem::LastError::clear);

  cudasem::observe("destroy_0", null_stream);
  cudasem::observe("destroy_cudaStreamLegacy", legacy);
  const cudaError_t launch = cudasem::kernels::launch_empty(cudaStream_t{});
  const cudaError_t sync = cudaStreamSynchronize(cudaStream_t{});
  cudasem::observe("stream0_launch_after", launch);
  cudasem::observe("stream0_synchronize_after", sync);
}
