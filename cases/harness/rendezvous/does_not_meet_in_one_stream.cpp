// SPDX-License-Identifier: Apache-2.0
// The rendezvous pair does not meet when its two kernels are serialized in one stream, so
// "met" is evidence of concurrency and the probe can fail.
#include "cudasem/cudasem.h"

CUDASEM_CASE(HarnessRendezvous, DoesNotMeetInOneStream,
    {
        .api = {"cudaStreamSynchronize"},
        .kind = cudasem::Kind::calibration,
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.8.5. Streams",
            .quote = "A stream is a sequence of commands ... that execute in order."},
    }) {
  cudasem::Rendezvous pair;
  cudasem::Stream s(cudaStreamNonBlocking);

  pair.launch(s, 0);
  pair.launch(s, 1);
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));

  CUDASEM_EXPECT_EQ_NAMED("rendezvous_met", pair.met(), false);
}
