// SPDX-License-Identifier: Apache-2.0
// cuEventElapsedTime of a completed start event and an end event recorded behind a held gate
// returns CUDA_ERROR_NOT_READY.
#include "../driver_events.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuEventElapsedTime, PendingEndNotReady,
    {
        .api = {"cuEventElapsedTime"},
        .cite = {.doc = "DRV",
            .section = "cuEventElapsedTime",
            .quote =
                "If cuEventRecord() has been called on both events but one or both of them has not yet been completed (that is, cuEventQuery() would return CUDA_ERROR_NOT_READY on at least one of the events), CUDA_ERROR_NOT_READY is returned."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));
  cudasem::driver_api::DrvEvent start, end;
  CUDASEM_ASSERT_CU_OK(drv.cuEventCreate(start.out(), CU_EVENT_DEFAULT));
  CUDASEM_ASSERT_CU_OK(drv.cuEventCreate(end.out(), CU_EVENT_DEFAULT));
  CUDASEM_ASSERT_CU_OK(drv.cuEventRecord(start, stream));
  CUDASEM_ASSERT_CU_OK(drv.cuEventSynchronize(start));
  cudasem::Gate gate;  // held until the release below
  gate.launch(stream.get());
  CUDASEM_ASSERT_CU_OK(drv.cuEventRecord(end, stream));
  float ms = -1.0f;

  const CUresult result = drv.cuEventElapsedTime(&ms, start, end);
  const bool gate_held = !gate.finished();
  gate.release();
  CUDASEM_EXPECT_CU_OK(drv.cuStreamSynchronize(stream));

  cudasem::observe("gate_held_at_call", gate_held);
  CUDASEM_EXPECT_CU_ERROR_OF(cuEventElapsedTime, result, CUDA_ERROR_NOT_READY);
}
