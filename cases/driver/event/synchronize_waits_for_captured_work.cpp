// SPDX-License-Identifier: Apache-2.0
// A gate holds a non-blocking stream; a kernel behind it writes a marker into mapped pinned memory
// and the event is recorded after the kernel. cuEventSynchronize must return only after the marker
// is written (the gate's watchdog releases it after 100 ms).
#include "../driver_events.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuEventSynchronize, WaitsForCapturedWork,
    {
        .api = {"cuEventSynchronize"},
        .cite = {.doc = "DRV",
            .section = "cuEventSynchronize",
            .quote = "Waits until the completion of all work currently captured in hEvent."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("canMapHostMemory") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));
  cudasem::driver_api::DrvEvent event;
  CUDASEM_ASSERT_CU_OK(drv.cuEventCreate(event.out(), CU_EVENT_DEFAULT));
  cudasem::PinnedBuffer<unsigned> marker(1, cudaHostAllocMapped);
  ASSERT_NE(marker.data(), nullptr);
  marker[0] = 0;
  unsigned at_return = 0;

  auto r = cudasem::call_behind_gate(stream.get(), [&] {
    CUDASEM_EXPECT_OK(cudasem::kernels::launch_write(stream.get(), marker.data(), 0xe5e7));
    CUDASEM_EXPECT_CU_OK(drv.cuEventRecord(event, stream));
    CUDASEM_EXPECT_CU_ERROR(drv.cuEventSynchronize(event), CUDA_SUCCESS);
    at_return = *static_cast<volatile unsigned*>(marker.data());
  });

  cudasem::observe("returned_before_release", r.returned_before_release);
  CUDASEM_EXPECT_EQ_NAMED("marker_at_return", at_return, 0xe5e7u);
}
