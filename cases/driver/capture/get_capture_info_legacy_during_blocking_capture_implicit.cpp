// SPDX-License-Identifier: Apache-2.0
// While a blocking stream (CU_STREAM_DEFAULT flags) of the primary context is capturing,
// cuStreamGetCaptureInfo(CU_STREAM_LEGACY) must return CUDA_ERROR_STREAM_CAPTURE_IMPLICIT.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamGetCaptureInfo, LegacyDuringBlockingCaptureImplicit,
    {
        .api = {"cuStreamGetCaptureInfo"},
        .cite = {.doc = "DRV",
            .section = "cuStreamGetCaptureInfo",
            .quote =
                "If called on CU_STREAM_LEGACY (the \"null stream\") while a stream not created with CU_STREAM_NON_BLOCKING is capturing, returns CUDA_ERROR_STREAM_CAPTURE_IMPLICIT."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::during_blocking_capture([&] {
    CUstreamCaptureStatus status{};

    CUDASEM_EXPECT_CU_ERROR(
        drv.cuStreamGetCaptureInfo(CU_STREAM_LEGACY, &status, nullptr, nullptr, nullptr, nullptr, nullptr),
        CUDA_ERROR_STREAM_CAPTURE_IMPLICIT);
  });
}
