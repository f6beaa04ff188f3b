// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

#include <atomic>
#include <mutex>
#include <vector>

namespace {
struct Log {
  std::mutex mutex;
  std::vector<int> order;
  std::atomic<int> running{0};
  std::atomic<int> max_running{0};
};
struct Entry {
  Log* log;
  int index;
};
void CUDART_CB append(void* p) {
  auto* entry = static_cast<Entry*>(p);
  Log* log = entry->log;
  const int now = ++log->running;
  int seen = log->max_running.load();
  while (now > seen && !log->max_running.compare_exchange_weak(seen, now)) {
  }
  {
    std::lock_guard<std::mutex> lock(log->mutex);
    log->order.push_back(entry->index);
  }
  --log->running;
}
}  // namespace

CUDASEM_CASE(CudaLaunchHostFunc, RunInOrderWithoutOverlap,
    {
        .api = {"cudaLaunchHostFunc"},
        .cite = {.doc = "RT",
            .section = "cudaLaunchHostFunc",
            .quote = "The function will be called after currently enqueued work and will block work added after "
                     "it."},
        .claim = cudasem::Claim::promise,
    }) {
  constexpr int kFunctions = 100;
  cudasem::Stream stream(cudaStreamNonBlocking);
  Log log;
  std::vector<Entry> entries;
  for (int i = 0; i < kFunctions; ++i) entries.push_back({&log, i});

  for (int i = 0; i < kFunctions; ++i) {
    CUDASEM_ASSERT_OK(cudaLaunchHostFunc(stream, append, &entries[i]));
  }
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));

  int first_out_of_order = -1;
  for (int i = 0; i < static_cast<int>(log.order.size()) && first_out_of_order < 0; ++i)
    if (log.order[i] != i) first_out_of_order = i;
  cudasem::observe("in_order", first_out_of_order < 0 && log.order.size() == kFunctions);
  CUDASEM_EXPECT_EQ_NAMED("host_functions.run_count", log.order.size(), static_cast<size_t>(kFunctions));
  CUDASEM_EXPECT_EQ_NAMED("first_out_of_order", first_out_of_order, -1);
  CUDASEM_EXPECT_EQ_NAMED("max_running_at_once", log.max_running.load(), 1);
}
