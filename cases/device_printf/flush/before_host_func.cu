// SPDX-License-Identifier: Apache-2.0
// Device printf output is flushed before a host function added by cudaLaunchHostFunc runs: a
// helper process lets a printing kernel finish, says a marker, enqueues a host function that says
// its own marker, and waits for it by reading host memory; the device line must come first.
#include <atomic>

#include "../device_printf.h"
#include "cudasem/cudasem.h"

namespace {
constexpr const char* kHostFuncMarker = "in_host_func";
std::atomic<bool> host_func_ran{false};

void say_from_host_func(void*) {
  cudasem::device_printf::send_marker(kHostFuncMarker);
  host_func_ran = true;
}
}  // namespace

CUDASEM_HELPER(printf_flush_before_host_func) {
  cudaStream_t stream = nullptr;
  cudaError_t e = cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking);
  if (e != cudaSuccess) return cudasem::device_printf::helper_fail("cudaStreamCreateWithFlags", e);
  return cudasem::device_printf::run_printing_kernel_then(stream, nullptr, [&] {
    cudaError_t r = cudaLaunchHostFunc(stream, &say_from_host_func, nullptr);
    if (r != cudaSuccess) return r;
    const auto limit = std::chrono::steady_clock::now() + std::chrono::seconds(20);
    while (!host_func_ran && std::chrono::steady_clock::now() < limit)
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    return host_func_ran ? cudaSuccess : cudaErrorNotReady;
  });
}

CUDASEM_CASE(DevicePrintfFlush, BeforeHostFunc,
    {
        .api = {"cudaLaunchHostFunc"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 10.35.2 Limitations",
            .quote = "Prior to executing a stream callback added by cudaLaunchHostFunc or cuLaunchHostFunc."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os(), cudasem::attr("canMapHostMemory") >= 1},
    }) {
  auto order = cudasem::device_printf::run_printf_helper("printf_flush_before_host_func", {}, 3);
  const int host_func_at = cudasem::device_printf::marker_line(order.run, kHostFuncMarker);

  cudasem::observe("host_func_line", host_func_at);
  CUDASEM_ASSERT_TRUE_NAMED("helper.ran_to_end", order.complete())
      << "helper did not run to its end: " << order.run.error << "\n"
      << order.run.output;
  if (order.flushed_before_action())
    GTEST_SKIP() << cudasem::device_printf::kFlushedBeforeAction << ":\n" << order.run.output;
  CUDASEM_ASSERT_TRUE_NAMED("host_func.marker_said", host_func_at >= 0) << "the host function did not say its marker:\n"
                                                                        << order.run.output;
  CUDASEM_EXPECT_TRUE_NAMED("device_line.appeared", order.device_at >= 0) << "the device line never appeared:\n"
                                                                          << order.run.output;
  CUDASEM_EXPECT_TRUE_NAMED("device_line.before_host_func", order.device_at < host_func_at)
      << "the device line was not flushed before the host function ran:\n"
      << order.run.output;
}
