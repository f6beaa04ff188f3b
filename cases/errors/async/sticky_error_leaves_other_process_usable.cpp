// SPDX-License-Identifier: Apache-2.0
// A sticky error is confined to its process: while this process holds a working context, a helper
// process faults (a kernel stores through a null pointer) and reports cudaErrorIllegalAddress;
// afterwards this process still launches, synchronizes and copies correctly.
#include <vector>

#include "cudasem/cudasem.h"
#include "../errors.h"

CUDASEM_HELPER(errors_async_fault_in_child) {
  if (cudaFree(nullptr) != cudaSuccess) return 2;
  cudasem::helper_send("launch", cudasem::kernels::launch_write(nullptr, nullptr, 1));
  cudasem::helper_send("synchronize", cudaDeviceSynchronize());
  return 0;
}

CUDASEM_CASE(AsyncErrors, StickyErrorLeavesOtherProcessUsable,
    {
        .api = {"cudaLaunchKernel", "cudaDeviceSynchronize", "cudaMemcpy"},
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorIllegalAddress)",
            .quote =
                "This leaves the process in an inconsistent state and any further CUDA work will return the same error. To continue using CUDA, the process must be terminated and relaunched."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os(), cudasem::attr("mpsEnabled") == 0},
        .exclusive = true,  // a helper process faults on this GPU
        .intentional_faults = {{"memcheck",
            "writes through an invalid address on purpose (an illegal-address fault is the behavior under test)"}},
    }) {
  namespace ea = cudasem::errors;
  constexpr std::size_t kCount = 4096;
  cudasem::DeviceBuffer<unsigned> buffer(kCount);
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_fill(nullptr, buffer.data(), kCount, 1));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  cudasem::HelperRun r = cudasem::run_helper("errors_async_fault_in_child", {});
  cudaError_t fill = cudasem::kernels::launch_fill(nullptr, buffer.data(), kCount, 0x77u);
  cudaError_t sync = cudaDeviceSynchronize();
  std::vector<unsigned> host(kCount);
  cudaError_t copy = cudaMemcpy(host.data(), buffer.data(), buffer.bytes(), cudaMemcpyDeviceToHost);

  CUDASEM_ASSERT_TRUE_NAMED("helper_started", r.started) << r.error;
  CUDASEM_ASSERT_TRUE_NAMED("helper_finished", r.finished) << r.output;
  const std::string child = r.text("synchronize");
  cudasem::observe("child_synchronize", r, "synchronize");
  CUDASEM_EXPECT_EQ_NAMED("child_synchronize_error_name", ea::error_name(child), "cudaErrorIllegalAddress")
      << "the helper did not fault as intended";
  CUDASEM_EXPECT_ERROR_OF(cudaLaunchKernel, fill, cudaSuccess);
  CUDASEM_EXPECT_ERROR_OF(cudaDeviceSynchronize, sync, cudaSuccess);
  CUDASEM_EXPECT_ERROR_OF(cudaMemcpy, copy, cudaSuccess);
  std::size_t ok = 0;
  for (unsigned v : host) ok += v == 0x77u;
  CUDASEM_EXPECT_EQ_NAMED("words_filled_after_child_fault", ok, kCount);
}
