// SPDX-License-Identifier: Apache-2.0
// Characterization: cuCoredumpSetAttribute(CU_COREDUMP_PIPE) in a created context is called; the
// text names no outcome for it, and the code is recorded: the pipe cannot be set per context.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuCoredumpSetAttribute, ContextPipeRejected,
    {
        .api = {"cuCoredumpSetAttribute"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuCoredumpSetAttribute",
            .quote = "CU_COREDUMP_ENABLE_USER_TRIGGER and CU_COREDUMP_PIPE cannot be set on a per-context basis."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::Context ctx(cudasem::create_context());
  ASSERT_NE(ctx.get(), nullptr);
  char pipe[] = "/tmp/cudasem_coredump_pipe";
  std::size_t size = sizeof pipe;

  cudasem::observe("set_context_pipe_result", drv.cuCoredumpSetAttribute(CU_COREDUMP_PIPE, pipe, &size));
}
