// SPDX-License-Identifier: Apache-2.0
// mlock() page-locks memory for the OS, but it is no cudaHostAlloc range.
#include "cudasem/cudasem.h"

#include <sys/mman.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

CUDASEM_CASE(CudaHostGetFlags, MlockedMemoryRejected,
    {
        .api = {"cudaHostGetFlags"},
        .cite = {.doc = "RT",
            .section = "cudaHostGetFlags",
            .quote =
                "cudaHostGetFlags() will fail if the input pointer does not reside in an address range allocated by cudaHostAlloc()."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::linux_os()},
    }) {
  const std::size_t page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
  cudasem::PageableBuffer<unsigned char> buffer(page);
  ASSERT_NE(buffer.data(), nullptr);
  if (mlock(buffer.data(), page) != 0)
    GTEST_SKIP() << "mlock of one page failed (RLIMIT_MEMLOCK?): " << std::strerror(errno);
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  unsigned flags = 0;

  cudaError_t result = cudaHostGetFlags(&flags, buffer.data());

  CUDASEM_EXPECT_FAILURE_OF(cudaHostGetFlags, result);
  cudasem::last_error(cudasem::LastError::clear);
  munlock(buffer.data(), page);
}
