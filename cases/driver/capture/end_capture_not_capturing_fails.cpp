// SPDX-License-Identifier: Apache-2.0
// cuStreamEndCapture on a stream that never began a capture must fail (a documented code,
// recorded); a graph it returns anyway is destroyed.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamEndCapture, NotCapturingFails,
    {
        .api = {"cuStreamEndCapture"},
        .cite = {.doc = "DRV",
            .section = "cuStreamEndCapture",
            .quote = "Capture must have been initiated on hStream via a call to cuStreamBeginCapture."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  cudasem::driver_api::DrvGraph captured;

  CUDASEM_EXPECT_CU_FAILURE(drv.cuStreamEndCapture(rig.stream(), captured.out()));
}
