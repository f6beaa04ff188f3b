// SPDX-License-Identifier: Apache-2.0
// Characterization: the cited text hedges ("can", "may", "should", "some devices", "when
// applicable"), so the behavior is recorded, not asserted.
// A gate kernel runs in one stream; a pinned D2H copy in another stream completes before it ends.
#include "cudasem/cudasem.h"
#include "../concurrency.h"

CUDASEM_CASE(CopyKernelOverlap, D2HPinnedOverlapsKernel,
    {
        .api = {"cudaMemcpyAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "PG",
            .section =
                "CUDA C++ Programming Guide (legacy, 13.0) 6.2.8.3. Overlap of Data Transfer and Kernel Execution",
            .quote =
                "Some devices can perform an asynchronous memory copy to or from the GPU concurrently with kernel execution."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("asyncEngineCount") >= 1},
    }) {
  ASSERT_NO_FATAL_FAILURE(cudasem::concurrency::pinned_copy_while_gate_runs(cudaMemcpyDeviceToHost));
}
