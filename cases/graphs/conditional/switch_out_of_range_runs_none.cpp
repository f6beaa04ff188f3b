// SPDX-License-Identifier: Apache-2.0
// A switch node with three bodies and a handle defaulting to 5 runs no body.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(ConditionalSwitch, OutOfRangeRunsNone,
    {
        .api = {"cudaGraphAddNode", "cudaGraphConditionalHandleCreate"},
        .cite = {.doc = "RT",
            .section = "cudaGraphConditionalNodeType (cudaGraphCondTypeSwitch)",
            .quote = "If the condition does not match a body index, no body is launched."},
        .claim = cudasem::Claim::promise,
    }) {
  const std::vector<unsigned> expected = {0, 0, 0};
  std::vector<unsigned> words;

  ASSERT_NO_FATAL_FAILURE(cudasem::graphs::run_conditional(cudaGraphCondTypeSwitch, 3, 5, &words));

  for (unsigned i = 0; i < 3; ++i) CUDASEM_EXPECT_EQ_NAMED("body.written_word", words[i], expected[i]) << "body " << i;
}
