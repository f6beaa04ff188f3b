// SPDX-License-Identifier: Apache-2.0
#include <string>

#include "cudasem/cudasem.h"

CUDASEM_CASE(ErrorNames, UnknownCodeName,
    {
        .api = {"cudaGetErrorName"},
        .cite = {.doc = "RT",
            .section = "cudaGetErrorName",
            .quote = "If the error code is not recognized, \"unrecognized error code\" is returned."},
        .claim = cudasem::Claim::promise,
    }) {
  const char* name = cudaGetErrorName(static_cast<cudaError_t>(12345));

  cudasem::observe("error_name", name ? name : "(null)");
  CUDASEM_ASSERT_TRUE_NAMED("error_name.returned", name != nullptr);
  CUDASEM_EXPECT_EQ_NAMED("unknown_code_name", std::string(name), "unrecognized error code");
}
