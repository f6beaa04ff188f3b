// SPDX-License-Identifier: Apache-2.0
// During a capture whose dependency set is one captured memset node, an empty node added to the
// capture graph is passed with CU_STREAM_SET_CAPTURE_DEPENDENCIES: the dependency set must then be
// exactly that empty node.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamUpdateCaptureDependencies, SetReplaces,
    {
        .api = {"cuStreamUpdateCaptureDependencies"},
        .cite = {.doc = "DRV",
            .section = "cuStreamUpdateCaptureDependencies",
            .quote = "These control whether the set passed to the API is added to the existing set or replaces it."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  cudasem::driver_api::expect_capture_dependencies_update(CU_STREAM_SET_CAPTURE_DEPENDENCIES, /*replaces=*/true);
}
