// SPDX-License-Identifier: Apache-2.0
// cuCtxSetLimit(CU_LIMIT_STACK_SIZE, 4 KiB + 1) then cuCtxGetLimit: the driver may adjust the
// value (clamp, round up); records what it set.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverCtxSetLimit, StackSizeRoundTrip,
    {
        .api = {"cuCtxSetLimit"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuCtxSetLimit",
            .quote =
                "The driver is free to modify the requested value to meet h/w requirements (this could be clamping to minimum or maximum values, rounding up to nearest element size, etc)."},
        .claim = cudasem::Claim::hedge,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::Context ctx(cudasem::create_context());
  std::size_t before = 0, after = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuCtxGetLimit(&before, CU_LIMIT_STACK_SIZE));

  CUDASEM_ASSERT_CU_OK(drv.cuCtxSetLimit(CU_LIMIT_STACK_SIZE, 4097));

  CUDASEM_ASSERT_CU_OK(drv.cuCtxGetLimit(&after, CU_LIMIT_STACK_SIZE));
  cudasem::environment("stack_size_before", static_cast<unsigned long long>(before));
  cudasem::observe("stack_size_requested", 4097);
  cudasem::observe("stack_size_after", static_cast<unsigned long long>(after));
}
