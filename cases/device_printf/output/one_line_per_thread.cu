// SPDX-License-Identifier: Apache-2.0
// printf executes per thread: a helper process launches 2 blocks of 32 threads, each printing its
// global index, and synchronizes; its stdout must hold exactly one line for each of the 64 threads.
#include <cstdlib>
#include <set>

#include "../device_printf.h"
#include "cudasem/cudasem.h"

namespace {
constexpr int kBlocks = 2, kThreads = 32;

__global__ void print_thread_index() { printf("cudasem-thread %d\n", blockIdx.x * blockDim.x + threadIdx.x); }
}  // namespace

CUDASEM_HELPER(printf_one_line_per_thread) {
  print_thread_index<<<kBlocks, kThreads>>>();
  cudaError_t e = cudaDeviceSynchronize();
  if (e != cudaSuccess) return cudasem::device_printf::helper_fail("cudaDeviceSynchronize", e);
  return 0;
}

CUDASEM_CASE(DevicePrintfOutput, OneLinePerThread,
    {
        .api = {"cudaLaunchKernel"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 10.35 Formatted Output",
            .quote =
                "Multiple versions of the output string will then appear at the host stream, once for each thread which encountered the printf()."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
    }) {
  cudasem::HelperRun run =
      cudasem::run_helper("printf_one_line_per_thread", {}, std::chrono::seconds(30), cudasem::RawLines::keep);
  std::multiset<long> indices;
  for (const auto& line : run.raw)
    if (line.text.rfind("cudasem-thread ", 0) == 0) indices.insert(std::strtol(line.text.c_str() + 15, nullptr, 10));
  std::set<long> distinct(indices.begin(), indices.end());

  CUDASEM_ASSERT_TRUE_NAMED("helper.ran_to_end", run.finished && run.exit_code == 0) << run.error << "\n" << run.output;
  CUDASEM_EXPECT_EQ_NAMED("thread_lines", indices.size(), static_cast<std::size_t>(kBlocks * kThreads)) << run.output;
  CUDASEM_ASSERT_EQ_NAMED("distinct_threads", distinct.size(), static_cast<std::size_t>(kBlocks * kThreads))
      << run.output;
  CUDASEM_EXPECT_EQ_NAMED("thread_lines.lowest_index", *distinct.begin(), 0);
  CUDASEM_EXPECT_EQ_NAMED("thread_lines.highest_index", *distinct.rbegin(), kBlocks * kThreads - 1);
}
