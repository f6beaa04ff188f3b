// SPDX-License-Identifier: Apache-2.0
// cuCoredumpGetAttributeGlobal(CU_COREDUMP_ENABLE_ON_EXCEPTION) in a process that set nothing reads
// false.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuCoredumpGetAttributeGlobal, EnableOnExceptionDefaultFalse,
    {
        .api = {"cuCoredumpGetAttributeGlobal"},
        .cite = {.doc = "DRV",
            .section = "cuCoredumpGetAttributeGlobal",
            .quote =
                "CU_COREDUMP_ENABLE_ON_EXCEPTION: Bool where true means that GPU exceptions from this context will create a coredump at the location specified by CU_COREDUMP_FILE. The default value is false."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  bool enabled = true;
  std::size_t size = sizeof enabled;

  CUDASEM_ASSERT_CU_OK(drv.cuCoredumpGetAttributeGlobal(CU_COREDUMP_ENABLE_ON_EXCEPTION, &enabled, &size));

  CUDASEM_EXPECT_EQ_NAMED("global_enable_on_exception", enabled, false);
}
