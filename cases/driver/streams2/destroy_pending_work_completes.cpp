// SPDX-License-Identifier: Apache-2.0
// A gate, then a kernel that writes a marker into mapped pinned memory, in a stream that is
// destroyed (cuStreamDestroy) while the gate holds: after the release and cuCtxSynchronize the
// marker is written.
#include "../driver_events.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamDestroy, PendingWorkCompletes,
    {
        .api = {"cuStreamDestroy"},
        .cite = {.doc = "DRV",
            .section = "cuStreamDestroy",
            .quote =
                "the resources associated with hStream will be released automatically once the device has completed all work in hStream."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("canMapHostMemory") >= 1},
        .sanitizer_limits = cudasem::under_every_tool(
            "under compute-sanitizer the stream's destroy waits for its pending gated kernel (the gate is never seen held when it returns), which changes the behavior under test"),
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::PinnedBuffer<unsigned> marker(1, cudaHostAllocMapped);
  ASSERT_NE(marker.data(), nullptr);
  marker[0] = 0;
  cudasem::Gate gate;
  CUstream stream = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING));
  gate.launch(stream);
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_write(stream, marker.data(), 0xd0e5));

  CUDASEM_ASSERT_CU_OK(drv.cuStreamDestroy(stream));
  const unsigned before_release = *static_cast<volatile unsigned*>(marker.data());
  gate.release();
  CUDASEM_ASSERT_CU_OK(drv.cuCtxSynchronize());

  const unsigned after = *static_cast<volatile unsigned*>(marker.data());
  cudasem::observe("marker_before_release", before_release);
  CUDASEM_EXPECT_EQ_NAMED("marker_after_synchronize", after, 0xd0e5u);
}
