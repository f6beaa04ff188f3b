// SPDX-License-Identifier: Apache-2.0
// A fill queued behind a gate in a blocking stream writes the source; a D2D cudaMemcpy
// (legacy stream) issued afterwards must copy the filled values, not the old ones.
#include <vector>

#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemcpyCrossStream, D2DOrderedAfterBlockingStream,
    {
        .api = {"cudaMemcpy"},
        .cite = {.doc = "SSYNC",
            .section = "Legacy default stream",
            .quote =
                "the legacy stream first waits on all blocking streams, the action is queued in the legacy stream, and then all blocking streams wait on the legacy stream."},
        .claim = cudasem::Claim::promise,
    }) {
  constexpr unsigned kFilled = 7;
  cudasem::Stream blocking(cudaStreamDefault);
  cudasem::DeviceBuffer<unsigned> src(1 << 20), dst(1 << 20);
  CUDASEM_ASSERT_OK(cudaMemset(src.data(), 0, src.bytes()));
  CUDASEM_ASSERT_OK(cudaMemset(dst.data(), 0, dst.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  cudasem::Gate gate;
  gate.launch(blocking);
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_fill(blocking, src.data(), src.size(), kFilled));
  gate.arm_watchdog(cudasem::milliseconds(2000));

  CUDASEM_EXPECT_OK(cudaMemcpy(dst.data(), src.data(), src.bytes(), cudaMemcpyDeviceToDevice));
  const bool returned_before_release = !gate.released();
  gate.release();
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  std::vector<unsigned> back(dst.size());
  CUDASEM_ASSERT_OK(cudaMemcpy(back.data(), dst.data(), dst.bytes(), cudaMemcpyDeviceToHost));
  std::size_t not_filled = 0;
  for (unsigned v : back) not_filled += v != kFilled;
  cudasem::observe("copy_returned_before_release", returned_before_release);
  CUDASEM_EXPECT_EQ_NAMED("elements_copied_before_fill", not_filled, 0u);
}
