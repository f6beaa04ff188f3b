// SPDX-License-Identifier: Apache-2.0
// An executable graph (add_one kernel node, then an event record node of a first event) has its
// record node set to a second event, then is launched behind a gate: while the gate holds,
// cuEventQuery of the second event must return CUDA_ERROR_NOT_READY (the launch recorded it behind
// the gate), and CUDA_SUCCESS once the stream finished.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphExecEventRecordNodeSetEvent, RecordsNewEvent,
    {
        .api = {"cuGraphExecEventRecordNodeSetEvent"},
        .cite = {.doc = "DRV",
            .section = "cuGraphExecEventRecordNodeSetEvent",
            .quote = "Sets the event of an event record node in an executable graph hGraphExec."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  cudasem::driver_api::DrvEvent first_event;
  cudasem::driver_api::DrvEvent second_event;
  CUDASEM_ASSERT_CU_OK(drv.cuEventCreate(first_event.out(), CU_EVENT_DEFAULT));
  CUDASEM_ASSERT_CU_OK(drv.cuEventCreate(second_event.out(), CU_EVENT_DEFAULT));
  CUgraphNode kernel = rig.add_add_one();
  CUDASEM_ASSERT_TRUE_NAMED("kernel_node.added", kernel != nullptr);
  CUgraphNode node = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuGraphAddEventRecordNode(&node, rig.graph(), &kernel, 1, first_event));
  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec));

  CUDASEM_ASSERT_CU_OK(drv.cuGraphExecEventRecordNodeSetEvent(exec, node, second_event));

  CUresult while_held = CUDA_SUCCESS;
  {
    cudasem::Gate gate;
    gate.launch(rig.stream());
    gate.arm_watchdog(std::chrono::milliseconds(10000));
    CUDASEM_EXPECT_CU_OK(drv.cuGraphLaunch(exec, rig.stream()));
    while_held = drv.cuEventQuery(second_event);
    gate.release();
  }
  CUDASEM_ASSERT_CU_OK(drv.cuStreamSynchronize(rig.stream()));
  CUDASEM_EXPECT_CU_ERROR_OF(cuEventQuery, while_held, CUDA_ERROR_NOT_READY);
  CUDASEM_EXPECT_CU_ERROR(drv.cuEventQuery(second_event), CUDA_SUCCESS);
}
