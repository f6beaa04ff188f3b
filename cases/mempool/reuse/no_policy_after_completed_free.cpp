// SPDX-License-Identifier: Apache-2.0
// Characterization: every reuse policy disabled. Stream A's free has completed (stream
// synchronized); stream B, with no stream dependency on A, allocates the same size. Records
// whether B got A's address (whether a host synchronization counts as a dependency is not
// written down).
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolReuse, NoPolicyAfterCompletedFree,
    {
        .api = {"cudaMemPoolSetAttribute"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemPoolSetAttribute",
            .quote =
                "Allow reuse of already completed frees when there is no dependency between the free and allocation."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  MemPool pool;
  ASSERT_NO_FATAL_FAILURE(create_keeping_pool(pool, ReusePolicies{}));
  cudasem::Stream a(cudaStreamNonBlocking), b(cudaStreamNonBlocking);
  void* pa = nullptr;
  AsyncAlloc pb;

  ASSERT_NO_FATAL_FAILURE(allocate_after_completed_free(pool, a, b, 4 * kMiB, pa, pb));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(b));

  cudasem::observe("b_got_a_address", pb.get() == pa);
  observe_usage("pool_", pool.get());
}
