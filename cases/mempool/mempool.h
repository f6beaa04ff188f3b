// SPDX-License-Identifier: Apache-2.0
// Shared by the memory pool cases (not a case file): pool properties and cudaMemPoolCreate, the
// owner of a stream-ordered allocation, pool attribute readers that record what they read, the
// pool a pointer came from (driver API), reuse-policy setters, and the bodies several cases share:
// a pool that keeps freed memory, an allocation freed again, a free held behind a gate, the
// cross-stream reuse scenarios, attribute defaults and rejected attribute sets, owner access
// changes and the release-threshold-zero sequence. The IPC cases' plumbing is mempool_ipc.h.
#pragma once

#include <cuda.h>
#include <cuda_runtime_api.h>
#include <gtest/gtest.h>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "cudasem/cudasem.h"

namespace cudasem::mempool {

constexpr std::size_t kMiB = std::size_t{1} << 20;

using MemPool = cudasem::Owner<cudaMemPool_t, &cudaMemPoolDestroy>;

// Pinned device memory on `device`, exportable as `handles` (none by default).
inline cudaMemPoolProps device_pool_props(int device, cudaMemAllocationHandleType handles = cudaMemHandleTypeNone) {
  cudaMemPoolProps props{};
  props.allocType = cudaMemAllocationTypePinned;
  props.handleTypes = handles;
  props.location.type = cudaMemLocationTypeDevice;
  props.location.id = device;
  return props;
}

// cudaMemPoolCreate; a failure is a test failure and leaves the owner empty.
inline MemPool make_pool(const cudaMemPoolProps& props) {
  cudaMemPool_t pool = nullptr;
  CUDASEM_EXPECT_OK(cudaMemPoolCreate(&pool, &props));
  return MemPool(pool);
}

inline cudaMemLocation device_location(int device) {
  cudaMemLocation loc{};
  loc.type = cudaMemLocationTypeDevice;
  loc.id = device;
  return loc;
}

// How a stream-ordered allocation owned by a case is released: the device is synchronized and
// the pointer freed with cudaFree (which accepts cudaMallocAsync pointers).
inline cudaError_t synchronize_and_free(void* p) {
  cudaDeviceSynchronize();
  return cudaFree(p);
}

// A stream-ordered allocation owned by the case (out() for the allocating call; abandon() after
// a cudaFreeAsync/cudaFree of the case's own).
using AsyncAlloc = cudasem::Owner<void*, &synchronize_and_free>;

// Device memory seen as 32-bit words (for the fill and copy kernels).
inline unsigned* words(void* p) { return static_cast<unsigned*>(p); }

inline const char* attr_name(cudaMemPoolAttr a) {
  switch (a) {
    case cudaMemPoolReuseFollowEventDependencies:
      return "reuse_follow_event_dependencies";
    case cudaMemPoolReuseAllowOpportunistic:
      return "reuse_allow_opportunistic";
    case cudaMemPoolReuseAllowInternalDependencies:
      return "reuse_allow_internal_dependencies";
    case cudaMemPoolAttrReleaseThreshold:
      return "release_threshold";
    case cudaMemPoolAttrReservedMemCurrent:
      return "reserved_mem_current";
    case cudaMemPoolAttrReservedMemHigh:
      return "reserved_mem_high";
    case cudaMemPoolAttrUsedMemCurrent:
      return "used_mem_current";
    case cudaMemPoolAttrUsedMemHigh:
      return "used_mem_high";
  }
  return "unknown_attribute";
}

// A 64-bit attribute (release threshold, reserved/used current/high); a failed read is a test
// failure and reads as 0.
inline std::uint64_t get_u64(cudaMemPool_t pool, cudaMemPoolAttr a) {
  cuuint64_t v = 0;
  CUDASEM_EXPECT_OK(cudaMemPoolGetAttribute(pool, a, &v));
  return v;
}

// An int attribute (the three reuse policies).
inline int get_int(cudaMemPool_t pool, cudaMemPoolAttr a) {
  int v = -1;
  CUDASEM_EXPECT_OK(cudaMemPoolGetAttribute(pool, a, &v));
  return v;
}

inline cudaError_t set_u64(cudaMemPool_t pool, cudaMemPoolAttr a, std::uint64_t value) {
  cuuint64_t v = value;
  return cudaMemPoolSetAttribute(pool, a, &v);
}

inline cudaError_t set_int(cudaMemPool_t pool, cudaMemPoolAttr a, int value) {
  return cudaMemPoolSetAttribute(pool, a, &value);
}

// Reads a 64-bit attribute and records it as "<prefix><attribute>".
inline std::uint64_t observe_u64(const std::string& prefix, cudaMemPool_t pool, cudaMemPoolAttr a) {
  std::uint64_t v = get_u64(pool, a);
  cudasem::observe(prefix + attr_name(a), static_cast<unsigned long long>(v));
  return v;
}

// Records the reserved/used current and high-water marks as "<prefix><attribute>".
inline void observe_usage(const std::string& prefix, cudaMemPool_t pool) {
  for (cudaMemPoolAttr a : {cudaMemPoolAttrReservedMemCurrent, cudaMemPoolAttrReservedMemHigh,
           cudaMemPoolAttrUsedMemCurrent, cudaMemPoolAttrUsedMemHigh})
    observe_u64(prefix, pool, a);
}

// The three reuse policies, 1 enabled and 0 disabled (all disabled unless named).
struct ReusePolicies {
  int follow_event_dependencies = 0;
  int opportunistic = 0;
  int internal_dependencies = 0;
};

// Sets the three reuse policies; false when a set failed.
inline bool set_reuse_policies(cudaMemPool_t pool, const ReusePolicies& p) {
  return set_int(pool, cudaMemPoolReuseFollowEventDependencies, p.follow_event_dependencies) == cudaSuccess &&
         set_int(pool, cudaMemPoolReuseAllowOpportunistic, p.opportunistic) == cudaSuccess &&
         set_int(pool, cudaMemPoolReuseAllowInternalDependencies, p.internal_dependencies) == cudaSuccess;
}

// The pool a stream-ordered allocation came from (CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE);
// nullptr and a test failure when the query fails.
inline cudaMemPool_t pool_of(const void* p) {
  CUmemoryPool pool = nullptr;
  const cudasem::Driver& drv = cudasem::driver();
  CUDASEM_EXPECT_CU_OK(
      drv.cuPointerGetAttribute(&pool, CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE, reinterpret_cast<CUdeviceptr>(p)));
  return reinterpret_cast<cudaMemPool_t>(pool);
}

// Copies n words of device memory to the host after the whole device is idle, and counts the
// words equal to `value` (every stream's work, not only the legacy stream's, is done first).
inline std::size_t count_equal(const void* device_ptr, std::size_t n, unsigned value) {
  std::vector<unsigned> host(n, ~value);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
  CUDASEM_EXPECT_OK(cudaMemcpy(host.data(), device_ptr, n * sizeof(unsigned), cudaMemcpyDeviceToHost));
  std::size_t ok = 0;
  for (unsigned v : host) ok += v == value;
  return ok;
}

// ---- Bodies and steps several cases share. A helper that asserts returns void: call it in
// ASSERT_NO_FATAL_FAILURE (or stop when HasFatalFailure()).

// A pool on device 0 that keeps freed memory (release threshold UINT64_MAX) and, when given, has
// exactly the reuse policies named.
inline void create_keeping_pool(MemPool& pool, std::optional<ReusePolicies> policies = std::nullopt) {
  pool = make_pool(device_pool_props(0));
  ASSERT_NE(pool.get(), nullptr);
  CUDASEM_ASSERT_OK(set_u64(pool.get(), cudaMemPoolAttrReleaseThreshold, ~std::uint64_t{0}));
  if (policies) CUDASEM_ASSERT_TRUE_NAMED("pool.reuse_policies_set", set_reuse_policies(pool.get(), *policies));
}

// `bytes` from the pool in stream s, freed again in s (cudaFreeAsync), then s synchronized.
inline void allocate_and_free(cudaMemPool_t pool, cudaStream_t s, std::size_t bytes) {
  void* p = nullptr;
  CUDASEM_ASSERT_OK(cudaMallocFromPoolAsync(&p, bytes, pool, s));
  CUDASEM_ASSERT_OK(cudaFreeAsync(p, s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
}

// Fills `mem` with `bytes` from the pool in stream s and synchronizes s.
inline void allocate_from(cudaMemPool_t pool, cudaStream_t s, AsyncAlloc& mem, std::size_t bytes) {
  CUDASEM_ASSERT_OK(cudaMallocFromPoolAsync(mem.out(), bytes, pool, s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
}

// The reuse-policy defaults: reads `a` on a newly created pool ("created_pool") and on device 0's
// default pool ("default_pool"); both must be 1 (enabled).
inline void expect_policy_enabled_by_default(cudaMemPoolAttr a) {
  MemPool pool = make_pool(device_pool_props(0));
  ASSERT_NE(pool.get(), nullptr);
  cudaMemPool_t default_pool = nullptr;
  CUDASEM_ASSERT_OK(cudaDeviceGetDefaultMemPool(&default_pool, 0));

  const int created = get_int(pool.get(), a);
  const int by_default = get_int(default_pool, a);

  CUDASEM_EXPECT_EQ_NAMED("created_pool", created, 1);
  CUDASEM_EXPECT_EQ_NAMED("default_pool", by_default, 1);
}

// cudaMemPoolSetAttribute(a, 0) on a new pool must fail with one of its documented codes.
inline void expect_set_attribute_fails(cudaMemPoolAttr a) {
  MemPool pool = make_pool(device_pool_props(0));
  ASSERT_NE(pool.get(), nullptr);
  cuuint64_t value = 0;

  CUDASEM_EXPECT_FAILURE(cudaMemPoolSetAttribute(pool.get(), a, &value));

  cudasem::last_error(cudasem::LastError::clear);
}

// A high-water mark (`a`) may only be reset to 0: setting 4 MiB must fail with a documented code
// and leave the mark as it was (recorded as "<attribute>_before" and "<attribute>_after").
inline void expect_set_high_nonzero_fails(cudaMemPoolAttr a) {
  MemPool pool = make_pool(device_pool_props(0));
  ASSERT_NE(pool.get(), nullptr);
  const std::uint64_t before = get_u64(pool.get(), a);
  cuuint64_t value = 4 * kMiB;

  CUDASEM_EXPECT_FAILURE(cudaMemPoolSetAttribute(pool.get(), a, &value));

  cudasem::last_error(cudasem::LastError::clear);
  const std::uint64_t after = get_u64(pool.get(), a);
  cudasem::observe(std::string(attr_name(a)) + "_before", static_cast<unsigned long long>(before));
  cudasem::observe(std::string(attr_name(a)) + "_after", static_cast<unsigned long long>(after));
  CUDASEM_EXPECT_EQ_NAMED("high_mark.unchanged_by_failed_set", after, before);
}

// Characterization of a change to the owner's (device 0's) access: cudaMemPoolSetAccess with
// `flags` for device 0 on a new pool; records its code as `result_name` and the owner's flags
// afterwards as "owner_flags_after".
inline void observe_owner_access_change(const char* result_name, cudaMemAccessFlags flags) {
  MemPool pool = make_pool(device_pool_props(0));
  ASSERT_NE(pool.get(), nullptr);
  cudaMemAccessDesc desc{};
  desc.location = device_location(0);
  desc.flags = flags;

  cudaError_t result = cudaMemPoolSetAccess(pool.get(), &desc, 1);

  cudasem::observe(result_name, result);
  cudasem::last_error(cudasem::LastError::clear);
  cudaMemAccessFlags after = cudaMemAccessFlagsProtNone;
  CUDASEM_EXPECT_OK(cudaMemPoolGetAccess(&after, pool.get(), &desc.location));
  cudasem::observe("owner_flags_after", static_cast<int>(after));
}

// The characterization of a cudaMemPoolCreate input the text names no error for: records the
// code as "pool_create_result"; a pool made anyway is destroyed.
inline void observe_pool_create(const cudaMemPoolProps& props) {
  cudaMemPool_t pool = nullptr;

  const cudaError_t result = cudaMemPoolCreate(&pool, &props);
  cudasem::observe("pool_create_result", result);

  cudasem::last_error(cudasem::LastError::clear);
  if (pool) CUDASEM_EXPECT_OK(cudaMemPoolDestroy(pool));
}

// What stream b saw in a reuse scenario.
struct ReuseOutcome {
  bool b_got_a_address = false;
  bool probe_ran_while_held = false;  // a probe enqueued in b after its allocation
};

// Reuse while a free is pending: in a keeping pool with `policies`, stream a allocates 4 MiB
// (synchronized) and frees it behind a gate; stream b then allocates the same size and a probe is
// enqueued in b (cudasem::probe_ran_while_gate_held records and releases).
inline void allocate_while_free_pending(const ReusePolicies& policies, ReuseOutcome& out) {
  constexpr std::size_t bytes = 4 * kMiB;
  MemPool pool;
  create_keeping_pool(pool, policies);
  if (::testing::Test::HasFatalFailure()) return;
  cudasem::Stream a(cudaStreamNonBlocking), b(cudaStreamNonBlocking);
  void* pa = nullptr;
  AsyncAlloc pb;
  CUDASEM_ASSERT_OK(cudaMallocFromPoolAsync(&pa, bytes, pool.get(), a));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(a));
  cudasem::Gate gate;
  cudasem::HostProbe probe(&gate);

  gate.launch(a);
  CUDASEM_ASSERT_OK(cudaFreeAsync(pa, a));
  CUDASEM_ASSERT_OK(cudaMallocFromPoolAsync(pb.out(), bytes, pool.get(), b));
  probe.enqueue(b);
  out.probe_ran_while_held = cudasem::probe_ran_while_gate_held(gate, probe);
  out.b_got_a_address = pb.get() == pa;
}

// Reuse ordered by an event: in a keeping pool with `policies`, stream a frees 4 MiB behind a
// gate and records an event; stream b waits for the event, allocates the same size and fills it
// with 9. Records "b_got_a_address" and "b_filled" (words of b's allocation holding 9).
inline void allocate_after_event_on_free(const ReusePolicies& policies) {
  constexpr std::size_t bytes = 4 * kMiB;
  MemPool pool;
  create_keeping_pool(pool, policies);
  if (::testing::Test::HasFatalFailure()) return;
  cudasem::Stream a(cudaStreamNonBlocking), b(cudaStreamNonBlocking);
  cudasem::Event freed(cudaEventDisableTiming);
  void* pa = nullptr;
  AsyncAlloc pb;
  CUDASEM_ASSERT_OK(cudaMallocFromPoolAsync(&pa, bytes, pool.get(), a));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(a));
  cudasem::Gate gate;

  gate.launch(a);
  CUDASEM_ASSERT_OK(cudaFreeAsync(pa, a));
  CUDASEM_ASSERT_OK(cudaEventRecord(freed, a));
  CUDASEM_ASSERT_OK(cudaStreamWaitEvent(b, freed, 0));
  CUDASEM_ASSERT_OK(cudaMallocFromPoolAsync(pb.out(), bytes, pool.get(), b));
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_fill(b, words(pb), bytes / sizeof(unsigned), 9u));
  gate.arm_watchdog(std::chrono::milliseconds(100));

  cudasem::observe("b_got_a_address", pb.get() == pa);
  cudasem::observe("b_filled", count_equal(pb.get(), bytes / sizeof(unsigned), 9u));
}

// Reuse after a completed free: stream a allocates `bytes` from the pool and frees them, and is
// synchronized; then stream b, with no dependency on a, allocates the same size into `pb`. `pa`
// is a's (freed) address.
inline void allocate_after_completed_free(
    cudaMemPool_t pool, cudaStream_t a, cudaStream_t b, std::size_t bytes, void*& pa, AsyncAlloc& pb) {
  CUDASEM_ASSERT_OK(cudaMallocFromPoolAsync(&pa, bytes, pool, a));
  CUDASEM_ASSERT_OK(cudaFreeAsync(pa, a));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(a));

  CUDASEM_ASSERT_OK(cudaMallocFromPoolAsync(pb.out(), bytes, pool, b));
}

// The body of the release-threshold-zero cases: a pool with a release threshold of 0 allocates
// and fills 32 MiB in a non-blocking stream, frees it (stream-ordered, then an event is recorded),
// and `synchronize(stream, event)` is the synchronization under study. Records the reserved memory
// while allocated and after it, and the cudaMemGetInfo free-memory gain.
inline void release_threshold_zero_after(const std::function<cudaError_t(cudaStream_t, cudaEvent_t)>& synchronize) {
  MemPool pool = make_pool(device_pool_props(0));
  ASSERT_NE(pool.get(), nullptr);
  CUDASEM_ASSERT_OK(set_u64(pool.get(), cudaMemPoolAttrReleaseThreshold, 0));
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::Event done(cudaEventDisableTiming);
  void* p = nullptr;
  CUDASEM_ASSERT_OK(cudaMallocFromPoolAsync(&p, 32 * kMiB, pool.get(), s));
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_fill(s, static_cast<unsigned*>(p), 32 * kMiB / sizeof(unsigned), 1u));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  std::size_t free_allocated = 0, free_released = 0, total = 0;
  CUDASEM_ASSERT_OK(cudaMemGetInfo(&free_allocated, &total));
  observe_u64("while_allocated_", pool.get(), cudaMemPoolAttrReservedMemCurrent);

  CUDASEM_ASSERT_OK(cudaFreeAsync(p, s));
  CUDASEM_ASSERT_OK(cudaEventRecord(done, s));
  CUDASEM_ASSERT_OK(synchronize(s, done));

  CUDASEM_ASSERT_OK(cudaMemGetInfo(&free_released, &total));
  observe_u64("after_sync_", pool.get(), cudaMemPoolAttrReservedMemCurrent);
  cudasem::measure(
      "meminfo_free_gain_bytes", static_cast<std::int64_t>(free_released) - static_cast<std::int64_t>(free_allocated));
}

}  // namespace cudasem::mempool
