// SPDX-License-Identifier: Apache-2.0
// cudaMemcpyToArray with a kind outside the cudaMemcpyKind values (kind must be one of the five
// listed) fails with one of its documented codes.
#include "../arrays_legacy.h"
#include "cudasem/cudasem.h"

CUDASEM_CALLS_DEPRECATED_API;  // the function under test is deprecated

CUDASEM_CASE(CudaMemcpyToArray, InvalidKindFails,
    {
        .api = {"cudaMemcpyToArray"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpyToArray",
            .quote =
                "where kind specifies the direction of the copy, and must be one of cudaMemcpyHostToHost, cudaMemcpyHostToDevice, cudaMemcpyDeviceToHost, cudaMemcpyDeviceToDevice, or cudaMemcpyDefault."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  namespace a = cudasem::arrays;
  const std::vector<unsigned char> zeros(a::kLegacyWidth * a::kLegacyRows, 0);
  cudasem::Array array;
  ASSERT_NO_FATAL_FAILURE(a::make_legacy_array(array, zeros));
  const std::vector<unsigned char> source(16, 0x77);

  CUDASEM_EXPECT_FAILURE(
      cudaMemcpyToArray(array.get(), 0, 0, source.data(), source.size(), static_cast<cudaMemcpyKind>(7)));
  cudasem::last_error(cudasem::LastError::clear);
}
