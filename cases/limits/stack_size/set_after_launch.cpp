// SPDX-License-Identifier: Apache-2.0
// Characterization: the text sets no launch-order rule for cudaLimitStackSize; records whether it
// can be changed after kernels have run, and what is read back.
#include "../limits.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(LimitStackSize, SetAfterLaunch,
    {
        .api = {"cudaDeviceSetLimit"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaDeviceSetLimit",
            .quote = "cudaLimitStackSize controls the stack size in bytes of each GPU thread."},
        .claim = cudasem::Claim::hedge,
    }) {
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_empty(nullptr));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  std::size_t stack = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetLimit(&stack, cudaLimitStackSize));

  auto r = cudasem::limits::set_and_read_back(cudaLimitStackSize, 2 * stack);

  CUDASEM_EXPECT_OK_OF(cudaDeviceGetLimit, r.get_after);
  const cudaError_t launch = cudasem::kernels::launch_empty(nullptr);
  const cudaError_t sync = cudaDeviceSynchronize();
  cudasem::last_error(cudasem::LastError::clear);
  cudasem::observe("launch_after_set", launch);
  cudasem::observe("synchronize_after_set", sync);
}
