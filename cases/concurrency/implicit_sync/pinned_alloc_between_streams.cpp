// SPDX-License-Identifier: Apache-2.0
// An older Programming Guide listed a page-locked allocation among the operations that
// prevent concurrency between commands of different streams; later editions dropped the list (the
// 13.0 text names only a CUDA operation on the NULL stream): the cited edition's promise binds no
// current runtime, and today's text says nothing of this call (claim hedge: the text is silent).
// Records whether the call waited for a gate in a blocking stream, and whether a host-function
// probe issued afterwards in a second blocking stream waited for it.
#include "cudasem/cudasem.h"
#include "../concurrency.h"

CUDASEM_CASE(ImplicitSynchronization, PinnedAllocBetweenStreams,
    {
        .api = {"cudaHostAlloc"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "PG",
            .section = "CUDA C Programming Guide (10.2) 3.2.5.5.4. Implicit Synchronization",
            .quote =
                "Two commands from different streams cannot run concurrently if any one of the following operations is issued in-between them by the host thread: a page-locked host memory allocation,",
            .version = "10.2",
            .url =
                "https://docs.nvidia.com/cuda/archive/10.2/cuda-c-programming-guide/index.html#implicit-synchronization"},
        .claim = cudasem::Claim::hedge,
    }) {
  void* pinned = nullptr;
  cudasem::concurrency::call_between_blocking_streams(
      [&](cudaStream_t) { CUDASEM_EXPECT_OK(cudaHostAlloc(&pinned, 1 << 20, cudaHostAllocDefault)); },
      [&] { CUDASEM_EXPECT_OK(cudaFreeHost(pinned)); });
}
