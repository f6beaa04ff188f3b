// SPDX-License-Identifier: Apache-2.0
// After enabling 0 -> 1, enabling 1 -> 0 is a new grant (Success, not AlreadyEnabled). What disabling
// 1 -> 0 before that returned is recorded (multi_gpu.peer.disable_not_enabled judges that code).
#include "cudasem/cudasem.h"

CUDASEM_CASE(PeerAccess, EnableIsUnidirectional,
    {
        .api = {"cudaDeviceEnablePeerAccess"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceEnablePeerAccess",
            .quote = "Note that access granted by this call is unidirectional"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::gpus(2)},
        .exclusive = true,
    }) {
  int can01 = 0, can10 = 0;
  CUDASEM_ASSERT_OK(cudaDeviceCanAccessPeer(&can01, 0, 1));
  CUDASEM_ASSERT_OK(cudaDeviceCanAccessPeer(&can10, 1, 0));
  if (can01 != 1 || can10 != 1)
    GTEST_SKIP() << "peer access not possible both ways: 0->1 " << can01 << ", 1->0 " << can10;
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  CUDASEM_ASSERT_OK(cudaDeviceEnablePeerAccess(1, 0));
  CUDASEM_ASSERT_OK(cudaSetDevice(1));

  cudaError_t disable_reverse = cudaDeviceDisablePeerAccess(0);
  cudasem::last_error(cudasem::LastError::clear);
  cudaError_t enable_reverse = cudaDeviceEnablePeerAccess(0, 0);

  {
    cudasem::CheckLabel label("reverse");
    CUDASEM_EXPECT_ERROR_OF(cudaDeviceEnablePeerAccess, enable_reverse, cudaSuccess);
  }
  {
    cudasem::CheckLabel label("disable_reverse_before_enable");
    CUDASEM_RECORD_CODE_OF(cudaDeviceDisablePeerAccess, disable_reverse);
  }
  cudasem::last_error(cudasem::LastError::clear);
}
