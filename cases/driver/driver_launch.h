// SPDX-License-Identifier: Apache-2.0
// Helpers of the driver API launch, JIT, green context, log, coredump and checkpoint cases
// (cases/driver/{launch,jit,green,logs,coredump,checkpoint,context2}), in namespace
// cudasem::driver_api: owners of a JIT link state (cuLinkDestroy) and of a green context
// (cuGreenCtxDestroy), a deprecated driver entry point resolved with cuGetProcAddress (so that the
// harness table stays free of deprecated declarations), a hand-written PTX image with a managed
// variable (and its library loaded: load_managed_library), the occupancy and cooperative launch
// setups (grid_config, AddValueLaunch, CooperativeAddValue), JIT link steps (the embedded PTX
// added, an image's add_one checked), the SM split and green context creation steps (OneGreen,
// TwoGreen, GreenHold for the green event cases), a log message collector for
// cuLogsRegisterCallback, and the checkpoint child process (a CUDASEM_HELPER that owns device
// memory and answers "check" lines) with its parent-side rig that always unlocks and reaps it
// (lock_and_checkpoint: the common start of the checkpoint cases).
#pragma once

#include <cuda.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "cudasem/check.h"
#include "cudasem/child.h"
#include "cudasem/driver.h"
#include "cudasem/driver_objects.h"
#include "cudasem/observe.h"
#include "cudasem/resources.h"
#include "driver.h"
#include "driver_events.h"
#include "kernels/modules/modules.h"

namespace cudasem::driver_api {

// --- owners --------------------------------------------------------------------------------------

inline CUresult release_link_state(CUlinkState s) { return ::cudasem::driver().cuLinkDestroy(s); }
// A pending JIT link (cuLinkCreate into out()); released by cuLinkDestroy.
using LinkState = Owner<CUlinkState, &release_link_state>;

inline CUresult release_green_ctx(CUgreenCtx g) { return ::cudasem::driver().cuGreenCtxDestroy(g); }
// A green context (cuGreenCtxCreate into out()); released by cuGreenCtxDestroy.
using GreenCtx = Owner<CUgreenCtx, &release_green_ctx>;

// --- deprecated entry points ---------------------------------------------------------------------

// The driver's entry point `name` (cuGetProcAddress for this toolkit's version, or the driver's when
// that is lower: a build with a newer toolkit), as `Fn`; nullptr with a test failure when the driver
// does not have it.
template <typename Fn>
Fn driver_entry(const char* name) {
  void* p = nullptr;
  CUdriverProcAddressQueryResult status = CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND;
  const int v = driver_cuda_version();
  const int version = v > 0 && v < CUDA_VERSION ? v : CUDA_VERSION;
  CUresult e = ::cudasem::driver().cuGetProcAddress(name, &p, version, CU_GET_PROC_ADDRESS_DEFAULT, &status);
  if (e != CUDA_SUCCESS || status != CU_GET_PROC_ADDRESS_SUCCESS || !p) {
    ADD_FAILURE() << "cuGetProcAddress(" << name << ") returned " << error_text(e) << " status " << status;
    return nullptr;
  }
  return reinterpret_cast<Fn>(p);
}

using DeviceComputeCapabilityFn = CUresult(CUDAAPI*)(int*, int*, CUdevice);
using DeviceGetPropertiesFn = CUresult(CUDAAPI*)(CUdevprop*, CUdevice);

// --- a PTX image with a managed variable ---------------------------------------------------------

// managed_value (a __managed__ int, initially 7) and bump_managed(), which adds 1 to it: what nvcc
// emits for `extern "C" __managed__ int managed_value = 7;` and a kernel incrementing it.
inline constexpr const char* kManagedName = "managed_value";
inline constexpr int kManagedInitial = 7;
inline constexpr const char* kBumpManaged = "bump_managed";
inline constexpr const char kManagedPtx[] =
    ".version 8.0\n"
    ".target sm_75\n"
    ".address_size 64\n"
    ".global .attribute(.managed) .align 4 .u32 managed_value = 7;\n"
    ".visible .entry bump_managed()\n"
    "{\n"
    "  .reg .b32 %r<3>;\n"
    "  ld.global.u32 %r1, [managed_value];\n"
    "  add.s32 %r2, %r1, 1;\n"
    "  st.global.u32 [managed_value], %r2;\n"
    "  ret;\n"
    "}\n";

// kManagedPtx as a library in `lib` and its bump_managed kernel as a function of the current
// context in `f` (cuLibraryGetKernel + cuKernelGetFunction). Returns early (ASSERT): the case stops
// after it when HasFatalFailure().
inline void load_managed_library(Library& lib, CUfunction& f) {
  const Driver& drv = ::cudasem::driver();
  CUDASEM_ASSERT_CU_OK(
      drv.cuLibraryLoadData(lib.out(), cudasem::driver_api::kManagedPtx, nullptr, nullptr, 0, nullptr, nullptr, 0));
  CUkernel kernel = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuLibraryGetKernel(&kernel, lib, cudasem::driver_api::kBumpManaged));
  CUDASEM_ASSERT_CU_OK(drv.cuKernelGetFunction(&f, kernel));
}

