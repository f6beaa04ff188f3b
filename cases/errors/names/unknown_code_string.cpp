// SPDX-License-Identifier: Apache-2.0
#include <string>

#include "cudasem/cudasem.h"

CUDASEM_CASE(ErrorNames, UnknownCodeString,
    {
        .api = {"cudaGetErrorString"},
        .cite = {.doc = "RT",
            .section = "cudaGetErrorString",
            .quote = "If the error code is not recognized, \"unrecognized error code\" is returned."},
        .claim = cudasem::Claim::promise,
    }) {
  const char* text = cudaGetErrorString(static_cast<cudaError_t>(12345));

  cudasem::observe("error_string", text ? text : "(null)");
  CUDASEM_ASSERT_TRUE_NAMED("error_string.returned", text != nullptr);
  CUDASEM_EXPECT_EQ_NAMED("unknown_code_string", std::string(text), "unrecognized error code");
}
