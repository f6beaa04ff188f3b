// SPDX-License-Identifier: Apache-2.0
// cudaLogsCurrent, a logged error, then two cudaLogsDumpToMemory calls from the same iterator:
// the first returns the new message (*size > 0) and advances the iterator, so the second returns
// cudaSuccess with *size 0. Where the error was not logged the case is UNSUPPORTED.
#include "../logs.h"
#include "cudasem/cudasem.h"

#include <vector>

CUDASEM_CASE(CudaLogsDumpToMemory, IteratorAdvances,
    {
        .api = {"cudaLogsDumpToMemory"},
        .cite = {.doc = "RT",
            .section = "cudaLogsDumpToMemory",
            .quote =
                "iterator is auto-advancing. Dumping logs will update the value of iterator to receive the next generated log."},
        .claim = cudasem::Claim::promise,
    }) {
  namespace l = cudasem::logs;
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  cudaLogIterator iterator = 0;
  CUDASEM_ASSERT_OK(cudaLogsCurrent(&iterator, 0));
  l::provoke_logged_error();
  if (l::dump_all().empty()) GTEST_SKIP() << "no log message was buffered for the provoked error";
  std::vector<char> buffer(l::kLogBufferBytes + 1, 'x');
  std::size_t first = l::kLogBufferBytes;
  CUDASEM_ASSERT_OK(cudaLogsDumpToMemory(&iterator, buffer.data(), &first, 0));
  std::size_t second = l::kLogBufferBytes;

  CUDASEM_EXPECT_ERROR(cudaLogsDumpToMemory(&iterator, buffer.data(), &second, 0), cudaSuccess);

  CUDASEM_EXPECT_TRUE_NAMED("first_dump_nonzero", first > 0u);
  CUDASEM_EXPECT_EQ_NAMED("second_dump_bytes", static_cast<unsigned long long>(second), 0ull);
}
