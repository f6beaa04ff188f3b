// SPDX-License-Identifier: Apache-2.0
// While a blocking stream (CU_STREAM_DEFAULT flags) of the primary context is capturing,
// cuStreamIsCapturing(CU_STREAM_LEGACY) must return CUDA_ERROR_STREAM_CAPTURE_IMPLICIT.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamIsCapturing, LegacyDuringBlockingCaptureImplicit,
    {
        .api = {"cuStreamIsCapturing"},
        .cite = {.doc = "DRV",
            .section = "cuStreamIsCapturing",
            .quote =
                "Note that, if this is called on CU_STREAM_LEGACY (the \"null stream\") while a blocking stream in the same context is capturing, it will return CUDA_ERROR_STREAM_CAPTURE_IMPLICIT and *captureStatus is unspecified after the call."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::during_blocking_capture([&] {
    CUstreamCaptureStatus status{};

    CUDASEM_EXPECT_CU_ERROR(drv.cuStreamIsCapturing(CU_STREAM_LEGACY, &status), CUDA_ERROR_STREAM_CAPTURE_IMPLICIT);
  });
}
