// SPDX-License-Identifier: Apache-2.0
// An if node whose handle defaults to 1 (cudaGraphCondAssignDefault) runs its body at launch.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(ConditionalIf, RunsBodyWhenNonzero,
    {
        .api = {"cudaGraphAddNode", "cudaGraphConditionalHandleCreate"},
        .cite = {.doc = "RT",
            .section = "cudaGraphConditionalNodeType (cudaGraphCondTypeIf)",
            .quote = "Conditional 'if/else' Node. Body[0] executed if condition is non-zero."},
        .claim = cudasem::Claim::promise,
        .sanitizer_limits = {{"memcheck",
            "under memcheck (compute-sanitizer 2025.3.1, driver 580) a conditional node's body fails with cudaErrorIllegalAddress and no memcheck finding, while the case passes without the tool"}},
    }) {
  const std::vector<unsigned> expected = {100};
  std::vector<unsigned> words;

  ASSERT_NO_FATAL_FAILURE(cudasem::graphs::run_conditional(cudaGraphCondTypeIf, 1, 1, &words));

  for (unsigned i = 0; i < 1; ++i) CUDASEM_EXPECT_EQ_NAMED("body.written_word", words[i], expected[i]) << "body " << i;
}
