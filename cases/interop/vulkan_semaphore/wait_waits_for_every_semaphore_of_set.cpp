// SPDX-License-Identifier: Apache-2.0
// One cudaWaitExternalSemaphoresAsync call on a set of two imported timeline semaphores (value 1
// each): the first alone reaching 1 does not release the stream; the second reaching 1 does. Work
// after the wait reads a word set to a middle value before the first signal and to a final value
// before the second: it sees the final value.
#include "../interop_vulkan.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaWaitExternalSemaphoresAsync, WaitsForEverySemaphoreOfSet,
    {
        .api = {"cudaWaitExternalSemaphoresAsync"},
        .cite = {.doc = "RT",
            .section = "cudaWaitExternalSemaphoresAsync",
            .quote =
                "Enqueues a wait operation on a set of externally allocated semaphore object in the specified stream."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::Vulkan vk;
  CUDASEM_INTEROP_OPEN_VULKAN(vk);
  ix::ImportedTimeline first, second;
  ASSERT_NO_FATAL_FAILURE(ix::import_timeline(vk, first));
  ASSERT_NO_FATAL_FAILURE(ix::import_timeline(vk, second));

  cudasem::Stream stream(cudaStreamNonBlocking);
  ix::ReadProbe probe;
  const cudaExternalSemaphore_t handles[2] = {first.cuda.get(), second.cuda.get()};
  const cudaExternalSemaphoreWaitParams params[2] = {ix::wait_params(1), ix::wait_params(1)};
  CUDASEM_EXPECT_OK(cudaWaitExternalSemaphoresAsync(handles, params, 2, stream));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_read(stream, probe.word.data(), probe.seen.data()));
  probe.set(ix::ReadProbe::kMiddle);
  CUDASEM_ASSERT_TRUE_NAMED("first_semaphore_signalled", vk.signal(first.vk, 1));
  const ix::HeldWork held = ix::hold_then_release(
      stream, probe, [&] { CUDASEM_EXPECT_TRUE_NAMED("release_signal_succeeded", vk.signal(second.vk, 1)); });

  cudasem::observe("probe_saw_value_set_after_first_signal", held.seen == ix::ReadProbe::kMiddle);
  CUDASEM_EXPECT_TRUE_NAMED("work_finished_after_release", held.done_after_release);
  CUDASEM_EXPECT_EQ_NAMED("probe_word_seen_after_release", held.seen, ix::ReadProbe::kAfter);
  if (!held.done_after_release) {
    first.cuda.abandon();
    second.cuda.abandon();
  }
}
