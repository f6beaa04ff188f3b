// SPDX-License-Identifier: Apache-2.0
// Flags 0 adds to the dependency set: the next captured kernel depends on the kernel captured before
// and on the node passed in.
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CudaStreamUpdateCaptureDependencies, ZeroFlagsAddDependencies,
    {
        .api = {"cudaStreamUpdateCaptureDependencies"},
        .cite = {.doc = "RT",
            .section = "cudaStreamUpdateCaptureDependencies",
            .quote = "A flags value of 0 defaults to cudaStreamAddCaptureDependencies."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::capture::NextKernelDependencies deps;
  cudasem::capture::next_kernel_dependencies(0, &deps);
  if (HasFatalFailure()) return;
  CUDASEM_EXPECT_EQ_NAMED("next_kernel.dependency_count", deps.count, 2u);
  CUDASEM_EXPECT_TRUE_NAMED("next_kernel.depends_on_extra", deps.depends_on_extra);
}
