// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamQuery, NotReadyWhileGatedSuccessAfter,
    {
        .api = {"cudaStreamQuery"},
        .cite = {.doc = "RT",
            .section = "cudaStreamQuery",
            .quote = "Returns cudaSuccess if all operations in stream have completed, or cudaErrorNotReady if not."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::Gate gate;  // no watchdog: the gate is held until the release below
  gate.launch(stream);

  const cudaError_t while_held = cudaStreamQuery(stream);
  gate.release();
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));
  const cudaError_t after = cudaStreamQuery(stream);

  {
    cudasem::CheckLabel label("while_held");
    CUDASEM_EXPECT_ERROR_OF(cudaStreamQuery, while_held, cudaErrorNotReady);
  }
  {
    cudasem::CheckLabel label("after_release");
    CUDASEM_EXPECT_ERROR_OF(cudaStreamQuery, after, cudaSuccess);
  }
}
