// SPDX-License-Identifier: Apache-2.0
// A fill queued behind a gate in a blocking stream writes the buffer; a cudaMemset (legacy
// stream) issued afterwards must land after it, so its value is the one left.
#include <vector>

#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemsetCrossStream, DeviceTargetOrderedAfterBlockingStream,
    {
        .api = {"cudaMemset"},
        .cite = {.doc = "SSYNC",
            .section = "Legacy default stream",
            .quote =
                "the legacy stream first waits on all blocking streams, the action is queued in the legacy stream, and then all blocking streams wait on the legacy stream."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream blocking(cudaStreamDefault);
  cudasem::DeviceBuffer<unsigned> device(1 << 20);
  cudasem::Gate gate;
  gate.launch(blocking);
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_fill(blocking, device.data(), device.size(), 0x11111111u));
  gate.arm_watchdog(cudasem::milliseconds(2000));

  CUDASEM_EXPECT_OK(cudaMemset(device.data(), 0x22, device.bytes()));
  const bool returned_before_release = !gate.released();
  gate.release();
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  std::vector<unsigned> back(device.size());
  CUDASEM_ASSERT_OK(cudaMemcpy(back.data(), device.data(), device.bytes(), cudaMemcpyDeviceToHost));
  std::size_t overwritten_by_fill = 0;
  for (unsigned v : back) overwritten_by_fill += v != 0x22222222u;
  cudasem::observe("memset_returned_before_release", returned_before_release);
  CUDASEM_EXPECT_EQ_NAMED("elements_not_from_memset", overwritten_by_fill, 0u);
}
