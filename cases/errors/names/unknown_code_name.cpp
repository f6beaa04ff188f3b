// SPDX-License-Identifier: Apache-2.0
#include <string>

#include "cudasem/cudasem.h"

CUDASEM_CASE(ErrorNames, UnknownCodeName, {
    .id = "errors.names.unknown_code_name",
    .cite = {.doc = "RT", .section = "cudaGetErrorName",
             .quote = "If the error code is not recognized, \"unrecognized error code\" is returned.",
             .version = "13.0"},
}) {
  const char* name = cudaGetErrorName(static_cast<cudaError_t>(12345));

  cudasem::observe("name", name ? name : "(null)");
  ASSERT_NE(name, nullptr);
  EXPECT_EQ(std::string(name), "unrecognized error code");
}
