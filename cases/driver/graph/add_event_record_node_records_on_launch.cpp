// SPDX-License-Identifier: Apache-2.0
// A graph of an add_one kernel node followed by an event record node is launched behind a gate
// (watchdog 100 ms); cuEventSynchronize on the event, called while the gate holds, must return
// only once the kernel ran: every int is 1 when it returns.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphAddEventRecordNode, RecordsOnLaunch,
    {
        .api = {"cuGraphAddEventRecordNode"},
        .cite = {.doc = "DRV",
            .section = "cuGraphAddEventRecordNode",
            .quote = "Each launch of the graph will record event to capture execution of the node's dependencies."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  cudasem::driver_api::DrvEvent event;
  CUDASEM_ASSERT_CU_OK(drv.cuEventCreate(event.out(), CU_EVENT_DEFAULT));
  CUgraphNode kernel = rig.add_add_one();
  CUDASEM_ASSERT_TRUE_NAMED("kernel_node.added", kernel != nullptr);
  CUgraphNode node = nullptr;

  CUDASEM_ASSERT_CU_OK(drv.cuGraphAddEventRecordNode(&node, rig.graph(), &kernel, 1, event));

  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec));
  std::vector<int> at_return(rig.kCount, -1);
  auto r = cudasem::call_behind_gate(rig.stream(), [&] {
    CUDASEM_EXPECT_CU_OK(drv.cuGraphLaunch(exec, rig.stream()));
    CUDASEM_EXPECT_CU_OK(drv.cuEventSynchronize(event));
    CUDASEM_EXPECT_CU_OK(drv.cuMemcpyDtoH(at_return.data(), rig.ints(), rig.kCount * sizeof(int)));
  });
  cudasem::measure("returned_before_release", r.returned_before_release);
  cudasem::driver_api::expect_all("ints_incremented_at_event", at_return, 1);
}
