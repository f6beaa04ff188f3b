// SPDX-License-Identifier: Apache-2.0
// Helpers of the error log management cases (namespace cudasem::logs): provoking a logged error,
// dumping the whole log buffer, a temporary file path, and a callback that collects messages.
#pragma once

#include <cuda_runtime_api.h>
#include <unistd.h>

#include <cstddef>
#include <filesystem>
#include <mutex>
#include <string>
#include <vector>

#include "cudasem/check.h"
#include "cudasem/observe.h"

namespace cudasem::logs {

// "The maximum size of the buffer is 25600 bytes" (cudaLogsDumpToMemory's note): the dumps pass
// this as *size, with one more byte allocated.
inline constexpr std::size_t kLogBufferBytes = 25600;

// Provokes the error the Programming Guide shows logged ("buffer cannot be NULL"):
// cudaLogsDumpToMemory with a NULL buffer. Its code is recorded as "provoking_call_result" (not a
// verdict of the case) and the runtime's last error is cleared.
inline void provoke_logged_error() {
  std::size_t size = 64;
  const cudaError_t provoked = cudaLogsDumpToMemory(nullptr, nullptr, &size, 0);
  cudasem::observe("provoking_call_result", provoked);
  cudasem::last_error(cudasem::LastError::clear);
}

// Every buffered log (NULL iterator) as text; empty when there is none. The call must succeed.
inline std::string dump_all() {
  std::vector<char> buffer(kLogBufferBytes + 1, '\0');
  std::size_t size = kLogBufferBytes;
  CUDASEM_EXPECT_OK(cudaLogsDumpToMemory(nullptr, buffer.data(), &size, 0));
  if (size > kLogBufferBytes) size = kLogBufferBytes;
  return std::string(buffer.data(), size);
}

// A file path in the temporary directory that names this process; the file is removed when the
// object goes out of scope.
class TempPath {
 public:
  explicit TempPath(const char* stem)
      : path_(std::filesystem::temp_directory_path() /
              (std::string(stem) + "_" + std::to_string(static_cast<long>(getpid())) + ".txt")) {
    std::error_code ignored;
    std::filesystem::remove(path_, ignored);
  }
  ~TempPath() {
    std::error_code ignored;
    std::filesystem::remove(path_, ignored);
  }
  TempPath(const TempPath&) = delete;
  TempPath& operator=(const TempPath&) = delete;
  std::string str() const { return path_.string(); }
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

// Messages a cudaLogsCallback_t received (thread-safe).
struct Collector {
  std::mutex mutex;
  std::vector<std::string> messages;
  std::size_t count() {
    std::lock_guard<std::mutex> lock(mutex);
    return messages.size();
  }
};

inline void CUDART_CB collect(void* data, cudaLogLevel, char* message, std::size_t length) {
  auto* c = static_cast<Collector*>(data);
  std::lock_guard<std::mutex> lock(c->mutex);
  c->messages.emplace_back(message ? std::string(message, length) : std::string());
}

}  // namespace cudasem::logs
