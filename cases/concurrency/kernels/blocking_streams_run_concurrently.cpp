// SPDX-License-Identifier: Apache-2.0
// Characterization: the cited text hedges ("can", "may", "should", "some devices", "when
// applicable"), so the behavior is recorded, not asserted.
// Two rendezvous kernels in two blocking streams, with no legacy-stream work between them,
// meet: they ran at the same time.
#include "cudasem/cudasem.h"

CUDASEM_CASE(ConcurrentKernels, BlockingStreamsRunConcurrently,
    {
        .api = {"cudaStreamSynchronize"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.8.2. Concurrent Kernel Execution",
            .quote = "Some devices of compute capability 2.x and higher can execute multiple kernels concurrently."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("concurrentKernels") >= 1},
    }) {
  cudasem::Rendezvous pair;
  cudasem::Stream a(cudaStreamDefault), b(cudaStreamDefault);

  pair.launch(a, 0);
  pair.launch(b, 1);
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(a));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(b));

  cudasem::observe("rendezvous_met", pair.met());
}
