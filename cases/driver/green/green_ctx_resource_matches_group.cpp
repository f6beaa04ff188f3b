// SPDX-License-Identifier: Apache-2.0
// A green context created from the first group of a split (minCount 8): cuGreenCtxGetDevResource
// (CU_DEV_RESOURCE_TYPE_SM) reports exactly that group's SM count.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGreenCtxGetDevResource, MatchesGroup,
    {
        .api = {"cuGreenCtxGetDevResource", "cuDevResourceGenerateDesc", "cuGreenCtxCreate"},
        .cite = {.doc = "DRV",
            .section = "cuGreenCtxCreate",
            .quote =
                "This API creates a green context with the resources specified in the descriptor desc and returns it in the handle represented by phCtx."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::OneGreen g;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::make_one_green(g));
  CUdevResource r{};

  CUDASEM_ASSERT_CU_OK(drv.cuGreenCtxGetDevResource(g.green, &r, CU_DEV_RESOURCE_TYPE_SM));

  CUDASEM_EXPECT_TRUE_NAMED("green_sm_count_is_group_count", r.sm.smCount == g.split.groups[0].sm.smCount);
}
