// SPDX-License-Identifier: Apache-2.0
// Host-side bodies shared by the cudaStreamAddCallback and cudaLaunchHostFunc cases. Each body
// is a plain `void(void*)`; `as_stream_callback<body>` is the same body with the
// cudaStreamAddCallback signature, so the two APIs run the very same code.
#pragma once

#include <atomic>
#include <thread>

#include "cudasem/cudasem.h"

namespace cudasem::callbacks {

template <void (*Body)(void*)>
void CUDART_CB as_stream_callback(cudaStream_t, cudaError_t, void* p) {
  Body(p);
}

// Records, when it runs, whether the gate had finished (the callback form of HostProbe).
struct Seen {
  const cudasem::Gate* gate = nullptr;
  std::atomic<bool> ran{false};
  std::atomic<bool> gate_finished{false};
};
inline void CUDART_CB record_gate(void* p) {
  auto* seen = static_cast<Seen*>(p);
  seen->gate_finished = seen->gate->finished();
  seen->ran = true;
}

// Holds until the test lets it go (20 s at most), then sets *done, which the next kernel reads.
struct Held {
  std::atomic<bool> started{false};
  std::atomic<bool> release{false};
  volatile unsigned* done = nullptr;  // mapped pinned memory
};
inline void CUDART_CB hold(void* p) {
  auto* held = static_cast<Held*>(p);
  held->started = true;
  for (int i = 0; i < 20000 && !held->release; ++i) std::this_thread::sleep_for(cudasem::milliseconds(1));
  std::atomic_thread_fence(std::memory_order_seq_cst);
  *held->done = 1;
}

struct LaterWork {
  bool started = false;                // the host function started within 10 s
  unsigned kernel_read = 0;            // what the kernel after it read from *done (1: it ran after)
  bool kernel_ran_while_held = false;  // the kernel had run while the host function held
};

// A non-blocking stream gets `enqueue_hold(stream, &held)` (the holding host function) and
// then a kernel that reads the flag the host function sets when it returns. Records
// "kernel_read_done_flag" and "kernel_ran_while_held". A failed enqueue is a fatal failure:
// call it in ASSERT_NO_FATAL_FAILURE.
template <typename EnqueueHold>
void hold_then_read_in_kernel(EnqueueHold enqueue_hold, LaterWork* later) {
  cudasem::PinnedBuffer<unsigned> flags(2, cudaHostAllocMapped);  // [0] set by the host function, [1] read
  volatile unsigned* mapped = flags.data();
  mapped[0] = 0;
  mapped[1] = 0xffffffffu;
  cudasem::Stream stream(cudaStreamNonBlocking);
  Held held;
  held.done = &mapped[0];

  CUDASEM_ASSERT_OK(enqueue_hold(stream.get(), &held));
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
  *later = {started, kernel_read, kernel_ran_while_held};
}

// Calls cudaMalloc inside the host function and records what it returned.
struct Inside {
  std::atomic<bool> ran{false};
  cudaError_t malloc_result = cudaErrorUnknown;
  void* allocation = nullptr;
};
inline void CUDART_CB call_cuda(void* p) {
  auto* inside = static_cast<Inside*>(p);
  inside->malloc_result = cudaMalloc(&inside->allocation, 256);
  inside->ran = true;
}

// After `call_cuda` was enqueued into `stream`: waits (20 s at most) for it, records
// "cuda_malloc_inside", synchronizes, clears the last error and frees what it allocated.
inline void record_cuda_call_inside(cudaStream_t stream, Inside& inside) {
  for (int i = 0; i < 20000 && !inside.ran; ++i) std::this_thread::sleep_for(cudasem::milliseconds(1));

  CUDASEM_ASSERT_TRUE_NAMED("host_function.returned", inside.ran.load()) << "the function did not return within 20 s";
  cudasem::observe("cuda_malloc_inside", inside.malloc_result);
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(stream));
  cudasem::last_error(cudasem::LastError::clear);
  if (inside.malloc_result == cudaSuccess) {
    CUDASEM_EXPECT_OK(cudaFree(inside.allocation));
  }
}

}  // namespace cudasem::callbacks
