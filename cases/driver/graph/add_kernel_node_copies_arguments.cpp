// SPDX-License-Identifier: Apache-2.0
// The pointer argument of an add_one kernel node is changed (to the rig's second buffer) after
// cuGraphAddKernelNode returned: the launch must still increment the first buffer, and leave the
// second at 0.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphAddKernelNode, CopiesArguments,
    {
        .api = {"cuGraphAddKernelNode"},
        .cite = {.doc = "DRV",
            .section = "cuGraphAddKernelNode",
            .quote =
                "The kernelParams or extra array, as well as the argument values it points to, are copied during this call."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUdeviceptr arg = rig.ints();
  void* slots[1];
  CUDA_KERNEL_NODE_PARAMS params = rig.add_one_params(&arg, slots);
  CUgraphNode node = nullptr;

  CUDASEM_ASSERT_CU_OK(drv.cuGraphAddKernelNode(&node, rig.graph(), nullptr, 0, &params));
  arg = rig.other();

  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec));
  ASSERT_NO_FATAL_FAILURE(rig.launch(exec));
  cudasem::driver_api::expect_all("first_buffer_incremented", rig.read(), 1);
  cudasem::driver_api::expect_all("second_buffer_untouched", rig.read(rig.other()), 0);
}
