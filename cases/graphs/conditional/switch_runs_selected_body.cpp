// SPDX-License-Identifier: Apache-2.0
// A switch node with three bodies and a handle defaulting to 2 runs body 2 only.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(ConditionalSwitch, RunsSelectedBody,
    {
        .api = {"cudaGraphAddNode", "cudaGraphConditionalHandleCreate"},
        .cite = {.doc = "RT",
            .section = "cudaGraphConditionalNodeType (cudaGraphCondTypeSwitch)",
            .quote = "Body[n] is executed once, where 'n' is the value of the condition."},
        .claim = cudasem::Claim::promise,
        .sanitizer_limits = {{"memcheck",
            "under memcheck (compute-sanitizer 2025.3.1, driver 580) a conditional node's body fails with cudaErrorIllegalAddress and no memcheck finding, while the case passes without the tool"}},
    }) {
  const std::vector<unsigned> expected = {0, 0, 102};
  std::vector<unsigned> words;

  ASSERT_NO_FATAL_FAILURE(cudasem::graphs::run_conditional(cudaGraphCondTypeSwitch, 3, 2, &words));

  for (unsigned i = 0; i < 3; ++i) CUDASEM_EXPECT_EQ_NAMED("body.written_word", words[i], expected[i]) << "body " << i;
}
