// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(UnifiedAddressing, EnabledIn64BitProcess,
    {
        .api = {"cudaDeviceGetAttribute"},
        .cite = {.doc = "RT",
            .section = "Unified Addressing",
            .quote = "Unified addressing is automatically enabled in 64-bit processes ."},
        .claim = cudasem::Claim::promise,
    }) {
  static_assert(sizeof(void*) == 8, "cudasem builds 64-bit processes");
  int count = 0;
  CUDASEM_ASSERT_OK(cudaGetDeviceCount(&count));
  int devices_without = 0;

  for (int device = 0; device < count; ++device) {
    int unified = 0;
    CUDASEM_EXPECT_OK(cudaDeviceGetAttribute(&unified, cudaDevAttrUnifiedAddressing, device));
    devices_without += unified == 0;
  }

  CUDASEM_EXPECT_EQ_NAMED("devices_without_unified_addressing", devices_without, 0);
}
