// SPDX-License-Identifier: Apache-2.0
// Whether cudaGetDeviceFlags reports cudaDeviceMapHost for a runtime-created context ("may").
#include "cudasem/cudasem.h"

CUDASEM_CASE(DeviceFlags, IncludeMapHostImplicitly,
    {
        .api = {"cudaGetDeviceFlags"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaGetDeviceFlags",
            .quote =
                "Flags returned by this function may specifically include cudaDeviceMapHost even though it is not accepted by cudaSetDeviceFlags because it is implicit in runtime API flags."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("canMapHostMemory") >= 1},
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  unsigned flags = 0;

  CUDASEM_ASSERT_OK(cudaGetDeviceFlags(&flags));

  cudasem::observe("map_host_reported", (flags & cudaDeviceMapHost) != 0);
  cudasem::observe("device_flags", flags);
}
