// SPDX-License-Identifier: Apache-2.0
// Shared by the memory pool cases (not a case file): RAII owners for pools and stream-ordered
// allocations, pool attribute readers that record what they read, the pool a pointer came
// from (driver API), reuse-policy setters, and the IPC plumbing (a POSIX file descriptor
// passed to a helper process over an abstract unix socket with SCM_RIGHTS, and the importing
// helper itself).
#pragma once

#include <cuda.h>
#include <cuda_runtime_api.h>
#include <gtest/gtest.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <functional>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <map>
#include <string>
#include <thread>
#include <vector>

#include "cudasem/cudasem.h"

namespace cudasem_mempool {

constexpr std::size_t kMiB = std::size_t{1} << 20;

using MemPool = cudasem::Owner<cudaMemPool_t, &cudaMemPoolDestroy>;

// Pinned device memory on `device`, exportable as `handles` (none by default).
inline cudaMemPoolProps device_pool_props(int device,
                                          cudaMemAllocationHandleType handles = cudaMemHandleTypeNone) {
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
  EXPECT_TRUE(cudasem::check_code(cudasem::CheckMode::ok, "cudaMemPoolCreate", "cudaMemPoolCreate(&pool, &props)", false, cudaMemPoolCreate(&pool, &props)));
  return MemPool(pool);
}

inline cudaMemLocation device_location(int device) {
  cudaMemLocation loc{};
  loc.type = cudaMemLocationTypeDevice;
  loc.id = device;
  return loc;
}

// A stream-ordered allocation owned by the case: at scope exit the device is synchronized and
// the pointer freed with cudaFree (which accepts cudaMallocAsync pointers). forget() after a
// cudaFreeAsync/cudaFree of the case's own.
class AsyncAlloc {
 public:
  AsyncAlloc() = default;
  AsyncAlloc(const AsyncAlloc&) = delete;
  AsyncAlloc& operator=(const AsyncAlloc&) = delete;
  ~AsyncAlloc() {
    if (!p_) return;
    cudaDeviceSynchronize();
    cudaError_t e = cudaFree(p_);
    if (e != cudaSuccess) cudasem::report_release_failure("cudasem_mempool::AsyncAlloc", e);
  }
  void** out() { return &p_; }
  void* get() const { return p_; }
  unsigned* u32() const { return static_cast<unsigned*>(p_); }
  void forget() { p_ = nullptr; }

