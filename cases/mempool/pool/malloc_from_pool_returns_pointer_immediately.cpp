// SPDX-License-Identifier: Apache-2.0
// cudaMallocFromPoolAsync returns its pointer immediately: called while a gate holds its stream,
// it returns a non-null pointer before the gate is released.
#include <vector>

#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MallocFromPoolAsync, ReturnsPointerImmediately,
    {
        .api = {"cudaMallocFromPoolAsync"},
        .cite = {.doc = "RT",
            .section = "cudaMallocFromPoolAsync",
            .quote = "A pointer to the allocated memory is returned immediately in *dptr."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  MemPool pool = make_pool(device_pool_props(0));
  ASSERT_NE(pool.get(), nullptr);
  cudasem::Stream s(cudaStreamNonBlocking);
  std::vector<void*> pointers;  // one per attempt of the probe
  cudaError_t result = cudaErrorUnknown;

  auto r = cudasem::call_behind_gate_expecting_return(s, [&] {
    void* p = nullptr;
    result = cudaMallocFromPoolAsync(&p, 4 * kMiB, pool.get(), s);
    pointers.push_back(p);
  });

  cudasem::observe("returned_before_release", r.returned_before_release);
  cudasem::observe("malloc_from_pool", result);
  cudasem::observe("pointer_non_null", !pointers.empty() && pointers.back() != nullptr);
  for (void* p : pointers)
    if (p) CUDASEM_EXPECT_OK(cudaFreeAsync(p, s));
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(s));
  CUDASEM_EXPECT_OK_OF(cudaMallocFromPoolAsync, result);
  CUDASEM_EXPECT_TRUE_NAMED("malloc_from_pool.returned_before_release", r.returned_before_release)
      << "cudaMallocFromPoolAsync waited for the gated stream";
  CUDASEM_EXPECT_TRUE_NAMED("malloc_from_pool.pointer_non_null", !pointers.empty() && pointers.back() != nullptr);
}