// The embedded PTX (modules.h) as a library in `lib` and its kernel `name` in `kernel`. Returns
// early (ASSERT): the case stops after it when HasFatalFailure().
inline void library_kernel(Library& lib, CUkernel& kernel, const char* name = modules::kAddValue) {
  const Driver& drv = ::cudasem::driver();
  CUDASEM_ASSERT_CU_OK(drv.cuLibraryLoadData(lib.out(), modules::ptx().data, nullptr, nullptr, 0, nullptr, nullptr, 0));
  CUDASEM_ASSERT_CU_OK(drv.cuLibraryGetKernel(&kernel, lib, name));
}

// --- occupancy and cooperative launch -------------------------------------------------------------

// A launch config of grid_x x 1 x 1 blocks of block_x x 1 x 1 threads, no shared memory, no
// stream, no attribute.
inline CUlaunchConfig grid_config(unsigned grid_x, unsigned block_x) {
  CUlaunchConfig config{};
  config.gridDimX = grid_x;
  config.gridDimY = config.gridDimZ = 1;
  config.blockDimX = block_x;
  config.blockDimY = config.blockDimZ = 1;
  return config;
}

// The embedded PTX's add_value (modules.h) loaded in the primary context (LoadedPtx) as `f`, and a
// config of 64 blocks of 128 threads: the kernel of the occupancy cluster cases. The case asserts
// that `f` is not null.
struct AddValueLaunch {
  LoadedPtx loaded;
  CUfunction f = loaded.function(modules::kAddValue);
  CUlaunchConfig config = grid_config(64, 128);
};

// The embedded PTX's add_value (modules.h) loaded in the primary context (LoadedPtx) as `f`, and
// the most blocks of kBlock threads a cooperative launch of it may have on device 0:
// cuOccupancyMaxActiveBlocksPerMultiprocessor (at least 1) times CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT.
struct CooperativeAddValue {
  static constexpr int kBlock = 128;
  LoadedPtx loaded;
  CUfunction f = nullptr;
  unsigned max_blocks = 0;
};
// Fills `out`. Returns early (ASSERT): the case stops after it when HasFatalFailure().
inline void cooperative_add_value(CooperativeAddValue& out) {
  const Driver& drv = ::cudasem::driver();
  out.f = out.loaded.function(modules::kAddValue);
  CUDASEM_ASSERT_TRUE_NAMED("add_value_function.found", out.f != nullptr);
  int per_sm = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, out.f, CooperativeAddValue::kBlock, 0));
  CUDASEM_ASSERT_TRUE_NAMED("active_blocks_per_sm_positive", per_sm > 0);
  out.max_blocks = static_cast<unsigned>(per_sm * attribute(CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, device0()));
}

// --- JIT linking ---------------------------------------------------------------------------------

// cuLinkAddData of the embedded PTX (modules.h, CU_JIT_INPUT_PTX, with its terminating NUL) into
// `link`; must succeed (returns early: ASSERT).
inline void link_add_embedded_ptx(CUlinkState link) {
  const Driver& drv = ::cudasem::driver();
  const modules::Image ptx = modules::ptx();
  CUDASEM_ASSERT_CU_OK(drv.cuLinkAddData(link, CU_JIT_INPUT_PTX, const_cast<unsigned char*>(ptx.data), ptx.size + 1,
      "module_kernels.ptx", 0, nullptr, nullptr));
}