 private:
  void* p_ = nullptr;
};

inline const char* attr_name(cudaMemPoolAttr a) {
  switch (a) {
    case cudaMemPoolReuseFollowEventDependencies: return "reuse_follow_event_dependencies";
    case cudaMemPoolReuseAllowOpportunistic: return "reuse_allow_opportunistic";
    case cudaMemPoolReuseAllowInternalDependencies: return "reuse_allow_internal_dependencies";
    case cudaMemPoolAttrReleaseThreshold: return "release_threshold";
    case cudaMemPoolAttrReservedMemCurrent: return "reserved_mem_current";
    case cudaMemPoolAttrReservedMemHigh: return "reserved_mem_high";
    case cudaMemPoolAttrUsedMemCurrent: return "used_mem_current";
    case cudaMemPoolAttrUsedMemHigh: return "used_mem_high";
  }
  return "unknown_attribute";
}

// A 64-bit attribute (release threshold, reserved/used current/high); a failed read is a test
// failure and reads as 0.
inline std::uint64_t get_u64(cudaMemPool_t pool, cudaMemPoolAttr a) {
  cuuint64_t v = 0;
  EXPECT_TRUE(cudasem::check_code(cudasem::CheckMode::ok, "cudaMemPoolGetAttribute", "cudaMemPoolGetAttribute", false, cudaMemPoolGetAttribute(pool, a, &v)));
  return v;
}

// An int attribute (the three reuse policies).
inline int get_int(cudaMemPool_t pool, cudaMemPoolAttr a) {
  int v = -1;
  EXPECT_TRUE(cudasem::check_code(cudasem::CheckMode::ok, "cudaMemPoolGetAttribute", "cudaMemPoolGetAttribute", false, cudaMemPoolGetAttribute(pool, a, &v)));
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

// Sets the three reuse policies (1 enabled, 0 disabled); false when a set failed.
inline bool set_reuse_policies(cudaMemPool_t pool, int follow_events, int opportunistic, int internal) {
  return set_int(pool, cudaMemPoolReuseFollowEventDependencies, follow_events) == cudaSuccess &&
         set_int(pool, cudaMemPoolReuseAllowOpportunistic, opportunistic) == cudaSuccess &&
         set_int(pool, cudaMemPoolReuseAllowInternalDependencies, internal) == cudaSuccess;
}

// The pool a stream-ordered allocation came from (CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE);
// nullptr and a test failure when the query fails.
inline cudaMemPool_t pool_of(const void* p) {
  CUmemoryPool pool = nullptr;
  CUresult r = cudasem::driver().cuPointerGetAttribute(&pool, CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE,
                                                       reinterpret_cast<CUdeviceptr>(p));
  EXPECT_TRUE(cudasem::check_code(cudasem::CheckMode::ok, "cuPointerGetAttribute", "cuPointerGetAttribute(MEMPOOL_HANDLE)", false, r));
  return reinterpret_cast<cudaMemPool_t>(pool);
}

// Copies n words of device memory to the host after the whole device is idle, and counts the
// words equal to `value` (every stream's work, not only the legacy stream's, is done first).
inline std::size_t count_equal(const void* device_ptr, std::size_t n, unsigned value) {
  std::vector<unsigned> host(n, ~value);
  EXPECT_TRUE(cudasem::check_code(cudasem::CheckMode::ok, "cudaDeviceSynchronize", "cudaDeviceSynchronize()", false, cudaDeviceSynchronize()));
  EXPECT_TRUE(cudasem::check_code(cudasem::CheckMode::ok, "cudaMemcpy", "cudaMemcpy(D2H)", false,
                                   cudaMemcpy(host.data(), device_ptr, n * sizeof(unsigned), cudaMemcpyDeviceToHost)));
  std::size_t ok = 0;
  for (unsigned v : host) ok += v == value;
  return ok;
}

// Whether device 0 supports exporting pools as POSIX file descriptors ("" when it does, the
// reason otherwise).
inline std::string posix_fd_pools_unsupported() {
  int types = 0;
  cudaError_t e = cudaDeviceGetAttribute(&types, cudaDevAttrMemoryPoolSupportedHandleTypes, 0);
  if (e != cudaSuccess) return "cudaDevAttrMemoryPoolSupportedHandleTypes query failed: " + cudasem::error_text(e);
  cudasem::observe("memory_pool_supported_handle_types", types);
  if ((types & cudaMemHandleTypePosixFileDescriptor) == 0)
    return "requires memoryPoolSupportedHandleTypes & cudaMemHandleTypePosixFileDescriptor; device has " +
           std::to_string(types);
  return "";
}

// ---- Passing a file descriptor to a helper process -------------------------------------

inline socklen_t abstract_address(const std::string& name, sockaddr_un* addr) {
  std::memset(addr, 0, sizeof *addr);
  addr->sun_family = AF_UNIX;
  const std::size_t n = std::min(name.size(), sizeof addr->sun_path - 2);
  std::memcpy(addr->sun_path + 1, name.data(), n);  // sun_path[0] == 0: abstract namespace
  return static_cast<socklen_t>(offsetof(sockaddr_un, sun_path) + 1 + n);
}

// Parent side: a listening abstract unix socket; send() waits (bounded) for the helper to
// connect and passes one descriptor with SCM_RIGHTS.
class FdOffer {
 public:
  FdOffer() {
    static std::atomic<int> counter{0};
    name_ = "cudasem-mempool-" + std::to_string(getpid()) + "-" + std::to_string(counter++);
    fd_ = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_un addr{};
    socklen_t len = abstract_address(name_, &addr);
    if (fd_ < 0 || bind(fd_, reinterpret_cast<sockaddr*>(&addr), len) != 0 || listen(fd_, 1) != 0) {
      error_ = std::string("socket/bind/listen: ") + std::strerror(errno);
      if (fd_ >= 0) close(fd_);
      fd_ = -1;
    }
  }
  FdOffer(const FdOffer&) = delete;
  FdOffer& operator=(const FdOffer&) = delete;
  ~FdOffer() {
    if (fd_ >= 0) close(fd_);
  }
  bool ok() const { return fd_ >= 0; }
  const std::string& name() const { return name_; }
  const std::string& error() const { return error_; }

  bool send(int fd_to_pass, std::chrono::milliseconds limit) {
    if (fd_ < 0) return false;
    pollfd p{fd_, POLLIN, 0};
    if (poll(&p, 1, static_cast<int>(limit.count())) != 1) {
      error_ = "the helper did not connect";
      return false;
    }
    int conn = accept4(fd_, nullptr, nullptr, SOCK_CLOEXEC);
    if (conn < 0) {
      error_ = std::string("accept: ") + std::strerror(errno);
      return false;
    }
    char byte = 'f';
    iovec iov{&byte, 1};
    alignas(cmsghdr) char control[CMSG_SPACE(sizeof(int))] = {};
    msghdr msg{};
    msg.msg_iov = &iov;
    msg.msg_iovlen = 1;
    msg.msg_control = control;
    msg.msg_controllen = sizeof control;
    cmsghdr* c = CMSG_FIRSTHDR(&msg);
    c->cmsg_level = SOL_SOCKET;
    c->cmsg_type = SCM_RIGHTS;
    c->cmsg_len = CMSG_LEN(sizeof(int));
    std::memcpy(CMSG_DATA(c), &fd_to_pass, sizeof(int));
    const bool sent = sendmsg(conn, &msg, MSG_NOSIGNAL) == 1;
    if (!sent) error_ = std::string("sendmsg: ") + std::strerror(errno);
    close(conn);
    return sent;
  }

 private:
  int fd_ = -1;
  std::string name_, error_;
};

// Helper side: connects to the parent's socket (retrying until `limit`) and receives one
// descriptor; -1 on failure.
inline int receive_fd(const std::string& name, std::chrono::milliseconds limit) {
  const auto deadline = std::chrono::steady_clock::now() + limit;
  int s = -1;
  while (std::chrono::steady_clock::now() < deadline) {
    s = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (s < 0) return -1;
    sockaddr_un addr{};
    socklen_t len = abstract_address(name, &addr);
    if (connect(s, reinterpret_cast<sockaddr*>(&addr), len) == 0) break;
    close(s);
    s = -1;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  if (s < 0) return -1;
  pollfd p{s, POLLIN, 0};
  int fd = -1;
  if (poll(&p, 1, static_cast<int>(limit.count())) == 1) {
    char byte = 0;
    iovec iov{&byte, 1};
    alignas(cmsghdr) char control[CMSG_SPACE(sizeof(int))] = {};
    msghdr msg{};
    msg.msg_iov = &iov;
    msg.msg_iovlen = 1;
    msg.msg_control = control;
    msg.msg_controllen = sizeof control;
    if (recvmsg(s, &msg, MSG_CMSG_CLOEXEC) == 1) {
      cmsghdr* c = CMSG_FIRSTHDR(&msg);
      if (c && c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_RIGHTS)
        std::memcpy(&fd, CMSG_DATA(c), sizeof(int));
    }
  }
  close(s);
  return fd;
}

// ---- The importing helper process ----------------------------------------------------
//   args: <socket name> <elements> <expected base> <value to write> <mode>
//   the pool's descriptor arrives on the socket; stdin: the cudaMemPoolPtrExportData in hex.
//   stdout: "import_pool <error>", "access <flags>", ["set_access <error>" when the device had no
//   read-write access], "import_pointer <error>", "read_ok <n>",
//   "write <error>", "free <error>", then per mode "alloc_from_imported <error>" (mode alloc)
//   or "set_imported_current <error>" (mode set_current), then "end".
// It reads the exporter's words (base + i), overwrites them with <value> by a kernel, frees
// the imported pointer with cudaFree (before the exporter frees it), and destroys the pool.
inline int ipc_import_child(int argc, char** argv) {
  using cudasem::helper_say;
  if (argc < 5) return 2;
  const std::string socket_name = argv[0];
  const std::size_t n = std::strtoull(argv[1], nullptr, 10);
  const unsigned base = static_cast<unsigned>(std::strtoul(argv[2], nullptr, 10));
  const unsigned value = static_cast<unsigned>(std::strtoul(argv[3], nullptr, 10));
  const std::string mode = argv[4];
  const int fd = receive_fd(socket_name, std::chrono::seconds(30));
  if (fd < 0) return 3;
  auto hex = cudasem::helper_read_line(std::chrono::seconds(30));
  cudaMemPoolPtrExportData data{};
  if (!hex || !cudasem::from_hex(*hex, &data, sizeof data)) return 4;
  if (cudaSetDevice(0) != cudaSuccess) return 5;

  cudaMemPool_t pool = nullptr;
  cudaError_t imp = cudaMemPoolImportFromShareableHandle(
      &pool, reinterpret_cast<void*>(static_cast<std::uintptr_t>(fd)), cudaMemHandleTypePosixFileDescriptor, 0);
  close(fd);
  helper_say("import_pool " + cudasem::error_text(imp));
  if (imp != cudaSuccess) {
    helper_say("end");
    return 0;
  }
  cudaMemLocation loc = device_location(0);
  cudaMemAccessFlags flags = cudaMemAccessFlagsProtNone;
  cudaError_t acc = cudaMemPoolGetAccess(&flags, pool, &loc);
  helper_say("access " + (acc == cudaSuccess ? std::to_string(static_cast<int>(flags)) : cudasem::error_text(acc)));
  if (acc != cudaSuccess || flags != cudaMemAccessFlagsProtReadWrite) {
    // As NVIDIA's streamOrderedAllocationIPC sample does: grant this device access to the
    // imported pool when it does not have it yet.
    cudaMemAccessDesc desc{};
    desc.location = loc;
    desc.flags = cudaMemAccessFlagsProtReadWrite;
    helper_say("set_access " + cudasem::error_text(cudaMemPoolSetAccess(pool, &desc, 1)));
    cudaGetLastError();
  }

  void* p = nullptr;
  cudaError_t ip = cudaMemPoolImportPointer(&p, pool, &data);
  helper_say("import_pointer " + cudasem::error_text(ip));
  if (ip == cudaSuccess) {
    std::vector<unsigned> host(n);
    std::size_t ok = 0;
    if (cudaMemcpy(host.data(), p, n * sizeof(unsigned), cudaMemcpyDeviceToHost) == cudaSuccess)
      for (std::size_t i = 0; i < n; ++i) ok += host[i] == base + static_cast<unsigned>(i);
    helper_say("read_ok " + std::to_string(ok));
    cudaError_t w = cudasem::kernels::launch_fill(nullptr, static_cast<unsigned*>(p), n, value);
    if (w == cudaSuccess) w = cudaDeviceSynchronize();
    helper_say("write " + cudasem::error_text(w));
    helper_say("free " + cudasem::error_text(cudaFree(p)));
  }
  if (mode == "alloc") {
    void* q = nullptr;
    cudaError_t a = cudaMallocFromPoolAsync(&q, kMiB, pool, nullptr);
    if (a == cudaSuccess) a = cudaStreamSynchronize(nullptr);
    helper_say("alloc_from_imported " + cudasem::error_text(a));
    if (q) cudaFree(q);
    cudaGetLastError();
  }
  if (mode == "set_current") {
    cudaError_t s = cudaDeviceSetMemPool(0, pool);
    helper_say("set_imported_current " + cudasem::error_text(s));
    cudaGetLastError();
    cudaMemPool_t def = nullptr;
    if (cudaDeviceGetDefaultMemPool(&def, 0) == cudaSuccess) cudaDeviceSetMemPool(0, def);
  }
  cudaMemPoolDestroy(pool);
  helper_say("end");
  return 0;
}

struct ImportReport {
  bool complete = false;
  std::map<std::string, std::string> lines;  // first word -> the rest
  std::string get(const std::string& key) const {
    auto it = lines.find(key);
    return it == lines.end() ? std::string("(missing)") : it->second;
  }
  bool ok(const std::string& key) const { return get(key).rfind("cudaSuccess", 0) == 0; }
};

// Parent side: starts helper `helper`, passes the pool's descriptor and the pointer's export
// data, and collects the helper's report (bounded); every line is recorded as "child_<key>".
inline ImportReport run_import_child(const std::string& helper, int pool_fd, const cudaMemPoolPtrExportData& data,
                                     std::size_t n, unsigned base, unsigned value, const std::string& mode) {
  ImportReport r;
  FdOffer offer;
  if (!offer.ok()) {
    ADD_FAILURE() << "cannot open the descriptor socket: " << offer.error();
    return r;
  }
  cudasem::ChildProcess child(helper, {.args = {offer.name(), std::to_string(n), std::to_string(base),
                                                std::to_string(value), mode}});
  if (!child.started()) {
    ADD_FAILURE() << "cannot start helper: " << child.error();
    return r;
  }
  if (!offer.send(pool_fd, std::chrono::seconds(30))) {
    ADD_FAILURE() << "cannot pass the pool descriptor: " << offer.error();
    return r;
  }
  child.send_line(cudasem::to_hex(&data, sizeof data));
  while (auto line = child.read_line(std::chrono::seconds(60))) {
    if (*line == "end") {
      r.complete = true;
      break;
    }
    const auto sp = line->find(' ');
    if (sp == std::string::npos) continue;
    r.lines[line->substr(0, sp)] = line->substr(sp + 1);
    cudasem::observe("child_" + line->substr(0, sp), line->substr(sp + 1));
  }
  auto code = child.wait_exit(std::chrono::seconds(30));
  if (!code || *code != 0) ADD_FAILURE() << "helper " << helper << " exit: " << (code ? *code : -1);
  return r;
}

// Exporter side of the IPC cases: an IPC-capable pool on device 0 with one allocation of n
// words holding base + i, its descriptor and the allocation's export data.
struct Exported {
  MemPool pool;
  AsyncAlloc alloc;
  int fd = -1;
  cudaMemPoolPtrExportData data{};
  Exported() = default;
  Exported(const Exported&) = delete;
  Exported& operator=(const Exported&) = delete;
  ~Exported() {
    if (fd >= 0) close(fd);
  }
};

// Fills `e`; false (with a test failure) when a step failed.
inline bool export_pool_allocation(Exported& e, std::size_t n, unsigned base) {
  e.pool = make_pool(device_pool_props(0, cudaMemHandleTypePosixFileDescriptor));
  if (!e.pool.get()) return false;
  bool ok = cudasem::check_code(cudasem::CheckMode::ok, "cudaMallocFromPoolAsync", "cudaMallocFromPoolAsync", false, cudaMallocFromPoolAsync(e.alloc.out(), n * sizeof(unsigned),
                                                                                     e.pool.get(), nullptr));
  ok = ok && cudasem::check_code(cudasem::CheckMode::ok, "cudaLaunchKernel", "cudasem::kernels::launch_iota", false, cudasem::kernels::launch_iota(nullptr, e.alloc.u32(), n, base));
  ok = ok && cudasem::check_code(cudasem::CheckMode::ok, "cudaDeviceSynchronize", "cudaDeviceSynchronize", false, cudaDeviceSynchronize());
  ok = ok && cudasem::check_code(cudasem::CheckMode::ok, "cudaMemPoolExportToShareableHandle",
                                  "cudaMemPoolExportToShareableHandle", false,
                                  cudaMemPoolExportToShareableHandle(&e.fd, e.pool.get(),
                                                                     cudaMemHandleTypePosixFileDescriptor, 0));
  ok = ok && cudasem::check_code(cudasem::CheckMode::ok, "cudaMemPoolExportPointer", "cudaMemPoolExportPointer", false, cudaMemPoolExportPointer(&e.data, e.alloc.get()));
  EXPECT_TRUE(ok) << "exporting side failed";
  return ok;
}

// The body of the release-threshold-zero cases: a pool with a release threshold of 0 allocates
// and fills 32 MiB in a non-blocking stream, frees it (stream-ordered, then an event is recorded),
// and `synchronize(stream, event)` is the synchronization under study. Records the reserved memory
// while allocated and after it, and the cudaMemGetInfo free-memory gain. Fatal failures return
// early: call it in ASSERT_NO_FATAL_FAILURE.
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
  cudasem::measure("meminfo_free_gain_bytes",
                   static_cast<std::int64_t>(free_released) - static_cast<std::int64_t>(free_allocated));
}

}  // namespace cudasem_mempool
