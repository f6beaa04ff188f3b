// SPDX-License-Identifier: Apache-2.0
// The memory pool IPC cases' plumbing (not a case file): whether device 0 exports pools as POSIX
// file descriptors, an IPC-capable pool, a descriptor passed to a helper process over an abstract
// unix socket with SCM_RIGHTS, the importing helper itself and its report, the exporting side (a
// pool allocation holding base + i with its descriptor and export data), and the import cases'
// shared arrangement (export, start the helper, check that it imported the pool).
#pragma once

#include <cuda_runtime_api.h>
#include <gtest/gtest.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

#include "cudasem/cudasem.h"
#include "mempool.h"

namespace cudasem::mempool {

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
      if (c && c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_RIGHTS) std::memcpy(&fd, CMSG_DATA(c), sizeof(int));
    }
  }
  close(s);
  return fd;
}

// ---- The importing helper process ----------------------------------------------------
//   args: <socket name> <elements> <expected base> <value to write> <mode>
//   the pool's descriptor arrives on the socket; from the case: "handle", the cudaMemPoolPtrExportData
//   in hex. Sends (cudasem/child.h): "import_pool" (code), "access" (the flags, or the code when the
//   query failed), ["set_access" (code) when the device had no read-write access], "import_pointer",
//   "read_ok" (count), "write", "free", then per mode "alloc_from_imported" (mode alloc) or
//   "set_imported_current" (mode set_current), then "end".
// It reads the exporter's words (base + i), overwrites them with <value> by a kernel, frees
// the imported pointer with cudaFree (before the exporter frees it), and destroys the pool.
inline int ipc_import_child(int argc, char** argv) {
  using cudasem::helper_send;
  if (argc < 5) return 2;
  const std::string socket_name = argv[0];
  const std::size_t n = std::strtoull(argv[1], nullptr, 10);
  const unsigned base = static_cast<unsigned>(std::strtoul(argv[2], nullptr, 10));
  const unsigned value = static_cast<unsigned>(std::strtoul(argv[3], nullptr, 10));
  const std::string mode = argv[4];
  const int fd = receive_fd(socket_name, std::chrono::seconds(30));
  if (fd < 0) return 3;
  auto hex = cudasem::helper_read("handle", std::chrono::seconds(30));
  cudaMemPoolPtrExportData data{};
  if (!hex || !cudasem::from_hex(*hex, &data, sizeof data)) return 4;
  if (cudaSetDevice(0) != cudaSuccess) return 5;

  cudaMemPool_t pool = nullptr;
  cudaError_t imp = cudaMemPoolImportFromShareableHandle(
      &pool, reinterpret_cast<void*>(static_cast<std::uintptr_t>(fd)), cudaMemHandleTypePosixFileDescriptor, 0);
  close(fd);
  helper_send("import_pool", imp);
  if (imp != cudaSuccess) {
    helper_send("end");
    return 0;
  }
  cudaMemLocation loc = device_location(0);
  cudaMemAccessFlags flags = cudaMemAccessFlagsProtNone;
  cudaError_t acc = cudaMemPoolGetAccess(&flags, pool, &loc);
  if (acc == cudaSuccess)
    helper_send("access", static_cast<int>(flags));
  else
    helper_send("access", acc);
  if (acc != cudaSuccess || flags != cudaMemAccessFlagsProtReadWrite) {
    // As NVIDIA's streamOrderedAllocationIPC sample does: grant this device access to the
    // imported pool when it does not have it yet.
    cudaMemAccessDesc desc{};
    desc.location = loc;
    desc.flags = cudaMemAccessFlagsProtReadWrite;
    helper_send("set_access", cudaMemPoolSetAccess(pool, &desc, 1));
    cudaGetLastError();
  }

  void* p = nullptr;
  cudaError_t ip = cudaMemPoolImportPointer(&p, pool, &data);
  helper_send("import_pointer", ip);
  if (ip == cudaSuccess) {
    std::vector<unsigned> host(n);
    std::size_t ok = 0;
    if (cudaMemcpy(host.data(), p, n * sizeof(unsigned), cudaMemcpyDeviceToHost) == cudaSuccess)
      for (std::size_t i = 0; i < n; ++i) ok += host[i] == base + static_cast<unsigned>(i);
    helper_send("read_ok", ok);
    cudaError_t w = cudasem::kernels::launch_fill(nullptr, static_cast<unsigned*>(p), n, value);
    if (w == cudaSuccess) w = cudaDeviceSynchronize();
    helper_send("write", w);
    helper_send("free", cudaFree(p));
  }
  if (mode == "alloc") {
    void* q = nullptr;
    cudaError_t a = cudaMallocFromPoolAsync(&q, kMiB, pool, nullptr);
    if (a == cudaSuccess) a = cudaStreamSynchronize(nullptr);
    helper_send("alloc_from_imported", a);
    if (q) cudaFree(q);
    cudaGetLastError();
  }
  if (mode == "set_current") {
    cudaError_t s = cudaDeviceSetMemPool(0, pool);
    helper_send("set_imported_current", s);
    cudaGetLastError();
    cudaMemPool_t def = nullptr;
    if (cudaDeviceGetDefaultMemPool(&def, 0) == cudaSuccess) cudaDeviceSetMemPool(0, def);
  }
  cudaMemPoolDestroy(pool);
  helper_send("end");
  return 0;
}

