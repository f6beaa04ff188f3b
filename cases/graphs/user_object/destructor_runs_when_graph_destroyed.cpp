// SPDX-License-Identifier: Apache-2.0
// A user object whose only reference was moved into a graph (cudaGraphUserObjectMove) is destroyed
// when the graph is destroyed: its destructor runs (bounded wait), once, and not before.
#include "cudasem/cudasem.h"
#include "../graphs.h"

namespace {
cudasem::graphs::DestructorCount destroyed;
}  // namespace

CUDASEM_CASE(CudaGraphRetainUserObject, DestructorRunsWhenGraphDestroyed,
    {
        .api = {"cudaGraphRetainUserObject"},
        .cite = {.doc = "RT",
            .section = "cudaGraphRetainUserObject",
            .quote = "Creates or moves user object references that will be owned by a CUDA graph."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  cudaUserObject_t obj = nullptr;
  CUDASEM_ASSERT_OK(
      cudaUserObjectCreate(&obj, &destroyed, &DestructorCount::destroy, 1, cudaUserObjectNoDestructorSync));
  Graph g = make_graph();
  add_empty_node(g.get());
  CUDASEM_ASSERT_OK(cudaGraphRetainUserObject(g.get(), obj, 1, cudaGraphUserObjectMove));
  const int before = destroyed.calls.load();
  g.reset();
  const bool ran = wait_until([] { return destroyed.calls.load() > 0; });
  CUDASEM_EXPECT_EQ_NAMED("calls_before_graph_destroy", before, 0);
  CUDASEM_EXPECT_TRUE_NAMED("destructor.ran", ran);
  CUDASEM_EXPECT_EQ_NAMED("destructor_calls", destroyed.calls.load(), 1);
}
