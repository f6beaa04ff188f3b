// SPDX-License-Identifier: Apache-2.0
// Streams are created and destroyed one at a time, so a reused handle must still get a new id.
#include "cudasem/cudasem.h"

#include <set>

CUDASEM_CASE(CudaStreamGetId, UniqueAcrossStreams,
    {
        .api = {"cudaStreamGetId"},
        .cite = {.doc = "RT", .section = "cudaStreamGetId", .quote = "The Id is unique for the life of the program."},
        .claim = cudasem::Claim::promise,
    }) {
  std::set<unsigned long long> ids;
  int created = 0;

  for (int i = 0; i < 100; ++i) {
    cudaStream_t stream = nullptr;
    CUDASEM_ASSERT_OK(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
    unsigned long long id = 0;
    const cudaError_t result = cudaStreamGetId(stream, &id);
    CUDASEM_ASSERT_OK(cudaStreamDestroy(stream));
    CUDASEM_ASSERT_OK_OF(cudaStreamGetId, result);
    ids.insert(id);
    ++created;
  }

  cudasem::observe("streams_created", created);
  CUDASEM_EXPECT_EQ_NAMED("distinct_ids", ids.size(), static_cast<size_t>(created));
}
