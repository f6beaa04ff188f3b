// SPDX-License-Identifier: Apache-2.0
// While a blocking stream is capturing, cuStreamIsCapturing(CU_STREAM_LEGACY) is called
// (CUDA_ERROR_STREAM_CAPTURE_IMPLICIT): the blocking stream must still report
// CU_STREAM_CAPTURE_STATUS_ACTIVE afterwards.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamIsCapturing, LegacyQueryKeepsBlockingCapture,
    {
        .api = {"cuStreamIsCapturing"},
        .cite = {.doc = "DRV",
            .section = "cuStreamIsCapturing",
            .quote = "The blocking stream capture is not invalidated."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::DrvStream blocking;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(blocking.out(), CU_STREAM_DEFAULT));
  cudasem::DeviceMem mem;
  cudasem::alloc_ints(mem, 16, 0);
  CUDASEM_ASSERT_CU_OK(drv.cuStreamBeginCapture(blocking, CU_STREAM_CAPTURE_MODE_RELAXED));
  cudasem::driver_api::CaptureGuard guard(blocking);
  CUDASEM_ASSERT_CU_OK(drv.cuMemsetD32Async(mem, 1, 16, blocking));
  CUstreamCaptureStatus legacy_status{};
  const CUresult legacy = drv.cuStreamIsCapturing(CU_STREAM_LEGACY, &legacy_status);
  cudasem::observe("legacy_query_result", static_cast<int>(legacy));
  CUstreamCaptureStatus status = CU_STREAM_CAPTURE_STATUS_NONE;

  CUDASEM_ASSERT_CU_OK(drv.cuStreamIsCapturing(blocking, &status));

  CUDASEM_EXPECT_EQ_NAMED("blocking_capture_status", status, CU_STREAM_CAPTURE_STATUS_ACTIVE);
}
