// cudasem-build: --default-stream per-thread
// SPDX-License-Identifier: Apache-2.0
// .cu: the build option is an nvcc option. The sentence cited is in the Runtime API's online
// page, not in the 13.0 header's copy of it. Synchronous copies go through the default stream,
// which is the per-thread stream here: a D2H cudaMemcpy returns, complete, while a gate holds a
// blocking stream (contrast apisync.cross_stream.d2h_waits_for_blocking_stream).
#include <vector>

#include "cudasem/cudasem.h"

CUDASEM_CASE(PerThreadDefaultStream, SyncMemcpyIgnoresBlockingStreams,
    {
        .api = {"cudaMemcpy"},
        .cite = {.doc = "SYNC",
            .section = "API synchronization behavior",
            .quote = "The synchronous forms of these APIs issue these copies through the default stream.",
            .version = "online edition",
            .url = "https://docs.nvidia.com/cuda/cuda-runtime-api/api-sync-behavior.html"},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream blocking(cudaStreamDefault);
  cudasem::DeviceBuffer<unsigned> device(1024);
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_iota(cudaStreamPerThread, device.data(), device.size(), 0));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(0));
  std::vector<unsigned> host(device.size());

  auto r = cudasem::call_behind_gate_expecting_return(blocking,
      [&] { CUDASEM_EXPECT_OK(cudaMemcpy(host.data(), device.data(), device.bytes(), cudaMemcpyDeviceToHost)); });

  cudasem::observe("returned_before_release", r.returned_before_release);
  cudasem::measure("gate_attempts", r.attempts);
  EXPECT_TRUE(r.returned_before_release);
  std::size_t wrong = 0;
  for (std::size_t i = 0; i < host.size(); ++i) wrong += host[i] != static_cast<unsigned>(i);
  EXPECT_EQ(wrong, 0u);
}
