// SPDX-License-Identifier: Apache-2.0
// The host function holds until the test lets it go, then sets a flag that the next kernel reads.
#include "cudasem/cudasem.h"
#include "../callbacks.h"

CUDASEM_CASE(CudaLaunchHostFunc, BlocksLaterWork,
    {
        .api = {"cudaLaunchHostFunc"},
        .cite = {.doc = "RT",
            .section = "cudaLaunchHostFunc",
            .quote = "The function will be called after currently enqueued work and will block work added after it."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("canMapHostMemory") >= 1, cudasem::attr("unifiedAddressing") >= 1},
    }) {
  using namespace cudasem::callbacks;
  LaterWork later;
  ASSERT_NO_FATAL_FAILURE(hold_then_read_in_kernel(
      [](cudaStream_t stream, Held* held) { return cudaLaunchHostFunc(stream, hold, held); }, &later));

  ASSERT_TRUE(later.started) << "the host function did not start within 10 s";
  EXPECT_EQ(later.kernel_read, 1u);
  EXPECT_FALSE(later.kernel_ran_while_held);
}
