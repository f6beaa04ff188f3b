// SPDX-License-Identifier: Apache-2.0
// cudaMemPoolDestroy returns immediately when the pool has a free that has not completed: with
// the free queued behind a gate (watchdog at 10 s), the call returns while the gate still holds.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolDestroy, PendingFreeReturnsImmediately,
    {
        .api = {"cudaMemPoolDestroy"},
        .cite = {.doc = "RT",
            .section = "cudaMemPoolDestroy",
            .quote =
                "If any pointers obtained from this pool haven't been freed or the pool has free operations that haven't completed when cudaMemPoolDestroy is invoked, the function will return immediately and the resources associated with the pool will be released automatically once there are no more outstanding allocations."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  MemPool pool = make_pool(device_pool_props(0));
  ASSERT_NE(pool.get(), nullptr);
  cudasem::Stream s(cudaStreamNonBlocking);
  void* p = nullptr;
  CUDASEM_ASSERT_OK(cudaMallocFromPoolAsync(&p, 4 * kMiB, pool.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  cudasem::Gate gate;
  gate.launch(s);
  CUDASEM_ASSERT_OK(cudaFreeAsync(p, s));
  gate.arm_watchdog(std::chrono::milliseconds(10000));

  cudaError_t result = cudaMemPoolDestroy(pool.abandon());
  const bool held_at_return = !gate.finished();

  gate.release();
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(s));
  cudasem::observe("pool_destroy_result", result);
  cudasem::observe("returned_while_gate_held", held_at_return);
  CUDASEM_EXPECT_OK_OF(cudaMemPoolDestroy, result);
  CUDASEM_EXPECT_TRUE_NAMED("pool_destroy.returned_while_gate_held", held_at_return)
      << "cudaMemPoolDestroy waited for the pending free";
}
