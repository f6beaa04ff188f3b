// SPDX-License-Identifier: Apache-2.0
// The rendezvous pair meets when its two kernels run in two non-blocking streams of a
// device that runs kernels concurrently.
#include "cudasem/cudasem.h"

CUDASEM_CASE(HarnessRendezvous, MeetsAcrossStreams,
    {
        .api = {"cudaDeviceSynchronize"},
        .kind = cudasem::Kind::calibration,
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.8.2. Concurrent Kernel Execution",
            .quote = "Some devices of compute capability 2.x and higher can execute multiple kernels concurrently."},
        .needs = {cudasem::attr("concurrentKernels") >= 1},
    }) {
  cudasem::Rendezvous pair;
  cudasem::Stream a(cudaStreamNonBlocking), b(cudaStreamNonBlocking);

  pair.launch(a, 0);
  pair.launch(b, 1);
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  CUDASEM_EXPECT_TRUE_NAMED("rendezvous_met", pair.met());
}
