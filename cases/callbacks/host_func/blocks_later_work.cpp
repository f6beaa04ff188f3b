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

  CUDASEM_ASSERT_TRUE_NAMED("host_function.started", later.started) << "the host function did not start within 10 s";
  CUDASEM_EXPECT_EQ_NAMED("later_kernel.read_done_flag", later.kernel_read, 1u);
  CUDASEM_EXPECT_EQ_NAMED("later_kernel.ran_while_held", later.kernel_ran_while_held, false);
}
