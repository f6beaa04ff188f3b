// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamGetFlags, NonBlockingStreamReportsNonBlocking,
    {
        .api = {"cudaStreamGetFlags"},
        .cite = {.doc = "RT",
            .section = "cudaStreamGetFlags",
            .quote = "Query the flags of a stream. The flags are returned in flags."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  unsigned flags = 0xffffffffu;

  const cudaError_t result = cudaStreamGetFlags(stream, &flags);

  cudasem::observe("stream_flags", flags);
  CUDASEM_EXPECT_OK_OF(cudaStreamGetFlags, result);
  CUDASEM_EXPECT_EQ_NAMED("stream_flags.nonblocking", flags, static_cast<unsigned>(cudaStreamNonBlocking));
}