// The add_one of `mod` run over 64 ints set to 41: every one must then be 42 (observed as
// elements_incremented). Returns early (ASSERT) on a failed step.
inline void expect_module_adds_one(CUmodule mod) {
  const Driver& drv = ::cudasem::driver();
  CUfunction f = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuModuleGetFunction(&f, mod, modules::kAddOne));
  DeviceMem mem;
  const CUdeviceptr p = alloc_ints(mem, 64, 41);
  CUDASEM_ASSERT_CU_OK(launch_add_one(f, p, 64));
  const std::size_t incremented = count_equal(read_ints(p, 64), 42);
  CUDASEM_EXPECT_EQ_NAMED("elements_incremented", incremented, 64u);
}

// `image` loaded with cuModuleLoadData, then expect_module_adds_one. Returns early (ASSERT).
inline void expect_image_adds_one(const void* image) {
  const Driver& drv = ::cudasem::driver();
  Module mod;
  CUDASEM_ASSERT_CU_OK(drv.cuModuleLoadData(mod.out(), image));
  expect_module_adds_one(mod);
}

// --- green contexts ------------------------------------------------------------------------------

// The SMs of device 0 split into groups of at least `min_count` SMs (cuDevSmResourceSplitByCount
// with as many result slots as the simulated split reports).
struct SmSplit {
  CUdevResource device{};
  std::vector<CUdevResource> groups;
  CUdevResource remaining{};
};

// Fills `out`; returns early (ASSERT) on a failed step.
inline void split_device_sms(SmSplit& out, unsigned min_count, unsigned flags = 0) {
  const Driver& drv = ::cudasem::driver();
  CUDASEM_ASSERT_CU_OK(drv.cuDeviceGetDevResource(device0(), &out.device, CU_DEV_RESOURCE_TYPE_SM));
  unsigned n = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuDevSmResourceSplitByCount(nullptr, &n, &out.device, nullptr, flags, min_count));
  CUDASEM_ASSERT_TRUE_NAMED("sm_groups_available", n > 0u) << "no group of " << min_count << " SMs";
  out.groups.assign(n, CUdevResource{});
  CUDASEM_ASSERT_CU_OK(
      drv.cuDevSmResourceSplitByCount(out.groups.data(), &n, &out.device, &out.remaining, flags, min_count));
  out.groups.resize(n);
}

// A green context on device 0 with exactly `resource` (cuDevResourceGenerateDesc, cuGreenCtxCreate
// with CU_GREEN_CTX_DEFAULT_STREAM). Returns early (ASSERT) on a failed step.
inline void make_green_ctx(GreenCtx& green, CUdevResource resource) {
  const Driver& drv = ::cudasem::driver();
  CUdevResourceDesc desc = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuDevResourceGenerateDesc(&desc, &resource, 1));
  CUDASEM_ASSERT_CU_OK(drv.cuGreenCtxCreate(green.out(), desc, device0(), CU_GREEN_CTX_DEFAULT_STREAM));
}

// One green context on the first group of at least 8 SMs of device 0, the primary context
// current. Returns early (ASSERT) on a failed step.
struct OneGreen {
  PrimaryCurrent primary;
  SmSplit split;
  GreenCtx green;
};
inline void make_one_green(OneGreen& g) {
  ASSERT_NO_FATAL_FAILURE(split_device_sms(g.split, 8));
  ASSERT_NO_FATAL_FAILURE(make_green_ctx(g.green, g.split.groups[0]));
}

// Two green contexts on disjoint SM groups of device 0 (groups of at least 8 SMs), the primary
// context current. Returns early (ASSERT) on a failed step.
struct TwoGreen {
  PrimaryCurrent primary;
  SmSplit split;
  GreenCtx a, b;
};
inline void make_two_green(TwoGreen& t) {
  ASSERT_NO_FATAL_FAILURE(split_device_sms(t.split, 8));
  CUDASEM_ASSERT_TRUE_NAMED("two_sm_groups_available", t.split.groups.size() >= 2u) << "fewer than two groups of 8 SMs";
  ASSERT_NO_FATAL_FAILURE(make_green_ctx(t.a, t.split.groups[0]));
  ASSERT_NO_FATAL_FAILURE(make_green_ctx(t.b, t.split.groups[1]));
}

