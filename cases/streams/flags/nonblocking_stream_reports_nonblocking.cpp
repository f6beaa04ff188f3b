// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamGetFlags, NonBlockingStreamReportsNonBlocking, {
    .id = "streams.flags.nonblocking_stream_reports_nonblocking",
    .cite = {.doc = "RT", .section = "cudaStreamGetFlags",
             .quote = "Query the flags of a stream. The flags are returned in flags.", .version = "13.0"},
}) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  unsigned flags = 0xffffffffu;

  const cudaError_t result = cudaStreamGetFlags(stream, &flags);

  cudasem::observe("flags", flags);
  CUDASEM_EXPECT_OK(result);
  EXPECT_EQ(flags, static_cast<unsigned>(cudaStreamNonBlocking));
}
