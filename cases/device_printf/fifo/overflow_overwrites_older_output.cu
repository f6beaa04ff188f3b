// SPDX-License-Identifier: Apache-2.0
// The printf buffer is circular: a helper process shrinks the FIFO, has one thread print numbered
// lines totalling several times the FIFO size, and synchronizes; some lines must be lost, and
// the ones kept must be the newest (the last line present, the first one overwritten).
#include <cstdlib>

#include "../printf_flush.h"
#include "cudasem/cudasem.h"

namespace {
constexpr const char* kSequenceLine = "cudasem-seq ";

__global__ void print_numbered_lines(int count) {
  for (int i = 0; i < count; ++i) printf("cudasem-seq %d\n", i);
}
}  // namespace

CUDASEM_HELPER(printf_fifo_overflow) {
  cudaError_t e = cudaDeviceSetLimit(cudaLimitPrintfFifoSize, 16 * 1024);
  if (e != cudaSuccess) return cudasem_cases::helper_fail("cudaDeviceSetLimit", e);
  std::size_t fifo = 0;
  e = cudaDeviceGetLimit(&fifo, cudaLimitPrintfFifoSize);
  if (e != cudaSuccess) return cudasem_cases::helper_fail("cudaDeviceGetLimit", e);
  // Every record holds at least the format pointer and one argument (16 bytes): count/8 records
  // are at least twice the FIFO.
  const int count = static_cast<int>(fifo / 8);
  cudasem::helper_say("cudasem-fifo " + std::to_string(fifo) + " " + std::to_string(count));
  print_numbered_lines<<<1, 1>>>(count);
  e = cudaDeviceSynchronize();
  if (e != cudaSuccess) return cudasem_cases::helper_fail("cudaDeviceSynchronize", e);
  cudasem::helper_say(cudasem_cases::kAfterMarker);
  return 0;
}

CUDASEM_CASE(DevicePrintfFifo, OverflowOverwritesOlderOutput, {
    .id = "device_printf.fifo.overflow_overwrites_older_output",
    .cite = {.doc = "PG", .section = "CUDA C++ Programming Guide (legacy, 13.0) 10.35.2 Limitations",
             .quote = "It is circular and if more output is produced during kernel execution than can fit in the buffer, older output is overwritten.",
             .version = "13.0"},
    .needs = {cudasem::linux_os()},
    .timeout_s = 120,
}) {
  cudasem::HelperRun run = cudasem::run_helper("printf_fifo_overflow", {}, std::chrono::seconds(90));
  auto lines = cudasem_cases::split_lines(run.output);
  long long fifo = -1, count = -1, seen = 0, first = -1, last = -1;
  for (const auto& line : lines) {
    if (line.rfind("cudasem-fifo ", 0) == 0) {
      char* end = nullptr;
      fifo = std::strtoll(line.c_str() + 13, &end, 10);
      count = std::strtoll(end, nullptr, 10);
    } else if (line.rfind(kSequenceLine, 0) == 0) {
      const long long n = std::strtoll(line.c_str() + 12, nullptr, 10);
      if (first < 0) first = n;
      last = n;
      ++seen;
    }
  }

  cudasem::observe("fifo_bytes", static_cast<std::int64_t>(fifo));
  cudasem::observe("lines_printed", static_cast<std::int64_t>(count));
  cudasem::observe("lines_seen", static_cast<std::int64_t>(seen));
  cudasem::observe("first_line_seen", static_cast<std::int64_t>(first));
  cudasem::observe("last_line_seen", static_cast<std::int64_t>(last));
  ASSERT_TRUE(run.finished && run.exit_code == 0) << run.error << "\n" << run.output.substr(0, 4000);
  ASSERT_GT(count, 0) << "the helper did not report the FIFO size";
  EXPECT_LT(seen, count) << "no output was lost although the kernel printed more than the FIFO holds";
  EXPECT_EQ(last, count - 1) << "the newest line is missing: newer output was dropped, not older";
  // Which line arrived first is recorded only: threads print concurrently and the driver drains
  // the FIFO while the kernel runs (device_printf.flush.not_before_flush_point), so line 0 can
  // survive (seen on an H100) or not (seen on an H200) without saying anything about the overwrite.
}