// Two library kernels for the green context cases, launched with cuLaunchKernel on a CUkernel cast to
// CUfunction (the context is the stream's): hold_until_released(release, done, limit_ns) spins until
// *release != 0 or limit_ns passed (%globaltimer), then writes *done = 1; copy_word(src, dst) writes
// *dst = *src. What nvcc emits for the obvious CUDA C++ of both.
inline constexpr const char kGreenPtx[] =
    ".version 8.0\n"
    ".target sm_75\n"
    ".address_size 64\n"
    ".visible .entry hold_until_released(.param .u64 p0, .param .u64 p1, .param .u64 p2)\n"
    "{\n"
    "  .reg .pred %p<3>;\n"
    "  .reg .b32 %r<3>;\n"
    "  .reg .b64 %rd<10>;\n"
    "  ld.param.u64 %rd6, [p0];\n"
    "  ld.param.u64 %rd7, [p1];\n"
    "  ld.param.u64 %rd4, [p2];\n"
    "  cvta.to.global.u64 %rd1, %rd7;\n"
    "  cvta.to.global.u64 %rd2, %rd6;\n"
    "  mov.u64 %rd5, %globaltimer;\n"
    "LOOP:\n"
    "  ld.volatile.global.u32 %r1, [%rd2];\n"
    "  setp.ne.s32 %p1, %r1, 0;\n"
    "  @%p1 bra DONE;\n"
    "  mov.u64 %rd8, %globaltimer;\n"
    "  sub.s64 %rd9, %rd8, %rd5;\n"
    "  setp.lt.u64 %p2, %rd9, %rd4;\n"
    "  @%p2 bra LOOP;\n"
    "DONE:\n"
    "  membar.sys;\n"
    "  mov.u32 %r2, 1;\n"
    "  st.volatile.global.u32 [%rd1], %r2;\n"
    "  membar.sys;\n"
    "  ret;\n"
    "}\n"
    ".visible .entry copy_word(.param .u64 p0, .param .u64 p1)\n"
    "{\n"
    "  .reg .b32 %r<2>;\n"
    "  .reg .b64 %rd<5>;\n"
    "  ld.param.u64 %rd1, [p0];\n"
    "  ld.param.u64 %rd2, [p1];\n"
    "  cvta.to.global.u64 %rd3, %rd2;\n"
    "  cvta.to.global.u64 %rd4, %rd1;\n"
    "  ld.volatile.global.u32 %r1, [%rd4];\n"
    "  st.volatile.global.u32 [%rd3], %r1;\n"
    "  membar.sys;\n"
    "  ret;\n"
    "}\n";

// The green kernels loaded as a library, and three words of mapped, portable pinned memory:
// release (host -> hold), done (hold -> later kernels), seen (what copy_word read).
class GreenKernels {
 public:
  GreenKernels() : words_(3, cudaHostAllocMapped | cudaHostAllocPortable) {
    const Driver& drv = ::cudasem::driver();
    for (std::size_t i = 0; i < 3 && words_.data(); ++i) words_[i] = 0;
    const CUresult loaded = drv.cuLibraryLoadData(lib_.out(), kGreenPtx, nullptr, nullptr, 0, nullptr, nullptr, 0);
    CUDASEM_EXPECT_CU_OK_OF(cuLibraryLoadData, loaded);
    if (loaded != CUDA_SUCCESS) return;
    CUDASEM_EXPECT_CU_OK(drv.cuLibraryGetKernel(&hold_, lib_, "hold_until_released"));
    CUDASEM_EXPECT_CU_OK(drv.cuLibraryGetKernel(&copy_, lib_, "copy_word"));
  }
  // hold_until_released(release, done, limit) in `s` (one thread).
  CUresult launch_hold(CUstream s, std::chrono::milliseconds limit) {
    unsigned* release = words_.data();
    unsigned* done = words_.data() + 1;
    unsigned long long ns = static_cast<unsigned long long>(limit.count()) * 1000000ull;
    void* params[] = {&release, &done, &ns};
    return ::cudasem::driver().cuLaunchKernel(
        reinterpret_cast<CUfunction>(hold_), 1, 1, 1, 1, 1, 1, 0, s, params, nullptr);
  }
  // copy_word(done, seen) in `s` (one thread).
  CUresult launch_copy_done(CUstream s) {
    unsigned* done = words_.data() + 1;
    unsigned* seen = words_.data() + 2;
    void* params[] = {&done, &seen};
    return ::cudasem::driver().cuLaunchKernel(
        reinterpret_cast<CUfunction>(copy_), 1, 1, 1, 1, 1, 1, 0, s, params, nullptr);
  }
  // Both kernels run once in `s` (so that no later first launch has to load them), then the words
  // are reset to 0.
  CUresult warm_up(CUstream s) {
    words_[0] = 1;
    CUresult e = launch_hold(s, std::chrono::milliseconds(1));
    if (e == CUDA_SUCCESS) e = launch_copy_done(s);
    if (e == CUDA_SUCCESS) e = ::cudasem::driver().cuStreamSynchronize(s);
    for (std::size_t i = 0; i < 3; ++i) words_[i] = 0;
    return e;
  }
  unsigned seen() const { return *reinterpret_cast<const volatile unsigned*>(words_.data() + 2); }
  void set_seen(unsigned v) { *reinterpret_cast<volatile unsigned*>(words_.data() + 2) = v; }

