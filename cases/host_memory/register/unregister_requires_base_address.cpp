// SPDX-License-Identifier: Apache-2.0
// An interior address: what it returns is recorded and the registration stays in place.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "cudasem/cudasem.h"

#include <unistd.h>

CUDASEM_CASE(CudaHostUnregister, RequiresBaseAddress,
    {
        .api = {"cudaHostUnregister"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaHostUnregister",
            .quote = "The base address must be the same one specified to cudaHostRegister()."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("hostRegisterSupported") >= 1},
    }) {
  const std::size_t page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
  cudasem::PageableBuffer<unsigned char> buffer(2 * page);
  ASSERT_NE(buffer.data(), nullptr);
  CUDASEM_ASSERT_OK(cudaHostRegister(buffer.data(), 2 * page, cudaHostRegisterDefault));

  cudaError_t result = cudaHostUnregister(buffer.data() + page);

  cudasem::observe("cudaHostUnregister_result", result);
  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaHostUnregister(buffer.data()));
}