// The helper's messages up to "end" (complete).
struct ImportReport : cudasem::HelperReport {
  std::string get(const std::string& key) const { return text(key, "(missing)"); }  // a code as error_text writes it
  bool ok(const std::string& key) const { return get(key).rfind("cudaSuccess", 0) == 0; }
};

// Parent side: starts helper `helper`, passes the pool's descriptor and the pointer's export
// data, and collects the helper's report (bounded); every message is recorded as "child_<key>"
// (its value as text).
inline ImportReport run_import_child(const std::string& helper, int pool_fd, const cudaMemPoolPtrExportData& data,
    std::size_t n, unsigned base, unsigned value, const std::string& mode) {
  ImportReport r;
  FdOffer offer;
  if (!offer.ok()) {
    ADD_FAILURE() << "cannot open the descriptor socket: " << offer.error();
    return r;
  }
  cudasem::ChildProcess child(
      helper, {.args = {offer.name(), std::to_string(n), std::to_string(base), std::to_string(value), mode}});
  if (!child.started()) {
    ADD_FAILURE() << "cannot start helper: " << child.error();
    return r;
  }
  if (!offer.send(pool_fd, std::chrono::seconds(30))) {
    ADD_FAILURE() << "cannot pass the pool descriptor: " << offer.error();
    return r;
  }
  child.send("handle", cudasem::to_hex(&data, sizeof data));
  static_cast<cudasem::HelperReport&>(r) = child.read_report(std::chrono::seconds(60));
  for (const auto& m : r.messages) cudasem::observe("child_" + m.key, m);
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

// Whether a case that called a helper below may go on: it did not skip and nothing fatal failed.
inline bool may_go_on() { return !::testing::Test::IsSkipped() && !::testing::Test::HasFatalFailure(); }

// cudaSetDevice(0); skips unless device 0 exports pools as POSIX file descriptors; then an
// IPC-capable (POSIX file descriptor) pool on device 0. Returns may_go_on(): stop when false.
[[nodiscard]] inline bool create_posix_fd_pool(MemPool& pool) {
  [&] {
    CUDASEM_ASSERT_OK(cudaSetDevice(0));
    if (std::string why = posix_fd_pools_unsupported(); !why.empty()) GTEST_SKIP() << why;
    pool = make_pool(device_pool_props(0, cudaMemHandleTypePosixFileDescriptor));
    ASSERT_NE(pool.get(), nullptr);
  }();
  return may_go_on();
}

// Fills `e` (its pool from create_posix_fd_pool). Returns may_go_on(): stop when false.
[[nodiscard]] inline bool export_pool_allocation(Exported& e, std::size_t n, unsigned base) {
  if (!create_posix_fd_pool(e.pool)) return false;
  [&] {
    CUDASEM_ASSERT_OK(cudaMallocFromPoolAsync(e.alloc.out(), n * sizeof(unsigned), e.pool.get(), nullptr));
    CUDASEM_ASSERT_OK(cudasem::kernels::launch_iota(nullptr, words(e.alloc), n, base));
    CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
    CUDASEM_ASSERT_OK(cudaMemPoolExportToShareableHandle(&e.fd, e.pool.get(), cudaMemHandleTypePosixFileDescriptor, 0));
    CUDASEM_ASSERT_OK(cudaMemPoolExportPointer(&e.data, e.alloc.get()));
  }();
  return may_go_on();
}

// The import cases' allocation: kExportedWords words holding kExportedBase + i, which the
// importer overwrites with kImporterValue.
constexpr std::size_t kExportedWords = (2 * kMiB) / sizeof(unsigned);
constexpr unsigned kExportedBase = 100;
constexpr unsigned kImporterValue = 0x99999999u;

// The import cases' arrangement and act: exports the allocation (export_pool_allocation), runs
// helper `helper` (ipc_import_child) in `mode` and collects its report into `r`; asserts that the
// report is complete and that the helper imported the pool. Returns may_go_on(): stop when false.
[[nodiscard]] inline bool export_and_import(const char* helper, const char* mode, Exported& exported, ImportReport& r) {
  if (!export_pool_allocation(exported, kExportedWords, kExportedBase)) return false;
  [&] {
    r = run_import_child(helper, exported.fd, exported.data, kExportedWords, kExportedBase, kImporterValue, mode);

    CUDASEM_ASSERT_TRUE_NAMED("child.report_complete", r.complete) << "the helper did not report completely";
    CUDASEM_ASSERT_TRUE_NAMED("child.import_pool_ok", r.ok("import_pool")) << r.get("import_pool");
  }();
  return may_go_on();
}

}  // namespace cudasem::mempool
