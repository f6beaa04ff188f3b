// SPDX-License-Identifier: Apache-2.0
// cuCoredumpSetAttribute(CU_COREDUMP_PIPE) in a created context must fail: the pipe cannot be set
// per context.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuCoredumpSetAttribute, ContextPipeRejected,
    {
        .api = {"cuCoredumpSetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuCoredumpSetAttribute",
            .quote = "CU_COREDUMP_ENABLE_USER_TRIGGER and CU_COREDUMP_PIPE cannot be set on a per-context basis."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::Context ctx(cudasem::create_context());
  ASSERT_NE(ctx.get(), nullptr);
  char pipe[] = "/tmp/cudasem_coredump_pipe";
  std::size_t size = sizeof pipe;

  CUDASEM_EXPECT_CU_FAILURE(drv.cuCoredumpSetAttribute(CU_COREDUMP_PIPE, pipe, &size));
}
