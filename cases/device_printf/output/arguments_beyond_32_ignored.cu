// SPDX-License-Identifier: Apache-2.0
// Device printf takes at most 32 arguments after the format: a helper process prints a format with
// 33 %d specifiers and 33 arguments; the line must show the first 32 values and the 33rd
// specifier as-is ("%d").
#include <string>

#include "../device_printf.h"
#include "cudasem/cudasem.h"

namespace {
__global__ void print_33_arguments(int* result) {
  *result = printf(
      "cudasem-args %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d\n",
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31,
      32, 33);
}
}  // namespace

CUDASEM_HELPER(printf_33_arguments) {
  int* result = nullptr;
  cudaError_t e = cudaMalloc(reinterpret_cast<void**>(&result), sizeof(int));
  if (e != cudaSuccess) return cudasem::device_printf::helper_fail("cudaMalloc", e);
  print_33_arguments<<<1, 1>>>(result);
  int host = 0;
  e = cudaMemcpy(&host, result, sizeof(int), cudaMemcpyDeviceToHost);
  if (e != cudaSuccess) return cudasem::device_printf::helper_fail("cudaMemcpy", e);
  cudasem::helper_send("printf_result", host);
  return 0;
}

CUDASEM_CASE(DevicePrintfOutput, ArgumentsBeyond32Ignored,
    {
        .api = {"cudaLaunchKernel"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 10.35.2 Limitations",
            .quote =
                "The printf() command can accept at most 32 arguments in addition to the format string. Additional arguments beyond this will be ignored, and the format specifier output as-is."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
    }) {
  std::string expected = "cudasem-args";
  for (int i = 1; i <= 32; ++i) expected += " " + std::to_string(i);
  expected += " %d";

  cudasem::HelperRun run =
      cudasem::run_helper("printf_33_arguments", {}, std::chrono::seconds(30), cudasem::RawLines::keep);
  const cudasem::RawLine* line = cudasem::device_printf::first_raw_line(run, "cudasem-args ");

  if (line) cudasem::observe("printed_line", line->text);
  if (run.has("printf_result")) cudasem::observe("printf_result", run, "printf_result");
  CUDASEM_ASSERT_TRUE_NAMED("helper.ran_to_end", run.finished && run.exit_code == 0) << run.error << "\n" << run.output;
  CUDASEM_ASSERT_TRUE_NAMED("device_line.appeared", line != nullptr) << "the device line never appeared:\n"
                                                                     << run.output;
  CUDASEM_EXPECT_EQ_NAMED("printed_line.extra_argument_ignored", line->text, expected);
}
