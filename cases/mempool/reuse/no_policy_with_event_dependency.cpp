// SPDX-License-Identifier: Apache-2.0
// Characterization: every reuse policy disabled (cudaMemPoolReuseFollowEventDependencies too).
// Stream A frees behind a gate and records an event; stream B waits for the event and then
// allocates the same size and fills it. Records whether B got A's address and B's data.
#include "../pool_helpers.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolReuse, NoPolicyWithEventDependency, {
    .api = {"cudaMemPoolSetAttribute"},
    .kind = cudasem::Kind::characterization,
    .cite = {.doc = "RT", .section = "cudaMemPoolSetAttribute",
             .quote = "Allow cudaMallocAsync to use memory asynchronously freed in another stream as long as a stream ordering dependency of the allocating stream on the free action exists."},
    .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
}) {
  using namespace cudasem_mempool;
  constexpr std::size_t bytes = 4 * kMiB;
  MemPool pool = make_pool(device_pool_props(0));
  ASSERT_NE(pool.get(), nullptr);
  CUDASEM_ASSERT_OK(set_u64(pool.get(), cudaMemPoolAttrReleaseThreshold, ~std::uint64_t{0}));
  ASSERT_TRUE(set_reuse_policies(pool.get(), 0, 0, 0));
  cudasem::Stream a(cudaStreamNonBlocking), b(cudaStreamNonBlocking);
  cudasem::Event freed(cudaEventDisableTiming);
  void* pa = nullptr;
  AsyncAlloc pb;
  CUDASEM_ASSERT_OK(cudaMallocFromPoolAsync(&pa, bytes, pool.get(), a));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(a));
  cudasem::Gate gate;

  gate.launch(a);
  CUDASEM_ASSERT_OK(cudaFreeAsync(pa, a));
  CUDASEM_ASSERT_OK(cudaEventRecord(freed, a));
  CUDASEM_ASSERT_OK(cudaStreamWaitEvent(b, freed, 0));
  CUDASEM_ASSERT_OK(cudaMallocFromPoolAsync(pb.out(), bytes, pool.get(), b));
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_fill(b, pb.u32(), bytes / sizeof(unsigned), 9u));
  gate.arm_watchdog(std::chrono::milliseconds(100));

  cudasem::observe("b_got_a_address", pb.get() == pa);
  cudasem::observe("b_filled", count_equal(pb.get(), bytes / sizeof(unsigned), 9u));
}
