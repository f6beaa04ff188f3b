// SPDX-License-Identifier: Apache-2.0
// cuStreamWaitEvent on an event whose last record captured nothing, then cuEventRecord of the same
// event behind a held gate: a host probe enqueued in the waiting stream runs while the gate still
// holds (the wait used the state at its call).
#include "../driver_events.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuEventRecord, WaitUsesStateAtCall,
    {
        .api = {"cuEventRecord", "cuStreamWaitEvent"},
        .cite = {.doc = "DRV",
            .section = "cuEventRecord",
            .quote =
                "Other APIs such as cuStreamWaitEvent() use the most recently captured state at the time of the API call, and are not affected by later calls to cuEventRecord()."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::DrvStream gated, idle, waiting;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(gated.out(), CU_STREAM_NON_BLOCKING));
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(idle.out(), CU_STREAM_NON_BLOCKING));
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(waiting.out(), CU_STREAM_NON_BLOCKING));
  cudasem::driver_api::DrvEvent event;
  CUDASEM_ASSERT_CU_OK(drv.cuEventCreate(event.out(), CU_EVENT_DISABLE_TIMING));
  cudasem::Gate gate;
  cudasem::HostProbe probe(&gate);
  CUDASEM_ASSERT_CU_OK(drv.cuEventRecord(event, idle));
  CUDASEM_ASSERT_CU_OK(drv.cuStreamWaitEvent(waiting, event, CU_EVENT_WAIT_DEFAULT));

  gate.launch(gated.get());
  CUDASEM_ASSERT_CU_OK(drv.cuEventRecord(event, gated));
  probe.enqueue(waiting.get());

  const bool ran_while_held = cudasem::probe_ran_while_gate_held(gate, probe);
  CUDASEM_EXPECT_TRUE_NAMED("probe.ran_while_gate_held", ran_while_held);
}
