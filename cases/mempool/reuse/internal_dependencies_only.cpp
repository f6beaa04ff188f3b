// SPDX-License-Identifier: Apache-2.0
// Characterization: a pool whose only reuse policy is cudaMemPoolReuseAllowInternalDependencies.
// Stream A frees behind a gate; stream B then allocates the same size. Records whether B got
// A's address and whether B was made to wait for A (a probe in B after the allocation).
#include "../pool_helpers.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolReuse, InternalDependenciesOnly, {
    .api = {"cudaMemPoolSetAttribute"},
    .kind = cudasem::Kind::characterization,
    .cite = {.doc = "RT", .section = "cudaMemPoolSetAttribute",
             .quote = "Allow cudaMallocAsync to insert new stream dependencies in order to establish the stream ordering required to reuse a piece of memory released by cudaFreeAsync (default enabled)."},
    .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
}) {
  using namespace cudasem_mempool;
  constexpr std::size_t bytes = 4 * kMiB;
  MemPool pool = make_pool(device_pool_props(0));
  ASSERT_NE(pool.get(), nullptr);
  CUDASEM_ASSERT_OK(set_u64(pool.get(), cudaMemPoolAttrReleaseThreshold, ~std::uint64_t{0}));
  ASSERT_TRUE(set_reuse_policies(pool.get(), 0, 0, 1));
  cudasem::Stream a(cudaStreamNonBlocking), b(cudaStreamNonBlocking);
  void* pa = nullptr;
  AsyncAlloc pb;
  CUDASEM_ASSERT_OK(cudaMallocFromPoolAsync(&pa, bytes, pool.get(), a));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(a));
  cudasem::Gate gate;
  cudasem::HostProbe probe(&gate);

  gate.launch(a);
  CUDASEM_ASSERT_OK(cudaFreeAsync(pa, a));
  CUDASEM_ASSERT_OK(cudaMallocFromPoolAsync(pb.out(), bytes, pool.get(), b));
  probe.enqueue(b);
  const bool ran_while_held = cudasem::probe_ran_while_gate_held(gate, probe);

  cudasem::observe("b_got_a_address", pb.get() == pa);
  cudasem::observe("b_waited_for_a", !ran_while_held);
}
