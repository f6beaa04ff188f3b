// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(StreamPriority, KeepsNonBlockingFlag,
    {
        .api = {"cudaStreamCreateWithPriority"},
        .cite = {.doc = "RT",
            .section = "cudaStreamCreateWithPriority",
            .quote = "See cudaStreamCreateWithFlags for a list of valid flags that can be passed"},
        .claim = cudasem::Claim::promise,
    }) {
  int least = 0, greatest = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetStreamPriorityRange(&least, &greatest));
  cudasem::Stream stream(cudaStreamNonBlocking, greatest);
  unsigned flags = 0xffff;

  CUDASEM_ASSERT_OK(cudaStreamGetFlags(stream, &flags));

  cudasem::observe("stream_flags", flags);
  CUDASEM_EXPECT_EQ_NAMED(
      "stream_flags.nonblocking_bit", flags & cudaStreamNonBlocking, static_cast<unsigned>(cudaStreamNonBlocking));
}
