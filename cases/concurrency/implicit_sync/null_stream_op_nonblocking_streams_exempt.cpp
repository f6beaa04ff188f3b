// SPDX-License-Identifier: Apache-2.0
// Characterization: the text exempts non-blocking streams from implicit synchronization; it does
// not promise that they then run concurrently, so concurrency is recorded, not asserted.
// The same sequence as null_stream_op_prevents_concurrency with non-blocking streams: the
// rendezvous pair still meets.
#include "cudasem/cudasem.h"

CUDASEM_CASE(ImplicitSynchronization, NullStreamOpNonBlockingStreamsExempt,
    {
        .api = {"cudaLaunchKernel"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.8.5.4. Implicit Synchronization",
            .quote = "unless the streams are non-blocking streams (created with the cudaStreamNonBlocking flag)"},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("concurrentKernels") >= 1},
    }) {
  cudasem::Rendezvous pair;
  cudasem::Stream a(cudaStreamNonBlocking), b(cudaStreamNonBlocking);

  pair.launch(a, 0);
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_empty(cudaStream_t{}));
  pair.launch(b, 1);
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  cudasem::observe("rendezvous_met", pair.met());
}
