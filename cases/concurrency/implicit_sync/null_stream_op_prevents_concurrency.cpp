// SPDX-License-Identifier: Apache-2.0
// Rendezvous kernel A (blocking stream 1), an empty kernel in the NULL stream, rendezvous kernel
// B (blocking stream 2): B cannot start before A gives up, so the pair must not meet.
#include "cudasem/cudasem.h"

CUDASEM_CASE(ImplicitSynchronization, NullStreamOpPreventsConcurrency,
    {
        .api = {"cudaLaunchKernel"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.8.5.4. Implicit Synchronization",
            .quote =
                "Two operations from different streams cannot run concurrently if any CUDA operation on the NULL stream is submitted in-between them"},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Rendezvous pair;
  cudasem::Stream a(cudaStreamDefault), b(cudaStreamDefault);

  pair.launch(a, 0);
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_empty(cudaStream_t{}));
  pair.launch(b, 1);
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  CUDASEM_EXPECT_EQ_NAMED("rendezvous_met", pair.met(), false);
}
