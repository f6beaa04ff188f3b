// SPDX-License-Identifier: Apache-2.0
// The runtime's two views of the capability (cudaDeviceProp and cudaDevAttrCanMapHostMemory)
// must both report 1 on a device whose driver attribute is 1.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CanMapHostMemory, PropertyMatchesAttribute,
    {
        .api = {"cudaGetDeviceProperties", "cudaDeviceGetAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceProp::canMapHostMemory",
            .quote = "Device can map host memory with cudaHostAlloc/cudaHostGetDevicePointer"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("canMapHostMemory") >= 1},
    }) {
  cudaDeviceProp prop{};
  int attribute = -1;

  CUDASEM_ASSERT_OK(cudaGetDeviceProperties(&prop, 0));
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&attribute, cudaDevAttrCanMapHostMemory, 0));

  CUDASEM_EXPECT_EQ_NAMED("can_map_host_memory.property", prop.canMapHostMemory, 1);
  CUDASEM_EXPECT_EQ_NAMED("can_map_host_memory.attribute", attribute, 1);
}
