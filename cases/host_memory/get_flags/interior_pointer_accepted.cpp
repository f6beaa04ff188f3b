// SPDX-License-Identifier: Apache-2.0
// An address inside the allocation "resides in" its range: same flags as the base.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaHostGetFlags, InteriorPointerAccepted,
    {
        .api = {"cudaHostGetFlags"},
        .cite = {.doc = "RT",
            .section = "cudaHostGetFlags",
            .quote =
                "cudaHostGetFlags() will fail if the input pointer does not reside in an address range allocated by cudaHostAlloc()."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::PinnedBuffer<unsigned char> host(4096, cudaHostAllocPortable | cudaHostAllocWriteCombined);
  ASSERT_NE(host.data(), nullptr);
  unsigned base_flags = 0, interior_flags = 0;
  CUDASEM_ASSERT_OK(cudaHostGetFlags(&base_flags, host.data()));

  cudaError_t result = cudaHostGetFlags(&interior_flags, host.data() + 100);

  CUDASEM_EXPECT_ERROR_OF(cudaHostGetFlags, result, cudaSuccess);
  CUDASEM_EXPECT_EQ_NAMED("interior_pointer.flags", interior_flags, base_flags);
}
