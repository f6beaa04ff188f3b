// SPDX-License-Identifier: Apache-2.0
// After a logged error, cudaLogsDumpToMemory of all logs (NULL iterator, *size 25600) into a
// 25601-byte buffer filled with 'x' returns cudaSuccess and *size > 0; the byte at buffer[*size] is the null
// terminator and no byte before it is null (*size excludes the terminator). Where the error was
// not logged the case is UNSUPPORTED.
#include "../logs.h"
#include "cudasem/cudasem.h"

#include <algorithm>
#include <vector>

CUDASEM_CASE(CudaLogsDumpToMemory, NullTerminatedSizeExcludesNul,
    {
        .api = {"cudaLogsDumpToMemory"},
        .cite = {.doc = "RT",
            .section = "cudaLogsDumpToMemory",
            .quote =
                "The driver will then return the actual number of bytes written in *size, excluding the null terminator."},
        .claim = cudasem::Claim::promise,
    }) {
  namespace l = cudasem::logs;
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  l::provoke_logged_error();
  std::vector<char> buffer(l::kLogBufferBytes + 1, 'x');
  std::size_t size = l::kLogBufferBytes;

  CUDASEM_ASSERT_OK(cudaLogsDumpToMemory(nullptr, buffer.data(), &size, 0));

  cudasem::observe("dumped_bytes_nonzero", size > 0);
  if (size == 0) GTEST_SKIP() << "no log message was buffered for the provoked error";
  CUDASEM_ASSERT_TRUE_NAMED("dumped_bytes.within_buffer", size < buffer.size());
  const bool terminated = buffer[size] == '\0';
  const bool no_inner_null = std::find(buffer.begin(), buffer.begin() + size, '\0') == buffer.begin() + size;
  CUDASEM_EXPECT_TRUE_NAMED("terminator_at_size", terminated);
  CUDASEM_EXPECT_TRUE_NAMED("no_null_before_size", no_inner_null);
}
