// SPDX-License-Identifier: Apache-2.0
// Context ids: two live contexts have different cuCtxGetId values, and a context created after
// one was destroyed does not reuse the destroyed one's id.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverCtxGetId, UniqueForProgramLife,
    {
        .api = {"cuCtxGetId"},
        .cite = {.doc = "DRV",
            .section = "cuCtxGetId",
            .quote = "The Id is unique for the life of the program for this instance of CUDA."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  unsigned long long id_a = 0, id_b = 0, id_c = 0;
  {
    cudasem::Context a(cudasem::create_context());
    CUDASEM_ASSERT_CU_OK(drv.cuCtxGetId(a.get(), &id_a));
  }
  cudasem::Context b(cudasem::create_context());
  cudasem::Context c(cudasem::create_context());

  CUDASEM_ASSERT_CU_OK(drv.cuCtxGetId(b.get(), &id_b));
  CUDASEM_ASSERT_CU_OK(drv.cuCtxGetId(c.get(), &id_c));

  cudasem::measure("context_id.destroyed", id_a);
  cudasem::measure("context_id.second", id_b);
  cudasem::measure("context_id.third", id_c);
  CUDASEM_EXPECT_TRUE_NAMED("context_ids.second_third_differ", id_b != id_c);
  CUDASEM_EXPECT_TRUE_NAMED("context_ids.destroyed_second_differ", id_a != id_b);
  CUDASEM_EXPECT_TRUE_NAMED("context_ids.destroyed_third_differ", id_a != id_c);
}
