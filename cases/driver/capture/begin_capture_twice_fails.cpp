// SPDX-License-Identifier: Apache-2.0
// Characterization: a second cuStreamBeginCapture on a stream that is already capturing; the text
// says capture may only be initiated on a stream not in capture mode, and names no outcome: records
// the code.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamBeginCapture, AlreadyCapturingFails,
    {
        .api = {"cuStreamBeginCapture"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuStreamBeginCapture",
            .quote = "it may only be initiated if the stream is not already in capture mode."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUDASEM_ASSERT_CU_OK(drv.cuStreamBeginCapture(rig.stream(), CU_STREAM_CAPTURE_MODE_GLOBAL));
  cudasem::driver_api::CaptureGuard guard(rig.stream());

  const auto result = drv.cuStreamBeginCapture(rig.stream(), CU_STREAM_CAPTURE_MODE_GLOBAL);
  cudasem::observe("begin_while_capturing", result);
}
