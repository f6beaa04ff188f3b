// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamQuery, NotReadyWhileGatedSuccessAfter, {
    .id = "streams.query.not_ready_while_gated",
    .cite = {.doc = "RT", .section = "cudaStreamQuery",
             .quote = "Returns cudaSuccess if all operations in stream have completed, or cudaErrorNotReady if not.",
             .version = "13.0"},
}) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::Gate gate;  // no watchdog: the gate is held until the release below
  gate.launch(stream);

  const cudaError_t while_held = cudaStreamQuery(stream);
  gate.release();
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));
  const cudaError_t after = cudaStreamQuery(stream);

  CUDASEM_EXPECT_ERROR(while_held, cudaErrorNotReady);
  CUDASEM_EXPECT_ERROR(after, cudaSuccess);
}
