// SPDX-License-Identifier: Apache-2.0
// A gate holds a non-blocking stream; a D2H copy of an unrelated buffer returns complete while it holds.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemcpyCrossStream, D2HIgnoresNonBlockingStream,
    {
        .api = {"cudaMemcpy"},
        .cite = {.doc = "SSYNC",
            .section = "Legacy default stream",
            .quote =
                "Non-blocking streams which do not synchronize with the legacy stream can be created using the cudaStreamNonBlocking flag"},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream nonblocking(cudaStreamNonBlocking);
  cudasem::PageableBuffer<unsigned> host(1 << 20);
  cudasem::DeviceBuffer<unsigned> device(host.size());
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_iota(nullptr, device.data(), device.size(), 0));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  auto r = cudasem::call_behind_gate_expecting_return(nonblocking,
      [&] { CUDASEM_EXPECT_OK(cudaMemcpy(host.data(), device.data(), host.bytes(), cudaMemcpyDeviceToHost)); });

  cudasem::measure("gate_attempts", r.attempts);
  CUDASEM_EXPECT_TRUE_NAMED("returned_before_release", r.returned_before_release);
  std::size_t wrong = 0;
  for (std::size_t i = 0; i < host.size(); ++i) wrong += host[i] != static_cast<unsigned>(i);
  CUDASEM_EXPECT_EQ_NAMED("wrong_elements", wrong, 0u);
}
