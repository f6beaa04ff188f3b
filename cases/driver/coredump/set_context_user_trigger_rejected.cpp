// SPDX-License-Identifier: Apache-2.0
// Characterization: cuCoredumpSetAttribute(CU_COREDUMP_ENABLE_USER_TRIGGER, false) in a created
// context is called; the text names no outcome for it, and the code is recorded: the user trigger
// cannot be set per context (false: nothing would be enabled had it been accepted).
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuCoredumpSetAttribute, ContextUserTriggerRejected,
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
  bool enable = false;
  std::size_t size = sizeof enable;

  cudasem::observe(
      "set_context_user_trigger_result", drv.cuCoredumpSetAttribute(CU_COREDUMP_ENABLE_USER_TRIGGER, &enable, &size));
}
