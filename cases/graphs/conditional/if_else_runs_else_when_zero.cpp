// SPDX-License-Identifier: Apache-2.0
// An if node with two bodies and a handle defaulting to 0 runs the second (else) body only.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(ConditionalIf, ElseRunsWhenZero,
    {
        .api = {"cudaGraphAddNode", "cudaGraphConditionalHandleCreate"},
        .cite = {.doc = "RT",
            .section = "cudaGraphConditionalNodeType (cudaGraphCondTypeIf)",
            .quote = "If size == 2, an optional ELSE graph is created and this is executed if the condition is zero."},
        .claim = cudasem::Claim::promise,
        .sanitizer_limits = {{"memcheck",
            "under memcheck (compute-sanitizer 2025.3.1, driver 580) a conditional node's body fails with cudaErrorIllegalAddress and no memcheck finding, while the case passes without the tool"}},
    }) {
  const std::vector<unsigned> expected = {0, 101};
  std::vector<unsigned> words;

  ASSERT_NO_FATAL_FAILURE(cudasem::graphs::run_conditional(cudaGraphCondTypeIf, 2, 0, &words));

  for (unsigned i = 0; i < 2; ++i) CUDASEM_EXPECT_EQ_NAMED("body.written_word", words[i], expected[i]) << "body " << i;
}
