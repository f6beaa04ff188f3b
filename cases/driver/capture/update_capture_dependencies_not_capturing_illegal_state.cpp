// SPDX-License-Identifier: Apache-2.0
// cuStreamUpdateCaptureDependencies on a stream that is not capturing (an empty node of another
// graph as the set) must return CUDA_ERROR_ILLEGAL_STATE.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamUpdateCaptureDependencies, NotCapturingIllegalState,
    {
        .api = {"cuStreamUpdateCaptureDependencies"},
        .cite = {.doc = "DRV",
            .section = "cuStreamUpdateCaptureDependencies",
            .quote = "Returns CUDA_ERROR_ILLEGAL_STATE if the stream is not capturing."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUgraphNode node = rig.add_empty();
  CUDASEM_ASSERT_TRUE_NAMED("empty_node.added", node != nullptr);

  CUDASEM_EXPECT_CU_ERROR(
      drv.cuStreamUpdateCaptureDependencies(rig.stream(), &node, nullptr, 1, CU_STREAM_ADD_CAPTURE_DEPENDENCIES),
      CUDA_ERROR_ILLEGAL_STATE);
}
