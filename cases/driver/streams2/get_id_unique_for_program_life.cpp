// SPDX-License-Identifier: Apache-2.0
// Two streams made one after the other, the first destroyed before the second is created (so its
// handle may be reused): cuStreamGetId gives them different ids.
#include "../driver_events.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamGetId, UniqueForProgramLife,
    {
        .api = {"cuStreamGetId"},
        .cite = {.doc = "DRV", .section = "cuStreamGetId", .quote = "The Id is unique for the life of the program."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  unsigned long long first_id = 0, second_id = 0;
  {
    cudasem::DrvStream first;
    CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(first.out(), CU_STREAM_NON_BLOCKING));
    CUDASEM_ASSERT_CU_OK(drv.cuStreamGetId(first, &first_id));
  }
  cudasem::DrvStream second;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(second.out(), CU_STREAM_NON_BLOCKING));

  CUDASEM_ASSERT_CU_OK(drv.cuStreamGetId(second, &second_id));

  cudasem::measure("first_stream_id", first_id);
  cudasem::measure("second_stream_id", second_id);
  CUDASEM_EXPECT_TRUE_NAMED("ids_differ", first_id != second_id);
}
