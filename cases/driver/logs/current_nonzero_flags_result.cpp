// SPDX-License-Identifier: Apache-2.0
// cuLogsCurrent with flags 1: flags is reserved and must be 0, a requirement on the caller; the text
// names no error for another value (characterization: records the code).
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuLogsCurrent, NonzeroFlagsResultRecorded,
    {
        .api = {"cuLogsCurrent"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV", .section = "cuLogsCurrent", .quote = "flags - Reserved for future use, must be 0"},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  CUlogIterator it = 0;

  // A caller requirement: the case records what the call returns.
  const CUresult result = drv.cuLogsCurrent(&it, 1);
  cudasem::observe("logs_current_result", result);
}
