// SPDX-License-Identifier: Apache-2.0
// An older Programming Guide listed a device allocation among the operations that prevent
// concurrency between commands of different streams; later editions dropped the list (the
// 13.0 text names only a CUDA operation on the NULL stream): the cited edition's promise binds no
// current runtime, and today's text says nothing of this call (claim hedge: the text is silent).
// Records whether the call waited for a gate in a blocking stream, and whether a host-function
// probe issued afterwards in a second blocking stream waited for it.
#include "cudasem/cudasem.h"
#include "../concurrency.h"

CUDASEM_CASE(ImplicitSynchronization, DeviceAllocBetweenStreams,
    {
        .api = {"cudaMalloc"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "PG",
            .section = "CUDA C Programming Guide (10.2) 3.2.5.5.4. Implicit Synchronization",
            .quote =
                "Two commands from different streams cannot run concurrently if any one of the following operations is issued in-between them by the host thread: a page-locked host memory allocation, a device memory allocation,",
            .version = "10.2",
            .url =
                "https://docs.nvidia.com/cuda/archive/10.2/cuda-c-programming-guide/index.html#implicit-synchronization"},
        .claim = cudasem::Claim::hedge,
    }) {
  void* device = nullptr;
  cudasem::concurrency::call_between_blocking_streams(
      [&](cudaStream_t) { CUDASEM_EXPECT_OK(cudaMalloc(&device, 1 << 20)); },
      [&] { CUDASEM_EXPECT_OK(cudaFree(device)); });
}
