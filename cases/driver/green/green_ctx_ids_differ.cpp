// SPDX-License-Identifier: Apache-2.0
// Two green contexts (on disjoint SM groups) have different cuGreenCtxGetId ids.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGreenCtxGetId, IdsDiffer,
    {
        .api = {"cuGreenCtxGetId"},
        .cite = {.doc = "DRV",
            .section = "cuGreenCtxGetId",
            .quote = "The Id is unique for the life of the program for this instance of CUDA."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::TwoGreen two;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::make_two_green(two));
  unsigned long long id_a = 0, id_b = 0;

  CUDASEM_ASSERT_CU_OK(drv.cuGreenCtxGetId(two.a, &id_a));
  CUDASEM_ASSERT_CU_OK(drv.cuGreenCtxGetId(two.b, &id_b));

  CUDASEM_EXPECT_TRUE_NAMED("green_ids_differ", id_a != id_b);
}
