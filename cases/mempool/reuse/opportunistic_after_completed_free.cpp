// SPDX-License-Identifier: Apache-2.0
// Characterization: a pool whose only reuse policy is cudaMemPoolReuseAllowOpportunistic.
// Stream A's free has completed (stream synchronized); stream B, with no dependency on A,
// allocates the same size. Records whether B got A's address.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolReuse, OpportunisticAfterCompletedFree,
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
  constexpr std::size_t bytes = 4 * kMiB;
  MemPool pool;
  ASSERT_NO_FATAL_FAILURE(create_keeping_pool(pool, ReusePolicies{.opportunistic = 1}));
  cudasem::Stream a(cudaStreamNonBlocking), b(cudaStreamNonBlocking);
  void* pa = nullptr;
  AsyncAlloc pb;

  ASSERT_NO_FATAL_FAILURE(allocate_after_completed_free(pool, a, b, bytes, pa, pb));
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_fill(b, words(pb), bytes / sizeof(unsigned), 7u));

  cudasem::observe("b_got_a_address", pb.get() == pa);
  cudasem::observe("b_filled", count_equal(pb.get(), bytes / sizeof(unsigned), 7u));
}