 private:
  PinnedBuffer<unsigned> words_;
  Library lib_;
  CUkernel hold_ = nullptr, copy_ = nullptr;
};

// The setup of the green event cases: two green contexts (make_two_green), a non-blocking stream of
// each (sa of A, sb of B), the green kernels warmed up in both, an event (CU_EVENT_DISABLE_TIMING)
// and hold_until_released running in sa (until released or 300 ms; seen set to 0xffffffff first).
struct GreenHold {
  TwoGreen two;
  std::optional<GreenKernels> k;  // loaded once the green contexts exist
  DrvStream sa, sb;
  DrvEvent event;
};
// Returns early (ASSERT): the case stops after it when HasFatalFailure().
inline void start_green_hold(GreenHold& g) {
  const Driver& drv = ::cudasem::driver();
  ASSERT_NO_FATAL_FAILURE(make_two_green(g.two));
  g.k.emplace();
  CUDASEM_ASSERT_CU_OK(drv.cuGreenCtxStreamCreate(g.sa.out(), g.two.a, CU_STREAM_NON_BLOCKING, 0));
  CUDASEM_ASSERT_CU_OK(drv.cuGreenCtxStreamCreate(g.sb.out(), g.two.b, CU_STREAM_NON_BLOCKING, 0));
  CUDASEM_ASSERT_CU_OK(g.k->warm_up(g.sa));
  CUDASEM_ASSERT_CU_OK(g.k->warm_up(g.sb));
  CUDASEM_ASSERT_CU_OK(drv.cuEventCreate(g.event.out(), CU_EVENT_DISABLE_TIMING));
  g.k->set_seen(0xffffffffu);
  CUDASEM_ASSERT_CU_OK(g.k->launch_hold(g.sa, std::chrono::milliseconds(300)));
}
// The end of the green event cases: copy_word of the hold kernel's done flag in sb, which must read
// 1 (observed as `name`); sa is synchronized too.
inline void expect_green_hold_seen(GreenHold& g, const char* name) {
  const Driver& drv = ::cudasem::driver();
  CUDASEM_ASSERT_CU_OK(g.k->launch_copy_done(g.sb));
  CUDASEM_ASSERT_CU_OK(drv.cuStreamSynchronize(g.sb));
  const unsigned seen = g.k->seen();
  CUDASEM_EXPECT_CU_OK(drv.cuStreamSynchronize(g.sa));
  CUDASEM_EXPECT_EQ_NAMED(name, seen, 1u);
}

// --- error logs ----------------------------------------------------------------------------------

// Collects the messages a registered log callback receives.
struct LogCollector {
  std::mutex mutex;
  std::vector<std::string> messages;
  std::size_t count() {
    std::lock_guard<std::mutex> lock(mutex);
    return messages.size();
  }
  std::string all() {
    std::lock_guard<std::mutex> lock(mutex);
    std::string s;
    for (const auto& m : messages) s += m + "\n";
    return s;
  }
};

inline void CUDA_CB collect_log(void* data, CUlogLevel, char* message, std::size_t length) {
  auto* c = static_cast<LogCollector*>(data);
  std::lock_guard<std::mutex> lock(c->mutex);
  c->messages.emplace_back(message ? std::string(message, length) : std::string());
}

inline CUresult release_log_callback(CUlogsCallbackHandle h) { return ::cudasem::driver().cuLogsUnregisterCallback(h); }
// A registered log callback (cuLogsRegisterCallback into out()); released by cuLogsUnregisterCallback.
using LogCallback = Owner<CUlogsCallbackHandle, &release_log_callback>;

