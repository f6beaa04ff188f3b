// SPDX-License-Identifier: Apache-2.0
// After a logged error, cudaLogsDumpToMemory of all logs (NULL iterator) with *size 8 (too small
// for any message) returns cudaErrorInvalidValue and sets *size to 0. Where the error was not
// logged the case is UNSUPPORTED.
#include "../logs.h"
#include "cudasem/cudasem.h"

#include <vector>

CUDASEM_CASE(CudaLogsDumpToMemory, TooSmallInvalidValue,
    {
        .api = {"cudaLogsDumpToMemory"},
        .cite = {.doc = "RT",
            .section = "cudaLogsDumpToMemory",
            .quote =
                "If the provided buffer is not large enough to hold any messages, *size will be set to 0 and the function will return CUDA_ERROR_INVALID_VALUE."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  namespace l = cudasem::logs;
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  l::provoke_logged_error();
  const std::string all = l::dump_all();
  if (all.empty()) GTEST_SKIP() << "no log message was buffered for the provoked error";
  cudasem::measure("buffered_log_bytes", static_cast<unsigned long long>(all.size()));
  std::vector<char> buffer(8, 'x');
  std::size_t size = buffer.size();

  CUDASEM_EXPECT_ERROR(cudaLogsDumpToMemory(nullptr, buffer.data(), &size, 0), cudaErrorInvalidValue);

  CUDASEM_EXPECT_EQ_NAMED("size_after_dump", size, 0u);
}
