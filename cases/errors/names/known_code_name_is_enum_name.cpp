// SPDX-License-Identifier: Apache-2.0
#include <string>

#include "cudasem/cudasem.h"

CUDASEM_CASE(ErrorNames, KnownCodeNameIsEnumName,
    {
        .api = {"cudaGetErrorName"},
        .cite = {.doc = "RT",
            .section = "cudaGetErrorName",
            .quote = "Returns a string containing the name of an error code in the enum."},
        .claim = cudasem::Claim::promise,
    }) {
  const char* invalid_value = cudaGetErrorName(cudaErrorInvalidValue);
  const char* illegal_address = cudaGetErrorName(cudaErrorIllegalAddress);

  cudasem::observe("name_of_1", invalid_value ? invalid_value : "(null)");
  CUDASEM_ASSERT_TRUE_NAMED("invalid_value_name.returned", invalid_value != nullptr);
  CUDASEM_ASSERT_TRUE_NAMED("illegal_address_name.returned", illegal_address != nullptr);
  CUDASEM_EXPECT_EQ_NAMED("invalid_value_name", std::string(invalid_value), "cudaErrorInvalidValue");
  CUDASEM_EXPECT_EQ_NAMED("illegal_address_name", std::string(illegal_address), "cudaErrorIllegalAddress");
}
