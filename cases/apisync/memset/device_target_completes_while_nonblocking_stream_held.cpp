// SPDX-License-Identifier: Apache-2.0
// A gate holds a non-blocking stream; a cudaMemset and a D2H read-back, both in the legacy
// stream, complete while it holds.
#include <vector>

#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemsetCrossStream, DeviceTargetCompletesWhileNonBlockingStreamHeld,
    {
        .api = {"cudaMemset", "cudaMemcpy"},
        .cite = {.doc = "SSYNC",
            .section = "Legacy default stream",
            .quote =
                "Non-blocking streams which do not synchronize with the legacy stream can be created using the cudaStreamNonBlocking flag"},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream nonblocking(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned char> device(1 << 20);
  std::vector<unsigned char> back(device.size());
  std::size_t set_at_return = 0;

  auto r = cudasem::call_behind_gate_expecting_return(nonblocking, [&] {
    CUDASEM_EXPECT_OK(cudaMemset(device.data(), 0x3c, device.bytes()));
    CUDASEM_EXPECT_OK(cudaMemcpy(back.data(), device.data(), device.bytes(), cudaMemcpyDeviceToHost));
    set_at_return = 0;
    for (unsigned char v : back) set_at_return += v == 0x3c;
  });

  CUDASEM_EXPECT_TRUE_NAMED("returned_before_release", r.returned_before_release);
  CUDASEM_EXPECT_EQ_NAMED("bytes_set_at_return", set_at_return, back.size());
}
