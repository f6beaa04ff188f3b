// SPDX-License-Identifier: Apache-2.0
// cudaHostAlloc without Mapped or Portable: a kernel reads and writes through the host
// pointer itself, with no cudaHostGetDevicePointer call.
#include "cudasem/cudasem.h"

CUDASEM_CASE(UnifiedAddressing, PinnedHostPointerUsableByKernel, {
    .id = "uva.addressing.pinned_host_pointer_usable_by_kernel",
    .cite = {.doc = "RT", .section = "Unified Addressing",
             .quote = "This is the case regardless of whether or not the flags cudaHostAllocPortable and cudaHostAllocMapped are specified.",
             .version = "13.0"},
    .needs = {cudasem::attr("unifiedAddressing") >= 1},
}) {
  cudasem::PinnedBuffer<unsigned> pinned(2, cudaHostAllocDefault);
  pinned[0] = 1234;
  pinned[1] = 0;

  CUDASEM_EXPECT_OK(cudasem::kernels::launch_read(nullptr, pinned.data(), pinned.data() + 1));
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());

  cudasem::observe("value_read_by_kernel", pinned[1]);
  EXPECT_EQ(pinned[1], 1234u);
}
