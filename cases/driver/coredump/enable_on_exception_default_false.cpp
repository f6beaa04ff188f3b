// SPDX-License-Identifier: Apache-2.0
// In a context created without CU_CTX_USER_COREDUMP_ENABLE (and nothing set globally or locally),
// cuCoredumpGetAttribute(CU_COREDUMP_ENABLE_ON_EXCEPTION) reads false.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuCoredumpGetAttribute, EnableOnExceptionDefaultFalse,
    {
        .api = {"cuCoredumpGetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuCoredumpGetAttribute",
            .quote =
                "The default value is false unless set to true globally or locally, or the CU_CTX_USER_COREDUMP_ENABLE flag was set during context creation."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::Context ctx(cudasem::create_context());
  ASSERT_NE(ctx.get(), nullptr);
  bool enabled = true;
  std::size_t size = sizeof enabled;

  CUDASEM_ASSERT_CU_OK(drv.cuCoredumpGetAttribute(CU_COREDUMP_ENABLE_ON_EXCEPTION, &enabled, &size));

  CUDASEM_EXPECT_EQ_NAMED("enable_on_exception_value", enabled, false);
}
