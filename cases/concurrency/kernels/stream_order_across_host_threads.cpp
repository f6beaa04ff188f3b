// SPDX-License-Identifier: Apache-2.0
// Two host threads take turns (under a mutex) enqueuing numbered marker kernels into one
// stream; the markers must run in the order they were issued.
#include <mutex>
#include <thread>
#include <vector>

#include "cudasem/cudasem.h"

CUDASEM_CASE(StreamOrder, AcrossHostThreads,
    {
        .api = {"cudaLaunchKernel"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.8.5. Streams",
            .quote =
                "A stream is a sequence of commands (possibly issued by different host threads) that execute in order."},
        .claim = cudasem::Claim::promise,
    }) {
  constexpr unsigned kMarkers = 400;
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> counter(1), slots(kMarkers);
  CUDASEM_ASSERT_OK(cudaMemset(counter.data(), 0, counter.bytes()));
  CUDASEM_ASSERT_OK(cudaMemset(slots.data(), 0, slots.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  std::mutex issue;
  unsigned issued = 0, by_thread[2] = {0, 0};
  auto worker = [&](int thread) {
    for (;;) {
      std::lock_guard<std::mutex> lock(issue);
      if (issued == kMarkers) return;
      CUDASEM_EXPECT_OK(cudasem::kernels::launch_marker(stream, counter.data(), slots.data() + issued));
      ++issued;
      ++by_thread[thread];
    }
  };

  std::thread a(worker, 0), b(worker, 1);
  a.join();
  b.join();
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));

  std::vector<unsigned> order(kMarkers);
  CUDASEM_ASSERT_OK(cudaMemcpy(order.data(), slots.data(), slots.bytes(), cudaMemcpyDeviceToHost));
  unsigned out_of_order = 0;
  for (unsigned i = 0; i < kMarkers; ++i) out_of_order += order[i] != i + 1;
  cudasem::measure("issued_by_first_thread", by_thread[0]);
  cudasem::measure("issued_by_second_thread", by_thread[1]);
  CUDASEM_EXPECT_EQ_NAMED("markers_out_of_order", out_of_order, 0u);
}
