// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaEventQuery, NotReadyWhileGatedSuccessAfter, {
    .id = "events.query.not_ready_while_gated",
    .cite = {.doc = "RT", .section = "cudaEventQuery",
             .quote = "Returns cudaSuccess if all captured work has been completed, or cudaErrorNotReady if any "
                      "captured work is incomplete.",
             .version = "13.0"},
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

  CUDASEM_EXPECT_ERROR(while_held, cudaErrorNotReady);
  CUDASEM_EXPECT_ERROR(after, cudaSuccess);
}
