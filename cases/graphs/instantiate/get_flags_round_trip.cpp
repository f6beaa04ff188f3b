// SPDX-License-Identifier: Apache-2.0
// cudaGraphExecGetFlags returns the flags the executable graph was instantiated with.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphExecGetFlags, ReturnsInstantiateFlags,
    {
        .api = {"cudaGraphExecGetFlags"},
        .cite = {.doc = "RT",
            .section = "cudaGraphExecGetFlags",
            .quote = "Returns the flags that were passed to instantiation for the given executable graph."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  Graph g = make_graph();
  add_empty_node(g.get());
  GraphExec plain = instantiate(g.get(), 0);
  GraphExec prio = instantiate(g.get(), cudaGraphInstantiateFlagUseNodePriority);
  unsigned long long f_plain = 99, f_prio = 0;
  CUDASEM_ASSERT_OK(cudaGraphExecGetFlags(plain.get(), &f_plain));
  CUDASEM_ASSERT_OK(cudaGraphExecGetFlags(prio.get(), &f_prio));
  CUDASEM_EXPECT_EQ_NAMED("flags_plain", f_plain, 0u);
  CUDASEM_EXPECT_EQ_NAMED(
      "flags_priority", f_prio, static_cast<unsigned long long>(cudaGraphInstantiateFlagUseNodePriority));
}
