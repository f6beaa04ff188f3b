// SPDX-License-Identifier: Apache-2.0
// Device printf returns 0 when no arguments follow the format string: a kernel prints a plain
// line and stores the return value.
#include "cudasem/cudasem.h"

namespace {
__global__ void printf_no_arguments(int* result) { *result = printf("cudasem printf-result no arguments\n"); }
}  // namespace

CUDASEM_CASE(DevicePrintfResult, ReturnsZeroWithoutArguments,
    {
        .api = {"cudaLaunchKernel"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 10.35 Formatted Output",
            .quote = "If no arguments follow the format string, 0 is returned."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::DeviceBuffer<int> result(1);
  CUDASEM_ASSERT_OK(cudaMemset(result.data(), 0xff, sizeof(int)));

  printf_no_arguments<<<1, 1>>>(result.data());
  CUDASEM_ASSERT_OK(cudaGetLastError());
  int value = -100;
  CUDASEM_ASSERT_OK(cudaMemcpy(&value, result.data(), sizeof(int), cudaMemcpyDeviceToHost));

  CUDASEM_EXPECT_EQ_NAMED("printf_result", value, 0);
}
