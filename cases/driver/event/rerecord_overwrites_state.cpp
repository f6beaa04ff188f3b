// SPDX-License-Identifier: Apache-2.0
// An event recorded behind a held gate (not ready) is recorded again in an idle stream:
// cuEventQuery then reports CUDA_SUCCESS while the gate still holds, so the second record replaced
// the first capture.
#include "../driver_events.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuEventRecord, ReRecordOverwritesState,
    {
        .api = {"cuEventRecord"},
        .cite = {.doc = "DRV", .section = "cuEventRecord", .quote = "will overwrite the previously captured state."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::DrvStream gated, idle;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(gated.out(), CU_STREAM_NON_BLOCKING));
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(idle.out(), CU_STREAM_NON_BLOCKING));
  cudasem::driver_api::DrvEvent event;
  CUDASEM_ASSERT_CU_OK(drv.cuEventCreate(event.out(), CU_EVENT_DEFAULT));
  cudasem::Gate gate;  // held until the release below
  gate.launch(gated.get());
  CUDASEM_ASSERT_CU_OK(drv.cuEventRecord(event, gated));
  const CUresult first = drv.cuEventQuery(event);

  CUDASEM_ASSERT_CU_OK(drv.cuEventRecord(event, idle));
  CUDASEM_ASSERT_CU_OK(drv.cuStreamSynchronize(idle));
  const CUresult second = drv.cuEventQuery(event);
  const bool gate_held = !gate.finished();
  gate.release();
  CUDASEM_ASSERT_CU_OK(drv.cuStreamSynchronize(gated));

  CUDASEM_EXPECT_CU_ERROR_OF(cuEventQuery, second, CUDA_SUCCESS);
  CUDASEM_EXPECT_TRUE_NAMED("gate_held_at_second_query", gate_held);
  cudasem::CheckLabel label("first_record");
  CUDASEM_ASSERT_ERROR_OF(cuEventQuery, first, CUDA_ERROR_NOT_READY)
      << "setup: the first record queried " << cudasem::error_text(first);
}
