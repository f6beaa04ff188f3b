// SPDX-License-Identifier: Apache-2.0
// cuStreamWriteValue32 (the v2 entry point, cuStreamWriteValue32_v2) with
// CU_STREAM_WRITE_VALUE_NO_MEMORY_BARRIER, which the v2 API does not support: records whether it
// is rejected or accepted, and whether the value arrives.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamWriteValue32, NoMemoryBarrierInV2Api,
    {
        .api = {"cuStreamWriteValue32"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "CUstreamWriteValue_flags (CU_STREAM_WRITE_VALUE_NO_MEMORY_BARRIER)",
            .quote = "This flag is not supported in the v2 API."},
        .claim = cudasem::Claim::hedge,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::MemOpRig rig;

  const CUresult r =
      drv.cuStreamWriteValue32(rig.stream(), rig.word(), 0x1234, CU_STREAM_WRITE_VALUE_NO_MEMORY_BARRIER);

  cudasem::observe("returned_code", r);
  CUDASEM_ASSERT_TRUE_NAMED("stream_finished", rig.finish());
  cudasem::observe("value_written", *rig.word32() == 0x1234u);
}
