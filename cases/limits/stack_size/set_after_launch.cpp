// SPDX-License-Identifier: Apache-2.0
// Characterization: the text sets no launch-order rule for cudaLimitStackSize; records whether it
// can be changed after kernels have run, and what is read back.
#include "../limit_round_trip.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(LimitStackSize, SetAfterLaunch, {
    .id = "limits.stack_size.set_after_launch",
    .kind = cudasem::Kind::characterization,
    .cite = {.doc = "RT", .section = "cudaDeviceSetLimit",
             .quote = "cudaLimitStackSize controls the stack size in bytes of each GPU thread.",
             .version = "13.0"},
}) {
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_empty(nullptr));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  std::size_t stack = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetLimit(&stack, cudaLimitStackSize));

  auto r = cudasem_cases::set_and_read_back(cudaLimitStackSize, 2 * stack);

  CUDASEM_EXPECT_OK(r.get_after);
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_empty(nullptr));
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
