// SPDX-License-Identifier: Apache-2.0
// A gate holds a non-blocking stream; the pageable H2D copy (legacy stream) returns while it holds.
#include <vector>

#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemcpyCrossStream, PageableH2DIgnoresNonBlockingStream, {
    .api = {"cudaMemcpy"},
    .cite = {.doc = "SSYNC", .section = "Legacy default stream",
             .quote = "Non-blocking streams which do not synchronize with the legacy stream can be created using the cudaStreamNonBlocking flag"},
}) {
  cudasem::Stream nonblocking(cudaStreamNonBlocking);
  cudasem::PageableBuffer<unsigned> host(1 << 20);
  cudasem::DeviceBuffer<unsigned> device(host.size());
  for (std::size_t i = 0; i < host.size(); ++i) host[i] = static_cast<unsigned>(i);

  auto r = cudasem::call_behind_gate_expecting_return(nonblocking, [&] {
    CUDASEM_EXPECT_OK(cudaMemcpy(device.data(), host.data(), host.bytes(), cudaMemcpyHostToDevice));
  });

  cudasem::observe("returned_before_release", r.returned_before_release);
  cudasem::measure("gate_attempts", r.attempts);
  EXPECT_TRUE(r.returned_before_release);
  std::vector<unsigned> back(host.size());
  CUDASEM_ASSERT_OK(cudaMemcpy(back.data(), device.data(), host.bytes(), cudaMemcpyDeviceToHost));
  std::size_t wrong = 0;
  for (std::size_t i = 0; i < back.size(); ++i) wrong += back[i] != static_cast<unsigned>(i);
  cudasem::observe("wrong_elements", wrong);
  EXPECT_EQ(wrong, 0u);
}
