// SPDX-License-Identifier: Apache-2.0
// mlock() page-locks memory for the OS only; CUDA never learns of it.
#include "cudasem/cudasem.h"

#include <sys/mman.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

CUDASEM_CASE(PinnedMemory, MlockedMemoryReportsUnregistered,
    {
        .api = {"cudaPointerGetAttributes"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 24.1.2.5. Pointer Attributes",
            .quote = "cudaMemoryTypeUnregistered for System-Allocated Memory that CUDA is unaware of."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
    }) {
  const std::size_t page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
  cudasem::PageableBuffer<unsigned char> buffer(page);
  ASSERT_NE(buffer.data(), nullptr);
  if (mlock(buffer.data(), page) != 0)
    GTEST_SKIP() << "mlock of one page failed (RLIMIT_MEMLOCK?): " << std::strerror(errno);
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  cudaPointerAttributes attrs{};

  cudaError_t result = cudaPointerGetAttributes(&attrs, buffer.data());

  CUDASEM_EXPECT_OK_OF(cudaPointerGetAttributes, result);
  CUDASEM_EXPECT_EQ_NAMED("pointer_type", attrs.type, cudaMemoryTypeUnregistered);
  munlock(buffer.data(), page);
}