// Waits (at most `limit`) until `c` holds at least one message; returns the count.
inline std::size_t wait_for_messages(
    LogCollector& c, std::chrono::milliseconds limit = std::chrono::milliseconds(1000)) {
  const auto end = std::chrono::steady_clock::now() + limit;
  while (c.count() == 0 && std::chrono::steady_clock::now() < end)
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  return c.count();
}

// Provokes the error the Programming Guide shows logged ("[cuLogsDumpToMemory] buffer cannot be
// NULL"): cuLogsDumpToMemory with a NULL buffer, which must fail.
inline void provoke_logged_error() {
  const Driver& drv = ::cudasem::driver();
  std::size_t size = 64;
  CUDASEM_EXPECT_CU_FAILURE(drv.cuLogsDumpToMemory(nullptr, nullptr, &size, 0));
}

// --- checkpoint ----------------------------------------------------------------------------------

inline constexpr std::size_t kCheckpointInts = 4096;
inline unsigned checkpoint_pattern(std::size_t i) { return static_cast<unsigned>(i * 2654435761u + 17u); }

// The child (run as a CUDASEM_HELPER by each checkpoint case): its own context and device memory
// holding checkpoint_pattern; sends "ready" (its pid), then for each message "check" from the case
// sends "ok" (the count of ints that still hold the pattern; "error" with the code when the copy
// fails), and ends at "exit" or EOF (or 120 s idle).
inline int checkpoint_child() {
  const Driver* drv = helper_driver();
  if (!drv) return 3;
  CUdevice dev = 0;
  CUcontext ctx = nullptr;
  CUdeviceptr p = 0;
  std::vector<unsigned> host(kCheckpointInts);
  for (std::size_t i = 0; i < host.size(); ++i) host[i] = checkpoint_pattern(i);
  if (drv->cuInit(0) != CUDA_SUCCESS || drv->cuDeviceGet(&dev, 0) != CUDA_SUCCESS ||
      drv->cuDevicePrimaryCtxRetain(&ctx, dev) != CUDA_SUCCESS || drv->cuCtxSetCurrent(ctx) != CUDA_SUCCESS ||
      drv->cuMemAlloc(&p, host.size() * sizeof(unsigned)) != CUDA_SUCCESS ||
      drv->cuMemcpyHtoD(p, host.data(), host.size() * sizeof(unsigned)) != CUDA_SUCCESS) {
    helper_send("setup_failed");
    return 4;
  }
  helper_send("ready", getpid());
  while (auto message = helper_read_message(std::chrono::seconds(120))) {
    if (message->key == "check") {
      std::vector<unsigned> back(kCheckpointInts, 0);
      CUresult e = drv->cuMemcpyDtoH(back.data(), p, back.size() * sizeof(unsigned));
      std::size_t ok = 0;
      for (std::size_t i = 0; i < back.size(); ++i) ok += back[i] == checkpoint_pattern(i);
      if (e == CUDA_SUCCESS)
        helper_send("ok", ok);
      else
        helper_send("error", e);
    } else if (message->key == "exit") {
      break;
    }
  }
  drv->cuMemFree(p);
  drv->cuDevicePrimaryCtxRelease(dev);
  return 0;
}

// Parent side: starts the helper `helper` (whose body is checkpoint_child()) and reads its pid; on
// destruction restores and unlocks it as needed (bounded: the driver calls have their own limits,
// the lock a 10 s timeout), tells it to exit and reaps it.
class CheckpointRig {
 public:
  explicit CheckpointRig(const char* helper) : child_(helper, {}) {
    if (!child_.started()) {
      ADD_FAILURE() << "cannot start helper: " << child_.error();
      return;
    }
    auto ready = child_.read_message(std::chrono::seconds(60));
    if (!ready || ready->key != "ready" || !ready->integer()) {
      ADD_FAILURE() << "helper did not get ready: " << (ready ? ready->json() : std::string("(no message)"));
      return;
    }
    pid_ = static_cast<int>(*ready->integer());
  }
  CheckpointRig(const CheckpointRig&) = delete;
  CheckpointRig& operator=(const CheckpointRig&) = delete;
  ~CheckpointRig() {
    if (child_.started()) {
      if (pid_ > 0) back_to_running();
      child_.send("exit");
      auto code = child_.wait_exit(std::chrono::seconds(30));
      if (!code || *code != 0) ADD_FAILURE() << "checkpoint helper exit: " << (code ? *code : -1);
    }
  }
  int pid() const { return pid_; }

