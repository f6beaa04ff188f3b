// SPDX-License-Identifier: Apache-2.0
// An event that cuEventRecord never captured work in represents an empty set of work: cuEventQuery
// returns CUDA_SUCCESS, even while a gate holds a stream of its context.
#include "../driver_events.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuEventQuery, UnrecordedReturnsSuccess,
    {
        .api = {"cuEventQuery"},
        .cite = {.doc = "DRV",
            .section = "cuEventRecord",
            .quote =
                "Before the first call to cuEventRecord(), an event represents an empty set of work, so for example cuEventQuery() would return CUDA_SUCCESS."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));
  cudasem::driver_api::DrvEvent event;
  CUDASEM_ASSERT_CU_OK(drv.cuEventCreate(event.out(), CU_EVENT_DEFAULT));
  cudasem::Gate gate;  // held until the release below
  gate.launch(stream.get());

  CUDASEM_EXPECT_CU_ERROR(drv.cuEventQuery(event), CUDA_SUCCESS);

  gate.release();
  CUDASEM_EXPECT_CU_OK(drv.cuStreamSynchronize(stream));
}
