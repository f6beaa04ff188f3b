// SPDX-License-Identifier: Apache-2.0
// Device printf returns the number of arguments parsed, not the number of characters: a kernel
// prints a line with three arguments and stores the return value.
#include "cudasem/cudasem.h"

namespace {
__global__ void printf_three_arguments(int* result) {
  *result = printf("cudasem printf-result %d %d %s\n", 1, 22, "three");
}
}  // namespace

CUDASEM_CASE(DevicePrintfResult, ReturnsNumberOfArguments,
    {
        .api = {"cudaLaunchKernel"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 10.35 Formatted Output",
            .quote =
                "Unlike the C-standard printf(), which returns the number of characters printed, CUDA's printf() returns the number of arguments parsed."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::DeviceBuffer<int> result(1);
  CUDASEM_ASSERT_OK(cudaMemset(result.data(), 0xff, sizeof(int)));

  printf_three_arguments<<<1, 1>>>(result.data());
  CUDASEM_ASSERT_OK(cudaGetLastError());
  int value = 0;
  CUDASEM_ASSERT_OK(cudaMemcpy(&value, result.data(), sizeof(int), cudaMemcpyDeviceToHost));

  CUDASEM_EXPECT_EQ_NAMED("printf_result", value, 3);
}
