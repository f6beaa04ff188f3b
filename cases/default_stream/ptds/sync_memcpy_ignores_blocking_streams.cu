// cudasem-build: --default-stream per-thread
// SPDX-License-Identifier: Apache-2.0
// .cu: the build option is an nvcc option. The page says "The synchronous forms of these APIs issue
// these copies through the default stream", which is the per-thread stream here, but it does not say
// that such a copy does not wait for a blocking stream, and it says any call may block or synchronize:
// a characterization. It records whether a D2H cudaMemcpy returned while a gate held a blocking
// stream (contrast apisync.cross_stream.d2h_waits_for_blocking_stream), and whether the copy
// delivered the data. The sentence cited is in the Runtime API's online page, not in the 13.0
// header's copy of it.
#include <vector>

#include "cudasem/cudasem.h"

CUDASEM_CASE(PerThreadDefaultStream, SyncMemcpyIgnoresBlockingStreams,
    {
        .api = {"cudaMemcpy"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "SYNC",
            .section = "API synchronization behavior",
            .quote = "Any CUDA API call may block or synchronize for various reasons",
            .version = "online edition",
            .url = "https://docs.nvidia.com/cuda/cuda-runtime-api/api-sync-behavior.html"},
        .claim = cudasem::Claim::hedge,
    }) {
  cudasem::Stream blocking(cudaStreamDefault);
  cudasem::DeviceBuffer<unsigned> device(1024);
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_iota(cudaStreamPerThread, device.data(), device.size(), 0));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(0));
  std::vector<unsigned> host(device.size());

  auto r = cudasem::call_behind_gate_expecting_return(blocking,
      [&] { CUDASEM_EXPECT_OK(cudaMemcpy(host.data(), device.data(), device.bytes(), cudaMemcpyDeviceToHost)); });

  // A hedge: the case records what happened.
  cudasem::observe("returned_before_release", r.returned_before_release);
  cudasem::measure("gate_attempts", r.attempts);
  std::size_t wrong = 0;
  for (std::size_t i = 0; i < host.size(); ++i) wrong += host[i] != static_cast<unsigned>(i);
  cudasem::observe("copied_elements_wrong", static_cast<unsigned long long>(wrong));
}
