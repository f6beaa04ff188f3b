// SPDX-License-Identifier: Apache-2.0
// cudaLogsCurrent, then a logged error: a dump from the iterator (cudaLogsDumpToMemory) holds
// that next message (*size > 0). Where the error was not logged the case is UNSUPPORTED.
#include "../logs.h"
#include "cudasem/cudasem.h"

#include <vector>

CUDASEM_CASE(CudaLogsCurrent, IteratorReachesNextMessage,
    {
        .api = {"cudaLogsCurrent"},
        .cite = {.doc = "RT",
            .section = "cudaLogsCurrent",
            .quote = "Sets log iterator to point to the end of log buffer, where the next message would be written."},
        .claim = cudasem::Claim::promise,
    }) {
  namespace l = cudasem::logs;
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  cudaLogIterator iterator = 0;

  CUDASEM_ASSERT_OK(cudaLogsCurrent(&iterator, 0));
  l::provoke_logged_error();

  if (l::dump_all().empty()) GTEST_SKIP() << "no log message was buffered for the provoked error";
  std::vector<char> buffer(l::kLogBufferBytes + 1, 'x');
  std::size_t size = l::kLogBufferBytes;
  CUDASEM_EXPECT_OK(cudaLogsDumpToMemory(&iterator, buffer.data(), &size, 0));
  CUDASEM_EXPECT_TRUE_NAMED("next_message_dumped", size > 0u);
}
