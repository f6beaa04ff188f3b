// SPDX-License-Identifier: Apache-2.0
// cuStreamEndCapture on a stream that never began a capture: the text requires a capture begun on
// the stream and names no error for a call without one (characterization: records the code); a
// graph it returns anyway is destroyed.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamEndCapture, NotCapturingResultRecorded,
    {
        .api = {"cuStreamEndCapture"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuStreamEndCapture",
            .quote = "Capture must have been initiated on hStream via a call to cuStreamBeginCapture."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  cudasem::driver_api::DrvGraph captured;

  // A caller requirement: the case records what the call returns.
  const CUresult result = drv.cuStreamEndCapture(rig.stream(), captured.out());
  cudasem::observe("end_capture_result", result);
}