  // The child's state; nullopt when the query failed (the code in *why_not).
  std::optional<CUprocessState> state(CUresult* code = nullptr) const {
    CUprocessState s = CU_PROCESS_STATE_FAILED;
    CUresult e = ::cudasem::driver().cuCheckpointProcessGetState(pid_, &s);
    if (code) *code = e;
    if (e != CUDA_SUCCESS) return std::nullopt;
    return s;
  }
  // Why checkpointing cannot be tried here ("" when it can): no child, or the driver answers
  // CUDA_ERROR_NOT_SUPPORTED for its state.
  std::string unsupported_reason() const {
    if (pid_ <= 0) return "";
    CUresult e = CUDA_SUCCESS;
    state(&e);
    if (e == CUDA_ERROR_NOT_SUPPORTED) return "cuCheckpointProcessGetState returned CUDA_ERROR_NOT_SUPPORTED";
    return "";
  }
  // The number of ints of the child's memory that still hold the pattern (-1 on no answer).
  long long check() {
    child_.send("check");
    auto ok = child_.read_message(std::chrono::seconds(60));
    if (!ok || ok->key != "ok" || !ok->integer()) {
      ADD_FAILURE() << "helper check: " << (ok ? ok->json() : std::string("(no message)"));
      return -1;
    }
    return *ok->integer();
  }

 private:
  // CHECKPOINTED -> restore; LOCKED -> unlock.
  void back_to_running() {
    const Driver& drv = ::cudasem::driver();
    for (int step = 0; step < 3; ++step) {
      auto s = state();
      if (!s || *s == CU_PROCESS_STATE_RUNNING) return;
      if (*s == CU_PROCESS_STATE_CHECKPOINTED) {
        CUresult e = drv.cuCheckpointProcessRestore(pid_, nullptr);
        CUDASEM_EXPECT_CU_OK_OF(cuCheckpointProcessRestore, e);
      } else if (*s == CU_PROCESS_STATE_LOCKED) {
        CUresult e = drv.cuCheckpointProcessUnlock(pid_, nullptr);
        CUDASEM_EXPECT_CU_OK_OF(cuCheckpointProcessUnlock, e);
      } else {
        return;
      }
    }
  }

  ChildProcess child_;
  int pid_ = -1;
};

// Lock arguments with a 10 s timeout (a lock never waits unbounded).
inline CUcheckpointLockArgs lock_args() {
  CUcheckpointLockArgs a{};
  a.timeoutMs = 10000;
  return a;
}

// The child of `rig` (which must have started) locked with lock_args() and checkpointed
// (cuCheckpointProcessLock, cuCheckpointProcessCheckpoint); skips (UNSUPPORTED) where the rig gives
// a reason or either call answers CUDA_ERROR_NOT_SUPPORTED. Returns early (ASSERT, GTEST_SKIP): the
// case stops after it when HasFatalFailure() or IsSkipped().
inline void lock_and_checkpoint(CheckpointRig& rig) {
  const Driver& drv = ::cudasem::driver();
  CUDASEM_ASSERT_TRUE_NAMED("child_process_started", rig.pid() > 0);
  if (const std::string why = rig.unsupported_reason(); !why.empty()) GTEST_SKIP() << why;
  CUcheckpointLockArgs lock = lock_args();
  const CUresult locked = drv.cuCheckpointProcessLock(rig.pid(), &lock);
  if (locked == CUDA_ERROR_NOT_SUPPORTED) GTEST_SKIP() << "cuCheckpointProcessLock returned CUDA_ERROR_NOT_SUPPORTED";
  CUDASEM_ASSERT_CU_OK_OF(cuCheckpointProcessLock, locked);
  const CUresult saved = drv.cuCheckpointProcessCheckpoint(rig.pid(), nullptr);
  if (saved == CUDA_ERROR_NOT_SUPPORTED)
    GTEST_SKIP() << "cuCheckpointProcessCheckpoint returned CUDA_ERROR_NOT_SUPPORTED";
  CUDASEM_ASSERT_CU_OK_OF(cuCheckpointProcessCheckpoint, saved);
}

}  // namespace cudasem::driver_api
