// SPDX-License-Identifier: Apache-2.0
// Characterization: a free queued behind a gate (not yet observed complete by the host) "can
// count as outstanding" for cudaMemPoolTrimTo; records the reserved memory after trimming to 0
// while the gate holds, and after the free completed and a second trim.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolTrim, PendingFreeMayCountAsOutstanding,
    {
        .api = {"cudaMemPoolTrimTo"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemPoolTrimTo",
            .quote =
                "Allocations that have been asynchronously freed but whose completion has not been observed on the host (eg. by a synchronize) can count as outstanding."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  MemPool pool = make_pool(device_pool_props(0));
  ASSERT_NE(pool.get(), nullptr);
  cudasem::Stream s(cudaStreamNonBlocking);
  void* p = nullptr;
  CUDASEM_ASSERT_OK(cudaMallocFromPoolAsync(&p, 32 * kMiB, pool.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  cudasem::Gate gate;
  gate.launch(s);
  CUDASEM_ASSERT_OK(cudaFreeAsync(p, s));
  gate.arm_watchdog(std::chrono::milliseconds(10000));

  CUDASEM_EXPECT_OK(cudaMemPoolTrimTo(pool.get(), 0));
  const bool held = !gate.finished();
  observe_u64("while_free_pending_", pool.get(), cudaMemPoolAttrReservedMemCurrent);

  gate.release();
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  CUDASEM_EXPECT_OK(cudaMemPoolTrimTo(pool.get(), 0));
  cudasem::observe("gate_held_during_trim", held);
  observe_u64("after_sync_and_trim_", pool.get(), cudaMemPoolAttrReservedMemCurrent);
}
