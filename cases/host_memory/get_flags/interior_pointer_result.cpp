// SPDX-License-Identifier: Apache-2.0
// cudaHostGetFlags of an address 100 bytes inside a cudaHostAlloc allocation: the text names only
// when the call fails (a pointer outside every such range) and promises nothing for an interior
// pointer, so the code is recorded (characterization), with whether the flags equal the base's.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaHostGetFlags, InteriorPointerResult,
    {
        .api = {"cudaHostGetFlags"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaHostGetFlags",
            .quote =
                "cudaHostGetFlags() will fail if the input pointer does not reside in an address range allocated by cudaHostAlloc()."},
        .claim = cudasem::Claim::hedge,
    }) {
  cudasem::PinnedBuffer<unsigned char> host(4096, cudaHostAllocPortable | cudaHostAllocWriteCombined);
  ASSERT_NE(host.data(), nullptr);
  unsigned base_flags = 0, interior_flags = 0;
  CUDASEM_ASSERT_OK(cudaHostGetFlags(&base_flags, host.data()));

  CUDASEM_RECORD_CODE(cudaHostGetFlags(&interior_flags, host.data() + 100));

  cudasem::observe("interior_pointer.flags", interior_flags, base_flags);
  cudasem::last_error(cudasem::LastError::clear);
}
