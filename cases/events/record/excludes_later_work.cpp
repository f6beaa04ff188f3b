// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

#include <thread>

CUDASEM_CASE(CudaEventRecord, ExcludesLaterWork,
    {
        .api = {"cudaEventRecord"},
        .cite = {.doc = "RT",
            .section = "cudaEventRecord",
            .quote = "Uses of stream after this call do not modify event."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::Event event;
  cudasem::Gate first, second;  // second stays held until the end
  first.launch(stream);
  CUDASEM_ASSERT_OK(cudaEventRecord(event, stream));
  second.launch(stream);

  first.release();
  cudaError_t query = cudaErrorNotReady;
  for (int i = 0; i < 10000 && query == cudaErrorNotReady; ++i) {  // bounded: 10 s
    query = cudaEventQuery(event);
    if (query == cudaErrorNotReady) std::this_thread::sleep_for(cudasem::milliseconds(1));
  }
  const bool second_still_held = !second.finished();
  second.release();
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));

  CUDASEM_EXPECT_ERROR_OF(cudaEventQuery, query, cudaSuccess);
  CUDASEM_EXPECT_TRUE_NAMED("second_gate_held_at_success", second_still_held);
}
