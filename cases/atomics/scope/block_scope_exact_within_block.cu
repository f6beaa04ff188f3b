// SPDX-License-Identifier: Apache-2.0
// atomicAdd_block is atomic among the threads of one block: one block of 1024 threads adding to a
// managed word (nothing else touches it) gives an exact count.
#include "../atomics.h"
#include "cudasem/cudasem.h"
#include "cudasem/managed_memory.h"

CUDASEM_CASE(AtomicScope, BlockScopeExactWithinBlock,
    {
        .api = {"cudaLaunchKernel"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 10.14. Atomic Functions",
            .quote =
                "Atomic APIs with _block suffix (example: atomicAdd_block) are atomic at scope cuda::thread_scope_block."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  namespace a = cudasem::atomics;
  constexpr unsigned kThreads = 1024, kPerThread = 64;
  cudasem::ManagedBuffer<unsigned> managed_counter(1);
  unsigned* counter = managed_counter.data();
  CUDASEM_ASSERT_TRUE_NAMED("managed_counter.allocated", counter != nullptr);
  *counter = 0;

  a::add_many<a::Scope::block><<<1, kThreads>>>(counter, kPerThread);
  CUDASEM_EXPECT_OK(cudaGetLastError());
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  CUDASEM_EXPECT_EQ_NAMED("final_counter", *counter, kThreads * kPerThread);
}
