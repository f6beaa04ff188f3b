// SPDX-License-Identifier: Apache-2.0
// A free node of memory from cuMemAlloc (not returned by an allocation node) must be refused with
// CUDA_ERROR_INVALID_VALUE.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphAddMemFreeNode, ForeignAddressRejected,
    {
        .api = {"cuGraphAddMemFreeNode"},
        .cite = {.doc = "DRV",
            .section = "cuGraphAddMemFreeNode",
            .quote =
                "cuGraphAddMemFreeNode will return CUDA_ERROR_INVALID_VALUE if the user attempts to free: - an allocation twice in the same graph. - an address that was not returned by an allocation node."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUgraphNode node = nullptr;

  CUDASEM_EXPECT_CU_ERROR(
      drv.cuGraphAddMemFreeNode(&node, rig.graph(), nullptr, 0, rig.ints()), CUDA_ERROR_INVALID_VALUE);
}
