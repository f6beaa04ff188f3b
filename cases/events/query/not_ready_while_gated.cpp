// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaEventQuery, NotReadyWhileGatedSuccessAfter,
    {
        .api = {"cudaEventQuery"},
        .cite = {.doc = "RT",
            .section = "cudaEventQuery",
            .quote = "Returns cudaSuccess if all captured work has been completed, or cudaErrorNotReady if any "
                     "captured work is incomplete."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::Event event;
  cudasem::Gate gate;  // no watchdog: held until the release below
  gate.launch(stream);
  CUDASEM_ASSERT_OK(cudaEventRecord(event, stream));

  const cudaError_t while_held = cudaEventQuery(event);
  gate.release();
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));
  const cudaError_t after = cudaEventQuery(event);

  {
    cudasem::CheckLabel label("while_held");
    CUDASEM_EXPECT_ERROR_OF(cudaEventQuery, while_held, cudaErrorNotReady);
  }
  {
    cudasem::CheckLabel label("after_release");
    CUDASEM_EXPECT_ERROR_OF(cudaEventQuery, after, cudaSuccess);
  }
}
