// SPDX-License-Identifier: Apache-2.0
// An if node whose handle defaults to 0 does not run its body.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(ConditionalIf, SkipsBodyWhenZero,
    {
        .api = {"cudaGraphAddNode", "cudaGraphConditionalHandleCreate"},
        .cite = {.doc = "RT",
            .section = "cudaGraphConditionalNodeType (cudaGraphCondTypeIf)",
            .quote = "Conditional 'if/else' Node. Body[0] executed if condition is non-zero."},
        .claim = cudasem::Claim::promise,
    }) {
  const std::vector<unsigned> expected = {0};
  std::vector<unsigned> words;

  ASSERT_NO_FATAL_FAILURE(cudasem::graphs::run_conditional(cudaGraphCondTypeIf, 1, 0, &words));

  for (unsigned i = 0; i < 1; ++i) CUDASEM_EXPECT_EQ_NAMED("body.written_word", words[i], expected[i]) << "body " << i;
}
