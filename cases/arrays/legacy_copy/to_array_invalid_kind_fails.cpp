// SPDX-License-Identifier: Apache-2.0
// cudaMemcpyToArray with a kind outside the cudaMemcpyKind values fails with
// cudaErrorInvalidMemcpyDirection: its return list names the code, and the runtime names it for a
// memcpy direction that is not one of the cudaMemcpyKind types.
#include "../arrays_legacy.h"
#include "cudasem/cudasem.h"

CUDASEM_CALLS_DEPRECATED_API;  // the function under test is deprecated

CUDASEM_CASE(CudaMemcpyToArray, InvalidKindFails,
    {
        .api = {"cudaMemcpyToArray"},
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorInvalidMemcpyDirection)",
            .quote =
                "This indicates that the direction of the memcpy passed to the API call is not one of the types specified by cudaMemcpyKind."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  namespace a = cudasem::arrays;
  const std::vector<unsigned char> zeros(a::kLegacyWidth * a::kLegacyRows, 0);
  cudasem::Array array;
  ASSERT_NO_FATAL_FAILURE(a::make_legacy_array(array, zeros));
  const std::vector<unsigned char> source(16, 0x77);

  CUDASEM_EXPECT_ERROR(
      cudaMemcpyToArray(array.get(), 0, 0, source.data(), source.size(), static_cast<cudaMemcpyKind>(7)),
      cudaErrorInvalidMemcpyDirection);
  cudasem::last_error(cudasem::LastError::clear);
}
