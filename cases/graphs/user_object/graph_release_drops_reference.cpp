// SPDX-License-Identifier: Apache-2.0
// cudaGraphReleaseUserObject releases the graph's reference: with the caller's reference moved into
// the graph, releasing it from the graph runs the destructor while the graph still exists.
#include "cudasem/cudasem.h"
#include "../graphs.h"

namespace {
cudasem::graphs::DestructorCount destroyed;
}  // namespace

CUDASEM_CASE(CudaGraphReleaseUserObject, DropsGraphReference,
    {
        .api = {"cudaGraphReleaseUserObject"},
        .cite = {.doc = "RT",
            .section = "cudaGraphReleaseUserObject",
            .quote = "Releases user object references owned by a graph."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  cudaUserObject_t obj = nullptr;
  CUDASEM_ASSERT_OK(
      cudaUserObjectCreate(&obj, &destroyed, &DestructorCount::destroy, 1, cudaUserObjectNoDestructorSync));
  Graph g = make_graph();
  CUDASEM_ASSERT_OK(cudaGraphRetainUserObject(g.get(), obj, 1, cudaGraphUserObjectMove));
  CUDASEM_ASSERT_OK(cudaGraphReleaseUserObject(g.get(), obj, 1));
  const bool ran = wait_until([] { return destroyed.calls.load() > 0; });
  CUDASEM_EXPECT_TRUE_NAMED("destructor.ran", ran);
}
