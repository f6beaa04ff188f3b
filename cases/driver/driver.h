// SPDX-License-Identifier: Apache-2.0
// Helpers of the driver API cases (namespace cudasem::driver_api: the name cudasem::driver is the
// harness's driver table function): a helper process that reports one CUresult, the embedded PTX
// loaded in the primary context (LoadedPtx), add_value's parameter buffer, the stream memory
// operation rig (MemOpRig) with a host thread that writes its word later, and the shared bodies of
// the stream wait cases and of the module loading mode cases. Driver handle owners, PrimaryCurrent
// and the device ints helpers are the harness's (cudasem/driver_objects.h).
#pragma once

#include <cuda.h>
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <initializer_list>
#include <optional>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "cudasem/check.h"
#include "cudasem/child.h"
#include "cudasem/driver.h"
#include "cudasem/driver_objects.h"
#include "cudasem/observe.h"
#include "cudasem/resources.h"
#include "kernels/kernels.h"
#include "kernels/modules/modules.h"

namespace cudasem::driver_api {

// The driver's CUDA version (cuDriverGetVersion), 0 when it cannot be read.
inline int driver_cuda_version() {
  int v = 0;
  return ::cudasem::driver().cuDriverGetVersion(&v) == CUDA_SUCCESS ? v : 0;
}

// Why this build's CUDA_VERSION cannot be asked of this driver ("" when it can): a build with a newer
// toolkit than the driver. "If the specified CUDA version is greater than the driver version, the API
// will return CUDA_ERROR_INVALID_VALUE" (cuGetProcAddress; driver.procaddr.version_above_driver_rejected).
inline std::string build_version_above_driver() {
  const int v = driver_cuda_version();
  if (v <= 0 || CUDA_VERSION <= v) return "";
  return "this build's CUDA_VERSION " + std::to_string(CUDA_VERSION) + " is above the driver's (" + std::to_string(v) +
         "): cuGetProcAddress at it returns CUDA_ERROR_INVALID_VALUE by the text";
}

// Helper side: sends a CUresult as the message "result" (after the call under test: naming the
// code calls cuGetErrorName).
inline int say_result(CUresult r) {
  helper_send("result", r);
  return 0;
}

// Runs helper `name` (a fresh process: nothing in it has called cuInit) and returns the CUresult
// it sent as "result"; nullopt (with a test failure) when it did not report.
inline std::optional<CUresult> helper_result(const std::string& name, const ChildOptions& options = {}) {
  HelperRun r = run_helper(name, options);
  if (!r.started || !r.finished || r.exit_code != 0) {
    ADD_FAILURE() << "helper " << name << " did not finish: " << r.error << " exit " << r.exit_code
                  << " output: " << r.output;
    return std::nullopt;
  }
  const std::optional<HelperCode> code = r.code("result");
  if (!code) {
    ADD_FAILURE() << "helper " << name << " sent no result: " << r.output;
    return std::nullopt;
  }
  return static_cast<CUresult>(code->code);
}

// The kernel parameters of add_value(int* p, int n, int value) as one buffer, laid out as the
// ABI does (pointer at 0, n at 8, value at 12), for cuLaunchKernel's `extra`.
struct AddValueArgs {
  CUdeviceptr p;
  int n;
  int value;
};
static_assert(sizeof(AddValueArgs) == 16);

// The primary context current and the embedded PTX loaded as a module (most module cases).
struct LoadedPtx {
  PrimaryCurrent primary;
  Module mod;
  LoadedPtx() {
    CUresult e = ::cudasem::driver().cuModuleLoadData(mod.out(), modules::ptx().data);
    CUDASEM_EXPECT_CU_OK_OF(cuModuleLoadData, e) << "PTX";
  }
  CUfunction function(const char* name) const {
    CUfunction f = nullptr;
    CUresult e = ::cudasem::driver().cuModuleGetFunction(&f, mod, name);
    CUDASEM_EXPECT_CU_OK_OF(cuModuleGetFunction, e) << name;
    return f;
  }
};

// Stream memory operations on words in mapped pinned memory, in the primary context: `word`
// is waited on or written by the stream, `seen` receives what a kernel enqueued after the
// operation read from `word` (kernels::launch_read), `aux` is a second word.
class MemOpRig {
 public:
  MemOpRig() : stream_(cudaStreamNonBlocking), mem_(4, cudaHostAllocMapped) {
    for (std::size_t i = 0; i < 4 && mem_.data(); ++i) mem_[i] = 0;
  }
  MemOpRig(const MemOpRig&) = delete;
  MemOpRig& operator=(const MemOpRig&) = delete;
  // A stream still waiting (the case failed) is left as it is: its memory and the stream are
  // abandoned and nothing synchronizes, so that the process can end instead of hanging.
  ~MemOpRig() {
    if (cudaStreamQuery(stream_.get()) == cudaErrorNotReady) {
      ADD_FAILURE() << "the stream was still waiting at the end of the case; its memory is abandoned";
      primary_.no_sync_on_exit();
      mem_.abandon();
      stream_.abandon();
    }
  }
  CUstream stream() const { return stream_.get(); }
  volatile std::uint32_t* word32() const { return reinterpret_cast<volatile std::uint32_t*>(mem_.data()); }
  volatile std::uint64_t* word64() const { return reinterpret_cast<volatile std::uint64_t*>(mem_.data()); }
  volatile std::uint32_t* aux32() const { return reinterpret_cast<volatile std::uint32_t*>(mem_.data() + 2); }
  CUdeviceptr word() const { return reinterpret_cast<CUdeviceptr>(mem_.data()); }
  CUdeviceptr aux() const { return reinterpret_cast<CUdeviceptr>(mem_.data() + 2); }
  // Enqueues a one-thread kernel that copies the low 32 bits of `word` into `seen`.
  cudaError_t enqueue_read() {
    return kernels::launch_read(stream_.get(), reinterpret_cast<const volatile unsigned*>(mem_.data()),
        reinterpret_cast<unsigned*>(mem_.data() + 1));
  }
  std::uint32_t seen() const { return *reinterpret_cast<volatile std::uint32_t*>(mem_.data() + 1); }
  // Polls the stream until it is idle, at most `limit`; true when it finished.
  bool finish(std::chrono::milliseconds limit = std::chrono::milliseconds(10000)) const {
    const auto end = std::chrono::steady_clock::now() + limit;
    while (std::chrono::steady_clock::now() < end) {
      cudaError_t e = cudaStreamQuery(stream_.get());
      if (e == cudaSuccess) return true;
      if (e != cudaErrorNotReady) {
        ADD_FAILURE() << "cudaStreamQuery returned " << error_text(e);
        return false;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    return false;
  }

 private:
  PrimaryCurrent primary_;
  Stream stream_;
  PinnedBuffer<std::uint64_t> mem_;
};

// A host thread that writes each (value, delay from start) into `*word` in order, then stops;
// joined on destruction (so a scope around it waits for the last write).
template <typename T>
class DelayedWrites {
 public:
  DelayedWrites(volatile T* word, std::initializer_list<std::pair<T, int>> writes)
      : writes_(writes), thread_([this, word] {
          const auto start = std::chrono::steady_clock::now();
          for (const auto& [value, ms] : writes_) {
            std::this_thread::sleep_until(start + std::chrono::milliseconds(ms));
            *word = value;
            std::atomic_thread_fence(std::memory_order_seq_cst);
          }
        }) {}
  DelayedWrites(const DelayedWrites&) = delete;
  DelayedWrites& operator=(const DelayedWrites&) = delete;
  ~DelayedWrites() {
    if (thread_.joinable()) thread_.join();
  }

 private:
  std::vector<std::pair<T, int>> writes_;
  std::thread thread_;
};

// The body of the stream wait cases released by the host: the rig's word holds `initial`; the
// stream waits on it (cuStreamWaitValue32, or cuStreamWaitValue64 for a 64-bit T, with `value`
// and `flags`) and then reads it (MemOpRig::enqueue_read); a host thread writes `writes` (value,
// ms after start) in order. Observes stream_finished and value_seen; the stream must pass the wait
// and the read must see `expected`. Returns early (ASSERT) on a failed step: nothing may follow.
template <typename T>
void expect_wait_released_by_host(
    T initial, T value, unsigned flags, std::initializer_list<std::pair<T, int>> writes, std::uint32_t expected) {
  const Driver& drv = ::cudasem::driver();
  MemOpRig rig;

  if constexpr (sizeof(T) == 8) {
    *rig.word64() = initial;
    CUDASEM_ASSERT_CU_OK(drv.cuStreamWaitValue64(rig.stream(), rig.word(), value, flags));
  } else {
    *rig.word32() = initial;
    CUDASEM_ASSERT_CU_OK(drv.cuStreamWaitValue32(rig.stream(), rig.word(), value, flags));
  }
  CUDASEM_ASSERT_OK(rig.enqueue_read());

  if constexpr (sizeof(T) == 8) {
    DelayedWrites<T> host(rig.word64(), writes);
  } else {
    DelayedWrites<T> host(rig.word32(), writes);
  }

  const bool finished = rig.finish();
  CUDASEM_ASSERT_TRUE_NAMED("stream_finished", finished)
      << "the stream did not pass the wait after the host's last write";
  CUDASEM_EXPECT_EQ_NAMED("value_seen", rig.seen(), expected);
}

// The body of the cases run with CUDA_MODULE_LOADING set (.env): cuModuleGetLoadingMode, observed
// as loading_mode, must report `expected`. Returns early (ASSERT) on a failed step.
inline void expect_loading_mode_from_env(CUmoduleLoadingMode expected) {
  const Driver& drv = ::cudasem::driver();
  const char* env = std::getenv("CUDA_MODULE_LOADING");
  CUDASEM_ASSERT_TRUE_NAMED("module_loading_variable.set", env != nullptr)
      << "the case runs without its CUDA_MODULE_LOADING setting (run it through ctest)";
  CUmoduleLoadingMode mode{};

  CUDASEM_ASSERT_CU_OK(drv.cuModuleGetLoadingMode(&mode));

  CUDASEM_EXPECT_EQ_NAMED("loading_mode", mode, expected);
}

}  // namespace cudasem::driver_api
