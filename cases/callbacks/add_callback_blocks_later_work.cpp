// SPDX-License-Identifier: Apache-2.0
// The host function holds until the test lets it go, then sets a flag that the next kernel reads.
#include "cudasem/cudasem.h"

#include <atomic>
#include <thread>

namespace {
struct Held {
  std::atomic<bool> started{false};
  std::atomic<bool> release{false};
  volatile unsigned* done = nullptr;  // mapped pinned memory
};
void CUDART_CB hold(cudaStream_t, cudaError_t, void* p) {
  auto* held = static_cast<Held*>(p);
  held->started = true;
  for (int i = 0; i < 20000 && !held->release; ++i) std::this_thread::sleep_for(cudasem::milliseconds(1));
  std::atomic_thread_fence(std::memory_order_seq_cst);
  *held->done = 1;
}
}  // namespace

CUDASEM_CASE(CudaStreamAddCallback, BlocksLaterWork, {
    .id = "callbacks.add_callback.blocks_later_work",
    .cite = {.doc = "RT", .section = "cudaStreamAddCallback",
             .quote = "The callback will block later work in the stream until it is finished.",
             .version = "13.0"},
    .needs = {cudasem::attr("canMapHostMemory") >= 1, cudasem::attr("unifiedAddressing") >= 1},
}) {
  cudasem::PinnedBuffer<unsigned> flags(2, cudaHostAllocMapped);  // [0] set by the host function, [1] read
  volatile unsigned* mapped = flags.data();
  mapped[0] = 0;
  mapped[1] = 0xffffffffu;
  cudasem::Stream stream(cudaStreamNonBlocking);
  Held held;
  held.done = &mapped[0];

  CUDASEM_ASSERT_OK(cudaStreamAddCallback(stream, hold, &held, 0));
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_read(stream, &mapped[0], flags.data() + 1));
  bool started = false;
  for (int i = 0; i < 10000 && !(started = held.started.load()); ++i)
    std::this_thread::sleep_for(cudasem::milliseconds(1));
  std::this_thread::sleep_for(cudasem::milliseconds(50));  // room for a misordered kernel to run
  const bool kernel_ran_while_held = mapped[1] != 0xffffffffu;
  held.release = true;
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));

  const unsigned kernel_read = mapped[1];
  cudasem::observe("kernel_read_done_flag", kernel_read);
  cudasem::observe("kernel_ran_while_held", kernel_ran_while_held);
  ASSERT_TRUE(started) << "the host function did not start within 10 s";
  EXPECT_EQ(kernel_read, 1u);
  EXPECT_FALSE(kernel_ran_while_held);
}
