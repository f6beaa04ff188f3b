// SPDX-License-Identifier: Apache-2.0
// After a logged error, cudaLogsCurrent returns an iterator at the end of the log buffer: a dump
// from it (cudaLogsDumpToMemory) returns cudaSuccess with *size 0, while a dump of all logs (NULL
// iterator) holds the earlier message. Where the error was not logged the case is UNSUPPORTED.
#include "../logs.h"
#include "cudasem/cudasem.h"

#include <vector>

CUDASEM_CASE(CudaLogsCurrent, IteratorSkipsEarlierMessages,
    {
        .api = {"cudaLogsCurrent"},
        .cite = {.doc = "RT",
            .section = "cudaLogsCurrent",
            .quote = "Sets log iterator to point to the end of log buffer, where the next message would be written."},
        .claim = cudasem::Claim::promise,
    }) {
  namespace l = cudasem::logs;
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  l::provoke_logged_error();
  if (l::dump_all().empty()) GTEST_SKIP() << "no log message was buffered for the provoked error";
  cudaLogIterator iterator = 0;

  CUDASEM_ASSERT_OK(cudaLogsCurrent(&iterator, 0));

  std::vector<char> buffer(l::kLogBufferBytes + 1, 'x');
  std::size_t size = l::kLogBufferBytes;
  CUDASEM_EXPECT_OK(cudaLogsDumpToMemory(&iterator, buffer.data(), &size, 0));
  CUDASEM_EXPECT_EQ_NAMED("bytes_after_current", size, 0u);
}
