// SPDX-License-Identifier: Apache-2.0
// In a helper process that sees no device (CUDA_VISIBLE_DEVICES=-1), cudaGetDeviceCount fails
// (cudaErrorNoDevice: device.visible.no_device_count_returns_no_device); cudaPeekAtLastError called right
// after it returns that error. The helper sends both codes; the case records the first and checks
// the second against it.
#include "cudasem/cudasem.h"

CUDASEM_HELPER(peek_after_no_device) {
  int count = -1;
  cudasem::helper_send("count_rc", cudaGetDeviceCount(&count));
  cudasem::helper_send("last", cudaPeekAtLastError());
  return 0;
}

CUDASEM_CASE(LastError, PeekReturnsNoDevice,
    {
        .api = {"cudaPeekAtLastError"},
        .cite = {.doc = "RT",
            .section = "cudaPeekAtLastError",
            .quote = "Returns the last error that has been produced by any of the runtime calls in the same instance "
                     "of the CUDA Runtime library in the host thread. This call does not reset the error to "
                     "cudaSuccess like cudaGetLastError()."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::HelperRun child =
      cudasem::run_helper("peek_after_no_device", {.set_env = {"CUDA_VISIBLE_DEVICES=-1"}});
  ASSERT_TRUE(child.finished) << "helper did not exit within 30 s; output: " << child.output;
  ASSERT_EQ(child.exit_code, 0) << child.output;
  const std::optional<cudasem::HelperCode> count_rc = child.code("count_rc");
  const std::optional<cudasem::HelperCode> last = child.code("last");
  ASSERT_TRUE(count_rc && last) << "helper output: " << child.output;
  const auto provoked = static_cast<cudaError_t>(count_rc->code);

  cudasem::observe("provoking_call_result", provoked);
  CUDASEM_ASSERT_TRUE_NAMED("provoking_call_failed", provoked != cudaSuccess);
  CUDASEM_EXPECT_ERROR_OF(cudaPeekAtLastError, static_cast<cudaError_t>(last->code), provoked);
}
