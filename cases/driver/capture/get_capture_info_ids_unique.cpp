// SPDX-License-Identifier: Apache-2.0
// Two capture sequences, one after the other on the same stream: the ids cuStreamGetCaptureInfo
// returns during each must differ.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamGetCaptureInfo, IdsUniquePerSequence,
    {
        .api = {"cuStreamGetCaptureInfo"},
        .cite = {.doc = "DRV",
            .section = "cuStreamGetCaptureInfo",
            .quote =
                "Optional location to return an id for the capture sequence, which is unique over the lifetime of the process"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  cuuint64_t ids[2] = {0, 0};
  for (cuuint64_t& id : ids) {
    CUDASEM_ASSERT_CU_OK(drv.cuStreamBeginCapture(rig.stream(), CU_STREAM_CAPTURE_MODE_GLOBAL));
    cudasem::driver_api::CaptureGuard guard(rig.stream());
    CUstreamCaptureStatus status{};
    CUDASEM_ASSERT_CU_OK(drv.cuStreamGetCaptureInfo(rig.stream(), &status, &id, nullptr, nullptr, nullptr, nullptr));
    CUDASEM_EXPECT_EQ_NAMED("capture_status", status, CU_STREAM_CAPTURE_STATUS_ACTIVE);
  }

  cudasem::measure("first_capture_id", static_cast<unsigned long long>(ids[0]));
  cudasem::measure("second_capture_id", static_cast<unsigned long long>(ids[1]));
  CUDASEM_EXPECT_TRUE_NAMED("capture_ids_differ", ids[0] != ids[1]);
}
