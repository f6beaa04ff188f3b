// SPDX-License-Identifier: Apache-2.0
// With no cudaSetDeviceFlags call, cudaDeviceMapHost is reported both before and after the
// runtime creates the primary context.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaGetDeviceFlags, ReportsMapHostByDefault, {
    .id = "host_memory.device_flags.get_device_flags_reports_map_host_by_default",
    .cite = {.doc = "RT", .section = "cudaGetDeviceFlags",
             .quote = "Flags returned by this function may specifically include cudaDeviceMapHost even though it is not accepted by cudaSetDeviceFlags because it is implicit in runtime API flags.",
             .version = "13.0"},
}) {
  unsigned before = 0, after = 0;

  CUDASEM_ASSERT_OK(cudaGetDeviceFlags(&before));
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  CUDASEM_ASSERT_OK(cudaGetDeviceFlags(&after));

  cudasem::observe("flags_before_context", before);
  cudasem::observe("flags_after_context", after);
  EXPECT_NE(before & cudaDeviceMapHost, 0u);
  EXPECT_NE(after & cudaDeviceMapHost, 0u);
}
