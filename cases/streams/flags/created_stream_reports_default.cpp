// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamGetFlags, CreatedStreamReportsDefault, {
    .id = "streams.flags.created_stream_reports_default",
    .cite = {.doc = "RT", .section = "cudaStreamGetFlags",
             .quote = "Query the flags of a stream. The flags are returned in flags.", .version = "13.0"},
}) {
  cudaStream_t stream = nullptr;
  CUDASEM_ASSERT_OK(cudaStreamCreate(&stream));
  unsigned flags = 0xffffffffu;

  const cudaError_t result = cudaStreamGetFlags(stream, &flags);
  CUDASEM_EXPECT_OK(cudaStreamDestroy(stream));

  cudasem::observe("flags", flags);
  CUDASEM_EXPECT_OK(result);
  EXPECT_EQ(flags, static_cast<unsigned>(cudaStreamDefault));
}
