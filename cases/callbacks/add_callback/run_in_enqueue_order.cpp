// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

#include <mutex>
#include <vector>

namespace {
struct Log {
  std::mutex mutex;
  std::vector<int> order;
};
struct Entry {
  Log* log;
  int index;
};
void CUDART_CB append(cudaStream_t, cudaError_t, void* p) {
  auto* entry = static_cast<Entry*>(p);
  std::lock_guard<std::mutex> lock(entry->log->mutex);
  entry->log->order.push_back(entry->index);
}
}  // namespace

CUDASEM_CASE(CudaStreamAddCallback, RunInEnqueueOrder,
    {
        .api = {"cudaStreamAddCallback"},
        .cite = {.doc = "RT",
            .section = "cudaStreamAddCallback",
            .quote = "The callback will block later work in the stream until it is finished."},
        .claim = cudasem::Claim::promise,
    }) {
  constexpr int kCallbacks = 100;
  cudasem::Stream stream(cudaStreamNonBlocking);
  Log log;
  std::vector<Entry> entries;
  for (int i = 0; i < kCallbacks; ++i) entries.push_back({&log, i});

  for (int i = 0; i < kCallbacks; ++i) {
    CUDASEM_ASSERT_OK(cudaStreamAddCallback(stream, append, &entries[i], 0));
  }
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));

  int first_out_of_order = -1;
  for (int i = 0; i < static_cast<int>(log.order.size()) && first_out_of_order < 0; ++i)
    if (log.order[i] != i) first_out_of_order = i;
  cudasem::observe("in_order", first_out_of_order < 0 && log.order.size() == kCallbacks);
  CUDASEM_EXPECT_EQ_NAMED("callbacks.run_count", log.order.size(), static_cast<size_t>(kCallbacks));
  CUDASEM_EXPECT_EQ_NAMED("first_out_of_order", first_out_of_order, -1);
}
