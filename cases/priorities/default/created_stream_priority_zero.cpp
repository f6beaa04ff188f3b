// SPDX-License-Identifier: Apache-2.0
// A stream from cudaStreamCreate (no priority given) has the default priority 0.
#include "cudasem/cudasem.h"

CUDASEM_CASE(StreamPriority, CreatedStreamHasDefaultPriority,
    {
        .api = {"cudaStreamCreate", "cudaStreamGetPriority"},
        .cite = {.doc = "RT", .section = "cudaStreamCreateWithPriority", .quote = "'0' represents default priority."},
        .claim = cudasem::Claim::promise,
    }) {
  cudaStream_t raw = nullptr;
  CUDASEM_ASSERT_OK(cudaStreamCreate(&raw));
  cudasem::Owner<cudaStream_t, &cudaStreamDestroy> stream(raw);
  int priority = 1000;

  CUDASEM_ASSERT_OK(cudaStreamGetPriority(stream.get(), &priority));

  CUDASEM_EXPECT_EQ_NAMED("stream_priority", priority, 0);
}
