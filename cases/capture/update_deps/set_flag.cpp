// SPDX-License-Identifier: Apache-2.0
// cudaStreamSetCaptureDependencies replaces the dependency set: the next captured kernel depends only on
// the node passed in, not on the kernel captured before.
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CudaStreamUpdateCaptureDependencies, SetReplacesDependencies,
    {
        .api = {"cudaStreamUpdateCaptureDependencies"},
        .cite = {.doc = "RT",
            .section = "cudaStreamUpdateCaptureDependencies",
            .quote = "These control whether the set passed to the API is added to the existing set or replaces it."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::capture::NextKernelDependencies deps;
  cudasem::capture::next_kernel_dependencies(cudaStreamSetCaptureDependencies, &deps);
  if (HasFatalFailure()) return;
  CUDASEM_EXPECT_EQ_NAMED("next_kernel.dependency_count", deps.count, 1u);
  CUDASEM_EXPECT_TRUE_NAMED("next_kernel.depends_on_extra", deps.depends_on_extra);
}
