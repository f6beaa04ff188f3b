// SPDX-License-Identifier: Apache-2.0
// cudaHostGetFlags "will fail" outside cudaHostAlloc ranges: on cudaHostRegister'd memory (Default,
// Portable and Mapped flags) each call must fail; the code and flags are recorded.
#include "cudasem/cudasem.h"

#include <string>
#include <unistd.h>

CUDASEM_CASE(CudaHostGetFlags, RegisteredMemory,
    {
        .api = {"cudaHostGetFlags"},
        .cite = {.doc = "RT",
            .section = "cudaHostGetFlags",
            .quote =
                "cudaHostGetFlags() will fail if the input pointer does not reside in an address range allocated by cudaHostAlloc()."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("hostRegisterSupported") >= 1},
    }) {
  const std::size_t page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
  const unsigned requests[] = {cudaHostRegisterDefault, cudaHostRegisterPortable, cudaHostRegisterMapped};
  std::string seen;
  int succeeded = 0;

  for (unsigned requested : requests) {
    cudasem::RegisteredBuffer<unsigned char> host(page, requested);
    ASSERT_NE(host.data(), nullptr);
    unsigned got = 0;
    cudaError_t result = cudaHostGetFlags(&got, host.data());
    succeeded += result == cudaSuccess;
    seen += std::to_string(requested) + ":" + cudasem::error_text(result) + " flags=" + std::to_string(got) + "; ";
  }

  cudasem::observe("result_and_flags_per_register_flag", seen);
  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_EQ_NAMED("calls_that_succeeded", succeeded, 0);
}
