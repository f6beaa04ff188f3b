// SPDX-License-Identifier: Apache-2.0
// cuCoredumpSetAttribute(CU_COREDUMP_GENERATION_FLAGS) in a created context to
// CU_COREDUMP_SKIP_SHARED_MEMORY | CU_COREDUMP_SKIP_LOCAL_MEMORY: cuCoredumpGetAttribute then reads
// that value. The previous value is set back afterwards. No coredump is provoked.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuCoredumpSetAttribute, GenerationFlagsRoundTrip,
    {
        .api = {"cuCoredumpSetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuCoredumpSetAttribute",
            .quote =
                "CU_COREDUMP_GENERATION_FLAGS: An integer with values to allow granular control the data contained in a coredump specified as a bitwise OR combination of the following values:"},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::Context ctx(cudasem::create_context());
  ASSERT_NE(ctx.get(), nullptr);
  int old = -1;
  std::size_t old_size = sizeof old;
  CUDASEM_ASSERT_CU_OK(drv.cuCoredumpGetAttribute(CU_COREDUMP_GENERATION_FLAGS, &old, &old_size));
  int flags = CU_COREDUMP_SKIP_SHARED_MEMORY | CU_COREDUMP_SKIP_LOCAL_MEMORY;
  std::size_t size = sizeof flags;

  CUDASEM_ASSERT_CU_OK(drv.cuCoredumpSetAttribute(CU_COREDUMP_GENERATION_FLAGS, &flags, &size));

  int read = -1;
  std::size_t read_size = sizeof read;
  CUDASEM_EXPECT_CU_OK(drv.cuCoredumpGetAttribute(CU_COREDUMP_GENERATION_FLAGS, &read, &read_size));
  std::size_t restore_size = sizeof old;
  CUDASEM_EXPECT_CU_OK(drv.cuCoredumpSetAttribute(CU_COREDUMP_GENERATION_FLAGS, &old, &restore_size));
  CUDASEM_EXPECT_EQ_NAMED("generation_flags_read", read, flags);
}
