// SPDX-License-Identifier: Apache-2.0
// With device 0 current, a kernel launch into a stream created on device 1 fails (the code is
// the first observation), and the failure is not sticky: a launch into device 0's stream works.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CrossDeviceStreams, LaunchIntoOtherDeviceStreamFails,
    {
        .api = {"cudaLaunchKernel"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.9.3. Stream and Event Behavior",
            .quote =
                "A kernel launch will fail if it is issued to a stream that is not associated to the current device"},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::gpus(2)},
        .exclusive = true,
    }) {
  CUDASEM_ASSERT_OK(cudaSetDevice(1));
  cudasem::Stream s1(cudaStreamNonBlocking);
  CUDASEM_ASSERT_OK(cudaSetDevice(0));

  cudaError_t launch = cudasem::kernels::launch_empty(s1);

  CUDASEM_EXPECT_FAILURE_OF(cudaLaunchKernel, launch);
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_empty(nullptr));
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
  CUDASEM_ASSERT_OK(cudaSetDevice(1));
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(s1));
}
