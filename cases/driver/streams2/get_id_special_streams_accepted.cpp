// SPDX-License-Identifier: Apache-2.0
// cuStreamGetId accepts the NULL stream, CU_STREAM_LEGACY and CU_STREAM_PER_THREAD (the primary
// context current): each call succeeds.
#include "../driver_events.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamGetId, SpecialStreamsAccepted,
    {
        .api = {"cuStreamGetId"},
        .cite = {.doc = "DRV",
            .section = "cuStreamGetId",
            .quote = "any of the special streams such as the NULL stream, CU_STREAM_LEGACY and CU_STREAM_PER_THREAD."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  unsigned long long null_id = 0, legacy_id = 0, per_thread_id = 0;

  CUDASEM_EXPECT_CU_ERROR(drv.cuStreamGetId(nullptr, &null_id), CUDA_SUCCESS);
  CUDASEM_EXPECT_CU_ERROR(drv.cuStreamGetId(CU_STREAM_LEGACY, &legacy_id), CUDA_SUCCESS);
  CUDASEM_EXPECT_CU_ERROR(drv.cuStreamGetId(CU_STREAM_PER_THREAD, &per_thread_id), CUDA_SUCCESS);

  cudasem::measure("null_stream_id", null_id);
  cudasem::measure("legacy_stream_id", legacy_id);
  cudasem::measure("per_thread_stream_id", per_thread_id);
}
