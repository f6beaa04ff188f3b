// SPDX-License-Identifier: Apache-2.0
// cuMemGetInfo in the primary context: total is positive and not above cuDeviceTotalMem, and free
// is not above total (both recorded).
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemGetInfo, FreeNotAboveTotal,
    {
        .api = {"cuMemGetInfo"},
        .cite = {.doc = "DRV",
            .section = "cuMemGetInfo",
            .quote = "Returns in *total the total amount of memory available to the the current context."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  std::size_t free_bytes = 0, total = 0, device_total = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuDeviceTotalMem(&device_total, primary.device()));

  CUDASEM_ASSERT_CU_OK(drv.cuMemGetInfo(&free_bytes, &total));

  cudasem::measure("free_bytes", static_cast<unsigned long long>(free_bytes));
  cudasem::environment("total_bytes", static_cast<unsigned long long>(total));
  cudasem::environment("device_total_bytes", static_cast<unsigned long long>(device_total));
  CUDASEM_EXPECT_TRUE_NAMED("total_memory.positive", total > 0u);
  CUDASEM_EXPECT_TRUE_NAMED("total_memory.within_device_total", total <= device_total);
  CUDASEM_EXPECT_TRUE_NAMED("free_memory.within_total", free_bytes <= total);
}
